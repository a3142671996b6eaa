import { useTranslation } from 'react-i18next';
import { USER_STATUSES } from '@pm/domain/shapes';
import {
  KeywordField,
  SearchForm,
  SelectField,
  statusOptions,
  useSearchForm,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { useGetRoleOptionsQuery } from '../../shared/role/api/role-options';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

export type UserSearchFormProps = ListSearchFormProps;

/** Keyword, status and role; the department chosen in the tree stays through Search and Reset. */
export function UserSearchForm({ query, onSearch }: UserSearchFormProps) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const department = query.filters.departmentId;
  const kept: Record<string, string> = department ? { departmentId: department } : {};
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch: (change) => onSearch({ ...change, filters: { ...change.filters, ...kept } }),
    toValues: toSearchValues,
    toFilters,
    resetFilters: kept,
  });
  const roles = useGetRoleOptionsQuery();
  const english = i18n.language.startsWith('en');
  const all = t('userAdmin.search.all');
  return (
    <SearchForm<SearchValues>
      form={form}
      label={t('userAdmin.search.title')}
      onSearch={search}
      onReset={reset}
    >
      <KeywordField label={t('userAdmin.search.keyword')} placeholder={t('user.search')} />
      <SelectField
        label={t('user.status')}
        field="status"
        placeholder={all}
        options={statusOptions(t, USER_STATUSES)}
      />
      <SelectField
        label={t('user.roles')}
        field="roleId"
        placeholder={all}
        loading={roles.isLoading}
        options={(roles.data ?? []).map((role) => ({
          value: role.id,
          label: english ? role.nameEn : role.name,
        }))}
      />
    </SearchForm>
  );
}
