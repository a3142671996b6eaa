import { useTranslation } from 'react-i18next';
import { ROLE_STATUSES, type RoleStatus } from '@pm/domain/shapes';
import { formFilters } from '@pm/domain/utils';
import {
  KeywordField,
  SearchForm,
  SelectField,
  statusOptions,
  useSearchForm,
  type ListQuery,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { NS } from '../../locale';

export const ROLE_FILTERS = ['status'] as const;

interface SearchValues {
  keyword?: string;
  status?: RoleStatus;
}

const isStatus = (value: string | undefined): value is RoleStatus =>
  (ROLE_STATUSES as readonly (string | undefined)[]).includes(value);

const toSearchValues = (query: ListQuery): SearchValues => ({
  keyword: query.keyword,
  status: isStatus(query.filters.status) ? query.filters.status : undefined,
});

const toFilters = (values: SearchValues) => formFilters({ status: values.status });

/** The filters the server gets: an unknown status from a pasted URL is dropped. */
export function requestFilters(filters: Record<string, string>): Record<string, string> {
  return isStatus(filters.status) ? { status: filters.status } : {};
}

/** Keyword and status; both land in the URL on Search (or Enter). */
export function RoleSearchForm({ query, onSearch }: ListSearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch,
    toValues: toSearchValues,
    toFilters,
  });
  return (
    <SearchForm<SearchValues> form={form} label={t('role.search.title')} onSearch={search} onReset={reset}>
      <KeywordField label={t('role.search.keyword')} placeholder={t('role.search.placeholder')} />
      <SelectField
        label={t('role.search.status')}
        field="status"
        placeholder={t('role.search.all')}
        options={statusOptions(t, ROLE_STATUSES)}
      />
    </SearchForm>
  );
}
