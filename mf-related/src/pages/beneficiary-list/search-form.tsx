import { useTranslation } from 'react-i18next';
import { BENEFICIARY_DICTS, type BeneficiaryType } from '@pm/domain/shapes';
import { BENEFICIARY_STATUSES } from '@pm/domain/workflow';
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

export interface BeneficiarySearchFormProps extends ListSearchFormProps {
  type: BeneficiaryType;
}

/**
 * The search form above a beneficiary table: a keyword (any part of a name, or a whole ID number, mobile or bank
 * account: the server finds those by their keyed hash), area, status, and the vulnerability tag (persons) or the
 * organisation type (companies).
 */
export function BeneficiarySearchForm({ type, query, onSearch }: BeneficiarySearchFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch,
    toValues: toSearchValues,
    toFilters,
  });
  const tags = useDict(BENEFICIARY_DICTS.vulnerabilityTag);
  const orgTypes = useDict(BENEFICIARY_DICTS.orgType);
  const all = t('beneficiary.search.all');

  return (
    <SearchForm<SearchValues>
      form={form}
      label={t(`beneficiary.title.${type}`)}
      onSearch={search}
      onReset={reset}
    >
      <KeywordField
        label={t('beneficiary.search.keyword')}
        placeholder={t(`beneficiary.search.${type}`)}
        title={t('beneficiary.search.keywordHelp')}
      />
      <AreaField label={t('beneficiary.area')} placeholder={all} />
      <SelectField
        label={t('beneficiary.status')}
        field="status"
        placeholder={all}
        options={statusOptions(t, BENEFICIARY_STATUSES)}
      />
      {type === 'person' ? (
        <SelectField
          label={t('beneficiary.tags')}
          field="tag"
          placeholder={all}
          options={tags.options}
          loading={tags.isLoading}
        />
      ) : (
        <>
          <SelectField
            label={t('beneficiary.orgType')}
            field="orgType"
            placeholder={all}
            options={orgTypes.options}
            loading={orgTypes.isLoading}
          />
          <SelectField
            label={t('beneficiary.qualifications')}
            field="expiring"
            placeholder={all}
            options={[{ value: 'true', label: t('beneficiary.search.expiring') }]}
          />
        </>
      )}
    </SearchForm>
  );
}
