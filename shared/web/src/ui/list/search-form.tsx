import type { ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form, { type FormInstance } from '@arco-design/web-react/es/Form';
import Space from '@arco-design/web-react/es/Space';
import IconRefresh from '@arco-design/web-react/icon/react-icon/IconRefresh';
import IconSearch from '@arco-design/web-react/icon/react-icon/IconSearch';
import { useTranslation } from 'react-i18next';
import styles from './search-form.module.css';

export interface SearchFormProps<Values> {
  form: FormInstance<Values>;
  /** The form's accessible name. */
  label: string;
  onSearch: (values: Values) => void;
  onReset: () => void;
  /** The filters: `Form.Item`s with a label each (or `AmountRangeField`). */
  children: ReactNode;
}

/**
 * The search form above a list (Arco Pro's search-table): filters in as many columns as the card has room for,
 * labels on one line and aligned, one field per row on a phone; Search (also Enter) and Reset at the end.
 */
export function SearchForm<Values>({ form, label, onSearch, onReset, children }: SearchFormProps<Values>) {
  const { t } = useTranslation('common');
  return (
    <div className={styles.container}>
      <Form<Values>
        form={form}
        labelAlign="left"
        onSubmit={onSearch}
        aria-label={label}
        className={styles.form}
      >
        {children}
        <Space className={styles.actions} wrap>
          <Button type="primary" htmlType="submit" icon={<IconSearch />}>
            {t('table.search')}
          </Button>
          <Button icon={<IconRefresh />} onClick={onReset}>
            {t('table.reset')}
          </Button>
        </Space>
      </Form>
    </div>
  );
}
