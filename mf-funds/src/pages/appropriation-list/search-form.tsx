import { useEffect } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import type { AppropriationView } from '@pm/domain/workflow';
import { AmountRangeField, SearchForm, statusLabel, type ListQuery } from '@pm/web/ui';
import { APPROPRIATION_TYPES, APPROPRIATION_VIEW_STATUSES, PAYMENT_METHODS } from '@pm/domain/workflow';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

const fullWidth = { width: '100%' };

export interface AppropriationSearchFormProps {
  view: AppropriationView;
  /** The list's query as the URL holds it: the form shows it, also after back/forward. */
  query: ListQuery;
  /** Writes the new keyword and filters to the URL (which also goes back to page 1). */
  onSearch: (change: Pick<ListQuery, 'keyword' | 'filters'>) => void;
}

/** The search form above a view's table: every field lands in the URL on Search (or Enter). */
export function AppropriationSearchForm({ view, query, onSearch }: AppropriationSearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<SearchValues>();

  useEffect(() => {
    form.setFieldsValue(toSearchValues(view, query));
  }, [form, view, query]);

  const search = (values: SearchValues) =>
    onSearch({ keyword: values.keyword?.trim() || undefined, filters: toFilters(values, query.filters) });

  const reset = () => {
    form.resetFields();
    onSearch({ keyword: undefined, filters: {} });
  };

  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });

  return (
    <SearchForm<SearchValues>
      form={form}
      label={t('appropriation.search.title')}
      onSearch={search}
      onReset={reset}
    >
      <Form.Item label={t('appropriation.search.keyword')} field="keyword">
        <Input allowClear placeholder={t('appropriation.search.placeholder')} />
      </Form.Item>
      <Form.Item label={t('appropriation.column.status')} field="status">
        <Select
          mode="multiple"
          allowClear
          placeholder={t('appropriation.search.all')}
          options={APPROPRIATION_VIEW_STATUSES[view].map((status) => ({
            value: status,
            label: statusLabel(t, status, 'appropriation'),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('appropriation.column.type')} field="type">
        <Select
          allowClear
          placeholder={t('appropriation.search.all')}
          options={APPROPRIATION_TYPES.map(option('appropriation.types'))}
        />
      </Form.Item>
      <Form.Item label={t('appropriation.column.paymentMethod')} field="paymentMethod">
        <Select
          allowClear
          placeholder={t('appropriation.search.all')}
          options={PAYMENT_METHODS.map(option('appropriation.methods'))}
        />
      </Form.Item>
      <AmountRangeField
        label={t('appropriation.search.amountRange')}
        minText={t('appropriation.search.amountMin')}
        maxText={t('appropriation.search.amountMax')}
        orderMessage={t('appropriation.search.amountOrder')}
      />
      <Form.Item
        label={t(
          view === 'already' ? 'appropriation.search.paidRange' : 'appropriation.search.scheduledRange',
        )}
        field="dateRange"
      >
        <DatePicker.RangePicker style={fullWidth} />
      </Form.Item>
    </SearchForm>
  );
}
