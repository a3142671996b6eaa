import { useEffect } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES } from '@pm/domain/workflow';
import { AmountRangeField, AreaCascader, SearchForm, useDict, type ListQuery } from '@pm/web/ui';
import { useGetProjectOptionsQuery } from '../../shared/api/get-project-options';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

export interface ProjectSearchFormProps {
  /** The list's query as the URL holds it: the form shows it, also after back/forward. */
  query: ListQuery;
  /** Writes the new keyword and filters to the URL (which also goes back to page 1). */
  onSearch: (change: Pick<ListQuery, 'keyword' | 'filters'>) => void;
}

const fullWidth = { width: '100%' };

/** The search form above the project table (Arco Pro's search-table): every field lands in the URL on Search. */
export function ProjectSearchForm({ query, onSearch }: ProjectSearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<SearchValues>();
  const types = useDict('project_type');
  const { data: options, isLoading } = useGetProjectOptionsQuery();

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
    <SearchForm<SearchValues> form={form} label={t('list.title')} onSearch={search} onReset={reset}>
      <Form.Item label={t('search.keyword')} field="keyword">
        <Input allowClear placeholder={t('list.search')} />
      </Form.Item>
      <Form.Item label={t('list.status')} field="status">
        <Select
          allowClear
          placeholder={t('list.allStatuses')}
          options={PROJECT_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`, { ns: 'common' }),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('search.type')} field="type">
        <Select allowClear placeholder={t('search.all')} options={types.options} loading={types.isLoading} />
      </Form.Item>
      <Form.Item label={t('search.department')} field="departmentId">
        <Select
          allowClear
          showSearch
          placeholder={t('search.all')}
          loading={isLoading}
          options={(options?.departments ?? []).map(({ id, name }) => ({ value: id, label: name }))}
        />
      </Form.Item>
      <Form.Item label={t('search.area')} field="areaCode">
        <AreaCascader placeholder={t('search.all')} />
      </Form.Item>
      <Form.Item label={t('search.startRange')} field="startRange">
        <DatePicker.RangePicker style={fullWidth} />
      </Form.Item>
      <AmountRangeField
        label={t('search.budgetRange')}
        minText={t('search.amountMin')}
        maxText={t('search.amountMax')}
        orderMessage={t('search.amountOrder')}
      />
      <Form.Item label={t('search.level')} field="topLevel">
        <Select
          allowClear
          placeholder={t('search.all')}
          options={[{ value: 'true', label: t('search.topLevel') }]}
        />
      </Form.Item>
    </SearchForm>
  );
}
