import { useEffect } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { VOLUNTEER_SKILL_DICT } from '@pm/domain/forms';
import { VOLUNTEER_STATUSES } from '@pm/domain/workflow';
import { AreaCascader, SearchForm, statusLabel, useDict, type ListQuery } from '@pm/web/ui';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

export interface VolunteerSearchFormProps {
  /** The list's query as the URL holds it: the form shows it, also after back/forward. */
  query: ListQuery;
  onSearch: (change: Pick<ListQuery, 'keyword' | 'filters'>) => void;
}

/** Keyword, status, area and skill: every field lands in the URL on Search (or Enter). */
export function VolunteerSearchForm({ query, onSearch }: VolunteerSearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<SearchValues>();
  const skills = useDict(VOLUNTEER_SKILL_DICT);

  useEffect(() => {
    form.setFieldsValue(toSearchValues(query));
  }, [form, query]);

  const search = (values: SearchValues) =>
    onSearch({ keyword: values.keyword?.trim() || undefined, filters: toFilters(values) });
  const reset = () => {
    form.resetFields();
    onSearch({ keyword: undefined, filters: {} });
  };

  return (
    <SearchForm<SearchValues>
      form={form}
      label={t('volunteerList.search.title')}
      onSearch={search}
      onReset={reset}
    >
      <Form.Item label={t('volunteerList.search.keyword')} field="keyword">
        <Input allowClear placeholder={t('volunteerList.search.placeholder')} />
      </Form.Item>
      <Form.Item label={t('volunteerList.search.status')} field="status">
        <Select
          mode="multiple"
          allowClear
          placeholder={t('volunteerList.search.all')}
          options={VOLUNTEER_STATUSES.map((status) => ({ value: status, label: statusLabel(t, status) }))}
        />
      </Form.Item>
      <Form.Item label={t('volunteerList.search.area')} field="areaCode">
        <AreaCascader placeholder={t('volunteerList.search.all')} />
      </Form.Item>
      <Form.Item label={t('volunteerList.search.skill')} field="skill">
        <Select
          allowClear
          placeholder={t('volunteerList.search.all')}
          loading={skills.isLoading}
          options={skills.options}
        />
      </Form.Item>
    </SearchForm>
  );
}
