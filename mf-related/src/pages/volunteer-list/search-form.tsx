import { useTranslation } from 'react-i18next';
import { VOLUNTEER_SKILL_DICT } from '@pm/domain/forms';
import { VOLUNTEER_STATUSES } from '@pm/domain/workflow';
import {
  AreaField,
  KeywordField,
  SearchForm,
  SelectField,
  statusOptions,
  useDict,
  useSearchForm,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

export type VolunteerSearchFormProps = ListSearchFormProps;

/** Keyword, status, area and skill: every field lands in the URL on Search (or Enter). */
export function VolunteerSearchForm({ query, onSearch }: VolunteerSearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch,
    toValues: toSearchValues,
    toFilters,
  });
  const skills = useDict(VOLUNTEER_SKILL_DICT);
  const all = t('volunteerList.search.all');

  return (
    <SearchForm<SearchValues>
      form={form}
      label={t('volunteerList.search.title')}
      onSearch={search}
      onReset={reset}
    >
      <KeywordField
        label={t('volunteerList.search.keyword')}
        placeholder={t('volunteerList.search.placeholder')}
      />
      <SelectField
        label={t('volunteerList.search.status')}
        field="status"
        multiple
        placeholder={all}
        options={statusOptions(t, VOLUNTEER_STATUSES)}
      />
      <AreaField label={t('volunteerList.search.area')} placeholder={all} />
      <SelectField
        label={t('volunteerList.search.skill')}
        field="skill"
        placeholder={all}
        loading={skills.isLoading}
        options={skills.options}
      />
    </SearchForm>
  );
}
