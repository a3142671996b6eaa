import { useEffect } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import type { PartnerType } from '@pm/domain/shapes';
import { AreaCascader, SearchForm, useDict, type ListQuery } from '@pm/web/ui';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

export interface PartnerSearchFormProps {
  type: PartnerType;
  query: ListQuery;
  onSearch: (change: Pick<ListQuery, 'keyword' | 'filters'>) => void;
}

/** The search form above a partner list: every field lands in the URL on Search. */
export function PartnerSearchForm({ type, query, onSearch }: PartnerSearchFormProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<SearchValues>();
  const categories = useDict('supplier_category');

  useEffect(() => {
    form.setFieldsValue(toSearchValues(query));
  }, [form, query]);

  const search = (values: SearchValues) =>
    onSearch({
      keyword: values.keyword?.trim() || undefined,
      filters: toFilters(values, query.filters.type),
    });
  const reset = () => {
    form.resetFields();
    onSearch({ keyword: undefined, filters: toFilters({}, query.filters.type) });
  };

  return (
    <SearchForm<SearchValues>
      form={form}
      label={t('partnerList.searchLabel')}
      onSearch={search}
      onReset={reset}
    >
      <Form.Item label={t('partnerList.keyword')} field="keyword">
        <Input allowClear placeholder={t('partnerList.keywordHint')} />
      </Form.Item>
      <Form.Item label={t('partnerList.area')} field="areaCode">
        <AreaCascader placeholder={t('partnerList.all')} />
      </Form.Item>
      <Form.Item label={t('partnerList.rating')} field="rating">
        <Select
          allowClear
          placeholder={t('partnerList.all')}
          options={['5', '4', '3', '2'].map((value) => ({
            value,
            label: t('partnerList.ratingAtLeast', { count: Number(value) }),
          }))}
        />
      </Form.Item>
      <Form.Item label={t('partnerList.blacklist')} field="blacklisted">
        <Select
          allowClear
          placeholder={t('partnerList.all')}
          options={[
            { value: 'true', label: t('partnerList.onlyBlacklisted') },
            { value: 'false', label: t('partnerList.notBlacklisted') },
          ]}
        />
      </Form.Item>
      {type !== 'supporter' && (
        <Form.Item label={t('partnerList.qualification')} field="expiring">
          <Select
            allowClear
            placeholder={t('partnerList.all')}
            options={[{ value: 'true', label: t('partnerList.expiring') }]}
          />
        </Form.Item>
      )}
      {type === 'supplier' && (
        <Form.Item label={t('partnerList.category')} field="category">
          <Select
            allowClear
            placeholder={t('partnerList.all')}
            options={categories.options}
            loading={categories.isLoading}
          />
        </Form.Item>
      )}
    </SearchForm>
  );
}
