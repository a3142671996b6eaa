import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { formatDate } from '../../i18n/format';

/** A date column in the reader's locale; empty values show '-'. Sortable unless told otherwise. */
export function dateColumn<T>(
  title: string,
  dataIndex: keyof T & string,
  locale: string,
  { sorter = true, width = 130 }: { sorter?: boolean; width?: number } = {},
): ColumnProps<T> {
  return {
    title,
    dataIndex,
    sorter,
    width,
    render: (value: string | null) => (value ? formatDate(value, locale) : '-'),
  };
}
