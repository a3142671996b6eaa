import { useEffect } from 'react';
import Button from '@arco-design/web-react/es/Button';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import IconRefresh from '@arco-design/web-react/icon/react-icon/IconRefresh';
import IconSearch from '@arco-design/web-react/icon/react-icon/IconSearch';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES } from '@pm/shared/contracts';
import { AmountRangeField, AreaCascader, useDict, type ListQuery } from '@pm/shared/ui';
import { useGetProjectOptionsQuery } from '../../features/project/api/get-project-options';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

const { Row, Col } = Grid;

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
    <Form<SearchValues>
      form={form}
      labelAlign="left"
      labelCol={{ span: 6 }}
      wrapperCol={{ span: 18 }}
      onSubmit={search}
      aria-label={t('list.title')}
    >
      <Row gutter={24}>
        <Col span={8}>
          <Form.Item label={t('search.keyword')} field="keyword">
            <Input allowClear placeholder={t('list.search')} />
          </Form.Item>
        </Col>
        <Col span={8}>
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
        </Col>
        <Col span={8}>
          <Form.Item label={t('search.type')} field="type">
            <Select
              allowClear
              placeholder={t('search.all')}
              options={types.options}
              loading={types.isLoading}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('search.department')} field="departmentId">
            <Select
              allowClear
              showSearch
              placeholder={t('search.all')}
              loading={isLoading}
              options={(options?.departments ?? []).map(({ id, name }) => ({ value: id, label: name }))}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('search.area')} field="areaCode">
            <AreaCascader placeholder={t('search.all')} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item label={t('search.startRange')} field="startRange">
            <DatePicker.RangePicker style={fullWidth} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <AmountRangeField
            label={t('search.budgetRange')}
            minText={t('search.amountMin')}
            maxText={t('search.amountMax')}
            orderMessage={t('search.amountOrder')}
          />
        </Col>
        <Col span={8}>
          <Form.Item label={t('search.level')} field="topLevel">
            <Select
              allowClear
              placeholder={t('search.all')}
              options={[{ value: 'true', label: t('search.topLevel') }]}
            />
          </Form.Item>
        </Col>
        <Col span={8} style={{ textAlign: 'right' }}>
          <Space>
            <Button type="primary" htmlType="submit" icon={<IconSearch />}>
              {t('search.submit')}
            </Button>
            <Button icon={<IconRefresh />} onClick={reset}>
              {t('search.reset')}
            </Button>
          </Space>
        </Col>
      </Row>
    </Form>
  );
}
