import type { ReactNode } from 'react';
import Input from '@arco-design/web-react/es/Input';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';

export interface ListToolbarProps {
  keyword: string | undefined;
  onSearch: (keyword: string | undefined) => void;
  placeholder?: string;
  /** Filters beside the search box (selects, date ranges). */
  filters?: ReactNode;
  /** Actions on the right (create, export). */
  actions?: ReactNode;
}

/** The row above a list: keyword search, the page's filters, and its actions. */
export function ListToolbar({ keyword, onSearch, placeholder, filters, actions }: ListToolbarProps) {
  const { t } = useTranslation('common');
  return (
    <div
      style={{
        display: 'flex',
        justifyContent: 'space-between',
        gap: 16,
        marginBottom: 16,
        flexWrap: 'wrap',
      }}
    >
      <Space wrap>
        <Input.Search
          key={keyword ?? ''}
          allowClear
          defaultValue={keyword}
          placeholder={placeholder ?? t('table.searchPlaceholder')}
          style={{ width: 260 }}
          onSearch={(value) => onSearch(value.trim() || undefined)}
          onClear={() => onSearch(undefined)}
          aria-label={placeholder ?? t('table.searchPlaceholder')}
        />
        {filters}
      </Space>
      {actions && <Space>{actions}</Space>}
    </div>
  );
}
