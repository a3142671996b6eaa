import Checkbox from '@arco-design/web-react/es/Checkbox';
import Form from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import { MATERIAL_CATEGORY_DICT } from '@pm/domain/forms';
import { MATERIAL_CONFIDENTIALITY, MATERIAL_STATUSES } from '@pm/domain/workflow';
import {
  KeywordField,
  RecordSelect,
  SearchForm,
  SelectField,
  statusOptions,
  useDict,
  useSearchForm,
  type CodedRecord,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { useGetMaterialProjectsQuery } from '../../features/material/api/get-material-projects';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

const useProjects = (keyword: string, skip: boolean) => useGetMaterialProjectsQuery(keyword, { skip });

export interface MaterialSearchFormProps extends ListSearchFormProps {
  /** The project the URL filters by, as the rows name it (the picker's search may not list it). */
  project?: CodedRecord | null;
}

/** Keyword, project, category, status, confidentiality and the two flags: every field lands in the URL on Search. */
export function MaterialSearchForm({ query, onSearch, project }: MaterialSearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch,
    toValues: toSearchValues,
    toFilters,
  });
  const categories = useDict(MATERIAL_CATEGORY_DICT);
  const all = t('materialList.search.all');
  const text = (key: string) => t(`materialList.search.${key}`);

  return (
    <SearchForm<SearchValues> form={form} label={text('title')} onSearch={search} onReset={reset}>
      <KeywordField label={text('keyword')} placeholder={text('placeholder')} title={text('placeholder')} />
      <Form.Item label={text('project')} field="projectId">
        <RecordSelect useRows={useProjects} chosen={project} placeholder={all} />
      </Form.Item>
      <SelectField
        label={text('category')}
        field="category"
        placeholder={all}
        loading={categories.isLoading}
        options={categories.options}
      />
      <SelectField
        label={text('status')}
        field="status"
        multiple
        placeholder={all}
        options={statusOptions(t, MATERIAL_STATUSES, 'material')}
      />
      <SelectField
        label={text('confidentiality')}
        field="confidentiality"
        placeholder={all}
        options={MATERIAL_CONFIDENTIALITY.map((value) => ({
          value,
          label: t(`material.confidentiality.${value}`),
        }))}
      />
      <Form.Item label={text('flags')} field="flags">
        <Checkbox.Group
          options={[
            { value: 'overdue', label: text('overdue') },
            { value: 'retentionOver', label: text('retentionOver') },
          ]}
        />
      </Form.Item>
    </SearchForm>
  );
}
