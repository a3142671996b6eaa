import { useCallback } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import type { AppropriationView } from '@pm/domain/workflow';
import {
  AmountRangeField,
  KeywordField,
  SearchForm,
  SelectField,
  statusOptions,
  useSearchForm,
  type ListQuery,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { APPROPRIATION_TYPES, APPROPRIATION_VIEW_STATUSES, PAYMENT_METHODS } from '@pm/domain/workflow';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

const fullWidth = { width: '100%' };

export interface AppropriationSearchFormProps extends ListSearchFormProps {
  view: AppropriationView;
}

/** The search form above a view's table: every field lands in the URL on Search (or Enter). */
export function AppropriationSearchForm({ view, query, onSearch }: AppropriationSearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const toValues = useCallback((list: ListQuery) => toSearchValues(view, list), [view]);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch,
    toValues,
    toFilters: (values) => toFilters(values, query.filters),
  });
  const all = t('appropriation.search.all');

  const option = (prefix: string) => (value: string) => ({ value, label: t(`${prefix}.${value}`) });

  return (
    <SearchForm<SearchValues>
      form={form}
      label={t('appropriation.search.title')}
      onSearch={search}
      onReset={reset}
    >
      <KeywordField
        label={t('appropriation.search.keyword')}
        placeholder={t('appropriation.search.placeholder')}
      />
      <SelectField
        label={t('appropriation.column.status')}
        field="status"
        multiple
        placeholder={all}
        options={statusOptions(t, APPROPRIATION_VIEW_STATUSES[view], 'appropriation')}
      />
      <SelectField
        label={t('appropriation.column.type')}
        field="type"
        placeholder={all}
        options={APPROPRIATION_TYPES.map(option('appropriation.types'))}
      />
      <SelectField
        label={t('appropriation.column.paymentMethod')}
        field="paymentMethod"
        placeholder={all}
        options={PAYMENT_METHODS.map(option('appropriation.methods'))}
      />
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
