import { useTranslation } from 'react-i18next';
import { APPROVAL_BUSINESS_TYPES, INSTANCE_STATUSES, type InboxTab } from '@pm/domain/shapes';
import {
  KeywordField,
  SearchForm,
  SelectField,
  statusOptions,
  useSearchForm,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

export interface InboxSearchFormProps extends ListSearchFormProps {
  tab: InboxTab;
}

/** The search above a tab's table: keyword, business type and (but on the to-do tab) the approval's state. */
export function InboxSearchForm({ tab, query, onSearch }: InboxSearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch,
    toValues: toSearchValues,
    toFilters: (values) => toFilters(values, query.filters),
    resetFilters: query.filters.tab ? { tab: query.filters.tab } : {},
  });
  const all = t('approvalInbox.search.all');
  return (
    <SearchForm<SearchValues>
      form={form}
      label={t('approvalInbox.search.title')}
      onSearch={search}
      onReset={reset}
    >
      <KeywordField
        label={t('approvalInbox.search.keyword')}
        placeholder={t('approvalInbox.search.placeholder')}
      />
      <SelectField
        label={t('approvalInbox.column.businessType')}
        field="businessType"
        placeholder={all}
        options={APPROVAL_BUSINESS_TYPES.map((value) => ({
          value,
          label: t(`approval.businessType.${value}`, { ns: 'common' }),
        }))}
      />
      {tab !== 'todo' && (
        <SelectField
          label={t('approvalInbox.column.status')}
          field="status"
          placeholder={all}
          options={statusOptions(t, INSTANCE_STATUSES, 'approval')}
        />
      )}
    </SearchForm>
  );
}
