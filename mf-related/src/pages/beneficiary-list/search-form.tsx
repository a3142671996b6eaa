import { useEffect } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { BENEFICIARY_DICTS, type BeneficiaryType } from '@pm/domain/shapes';
import { BENEFICIARY_STATUSES } from '@pm/domain/workflow';
import { AreaCascader, SearchForm, useDict, type ListQuery } from '@pm/web/ui';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

export interface BeneficiarySearchFormProps {
  type: BeneficiaryType;
  /** The list's query as the URL holds it: the form shows it, also after back/forward. */
  query: ListQuery;
  /** Writes the new keyword and filters to the URL (which also goes back to page 1). */
  onSearch: (change: Pick<ListQuery, 'keyword' | 'filters'>) => void;
}

/**
 * The search form above a beneficiary table: a keyword (any part of a name, or a whole ID number, mobile or bank
 * account: the server finds those by their keyed hash), area, status, and the vulnerability tag (persons) or the
 * organisation type (companies).
 */
export function BeneficiarySearchForm({ type, query, onSearch }: BeneficiarySearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<SearchValues>();
  const tags = useDict(BENEFICIARY_DICTS.vulnerabilityTag);
  const orgTypes = useDict(BENEFICIARY_DICTS.orgType);

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
      label={t(`beneficiary.title.${type}`)}
      onSearch={search}
      onReset={reset}
    >
      <Form.Item label={t('beneficiary.search.keyword')} field="keyword">
        {/* What the keyword matches, on hover: a label icon would wrap the label in a narrow column. */}
        <Input
          allowClear
          placeholder={t(`beneficiary.search.${type}`)}
          title={t('beneficiary.search.keywordHelp')}
        />
      </Form.Item>
      <Form.Item label={t('beneficiary.area')} field="areaCode">
        <AreaCascader placeholder={t('beneficiary.search.all')} />
      </Form.Item>
      <Form.Item label={t('beneficiary.status')} field="status">
        <Select
          allowClear
          placeholder={t('beneficiary.search.all')}
          options={BENEFICIARY_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`, { ns: 'common' }),
          }))}
        />
      </Form.Item>
      {type === 'person' ? (
        <Form.Item label={t('beneficiary.tags')} field="tag">
          <Select
            allowClear
            placeholder={t('beneficiary.search.all')}
            options={tags.options}
            loading={tags.isLoading}
          />
        </Form.Item>
      ) : (
        <>
          <Form.Item label={t('beneficiary.orgType')} field="orgType">
            <Select
              allowClear
              placeholder={t('beneficiary.search.all')}
              options={orgTypes.options}
              loading={orgTypes.isLoading}
            />
          </Form.Item>
          <Form.Item label={t('beneficiary.qualifications')} field="expiring">
            <Select
              allowClear
              placeholder={t('beneficiary.search.all')}
              options={[{ value: 'true', label: t('beneficiary.search.expiring') }]}
            />
          </Form.Item>
        </>
      )}
    </SearchForm>
  );
}
