import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES } from '@pm/domain/workflow';
import {
  AmountRangeField,
  AreaField,
  KeywordField,
  SearchForm,
  SelectField,
  statusOptions,
  useDict,
  useSearchForm,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { useGetProjectOptionsQuery } from '../../shared/api/get-project-options';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

export type ProjectSearchFormProps = ListSearchFormProps;

const fullWidth = { width: '100%' };

/** The search form above the project table (Arco Pro's search-table): every field lands in the URL on Search. */
export function ProjectSearchForm({ query, onSearch }: ProjectSearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch,
    toValues: toSearchValues,
    toFilters,
  });
  const types = useDict('project_type');
  const { data: options, isLoading } = useGetProjectOptionsQuery();
  const all = t('search.all');

  return (
    <SearchForm<SearchValues> form={form} label={t('list.title')} onSearch={search} onReset={reset}>
      <KeywordField label={t('search.keyword')} placeholder={t('list.search')} />
      <SelectField
        label={t('list.status')}
        field="status"
        placeholder={t('list.allStatuses')}
        options={statusOptions(t, PROJECT_STATUSES)}
      />
      <SelectField
        label={t('search.type')}
        field="type"
        placeholder={all}
        options={types.options}
        loading={types.isLoading}
      />
      <SelectField
        label={t('search.department')}
        field="departmentId"
        showSearch
        placeholder={all}
        loading={isLoading}
        options={(options?.departments ?? []).map(({ id, name }) => ({ value: id, label: name }))}
      />
      <AreaField label={t('search.area')} placeholder={all} />
      <Form.Item label={t('search.startRange')} field="startRange">
        <DatePicker.RangePicker style={fullWidth} />
      </Form.Item>
      <AmountRangeField
        label={t('search.budgetRange')}
        minText={t('search.amountMin')}
        maxText={t('search.amountMax')}
        orderMessage={t('search.amountOrder')}
      />
      <SelectField
        label={t('search.level')}
        field="topLevel"
        placeholder={all}
        options={[{ value: 'true', label: t('search.topLevel') }]}
      />
    </SearchForm>
  );
}
