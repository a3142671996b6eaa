import Card from '@arco-design/web-react/es/Card';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Empty from '@arco-design/web-react/es/Empty';
import Spin from '@arco-design/web-react/es/Spin';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './row-cards.module.css';

export interface RowCardsProps<T> {
  columns: ColumnProps<T>[];
  data: readonly T[];
  rowKey?: keyof T & string;
  loading?: boolean;
  emptyText?: string;
  /** A tap on a card opens its row, unless it was on one of the card's own links or buttons. */
  onOpenRow?: (row: T) => void;
}

function valueAt(row: object, dataIndex: string | undefined): unknown {
  if (!dataIndex) return undefined;
  return dataIndex
    .split('.')
    .reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], row);
}

/** A column's cell as the table would render it. */
function cellOf<T extends object>(column: ColumnProps<T>, row: T, index: number): ReactNode {
  const value = valueAt(row, column.dataIndex);
  if (column.render) return column.render(value, row, index);
  return value === null || value === undefined || value === '' ? '-' : (value as ReactNode);
}

/**
 * A table's rows as a stack of cards, for a phone: the first column is the card's title, every other column a label
 * and its value, rendered by the column's own `render`; an untitled column (a row's actions) is the card's footer. Columns the same as the table's, so a page writes
 * its columns once.
 */
export function RowCards<T extends object>(props: RowCardsProps<T>) {
  const { t } = useTranslation('common');
  const { columns, data } = props;
  const [head, ...rest] = columns;
  const key = props.rowKey ?? ('id' as keyof T & string);
  return (
    <Spin loading={props.loading ?? false} block>
      {data.length === 0 ? (
        <Empty
          icon={props.loading ? <></> : undefined}
          description={props.loading ? t('common.loading') : (props.emptyText ?? t('common.empty'))}
        />
      ) : (
        <ul className={styles.list} data-testid="row-cards">
          {data.map((row, index) => (
            <li key={String(row[key])}>
              <Card
                size="small"
                className={styles.card}
                title={head ? cellOf(head, row, index) : undefined}
                hoverable={props.onOpenRow !== undefined}
                onClick={
                  props.onOpenRow
                    ? (event) =>
                        (event.target as HTMLElement).closest('a, button') === null && props.onOpenRow?.(row)
                    : undefined
                }
              >
                <Descriptions
                  column={1}
                  size="small"
                  labelStyle={{ width: '40%' }}
                  data={rest
                    .filter((column) => Boolean(column.title))
                    .map((column, position) => ({
                      key: String(column.key ?? column.dataIndex ?? position),
                      label: column.title as ReactNode,
                      value: cellOf(column, row, index),
                    }))}
                />
                {rest
                  .filter((column) => !column.title)
                  .map((column, position) => (
                    <div key={position} className={styles.actions}>
                      {cellOf(column, row, index)}
                    </div>
                  ))}
              </Card>
            </li>
          ))}
        </ul>
      )}
    </Spin>
  );
}
