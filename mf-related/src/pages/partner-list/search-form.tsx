import { useTranslation } from 'react-i18next';
import type { PartnerType } from '@pm/domain/shapes';
import {
  AreaField,
  KeywordField,
  SearchForm,
  SelectField,
  useDict,
  useSearchForm,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { NS } from '../../locale';
import { toFilters, toSearchValues, type SearchValues } from './search-values';

export interface PartnerSearchFormProps extends ListSearchFormProps {
  type: PartnerType;
}

/** The search form above a partner list: every field lands in the URL on Search. */
export function PartnerSearchForm({ type, query, onSearch }: PartnerSearchFormProps) {
  const { t } = useTranslation(NS);
  const kind = query.filters.type;
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch,
    toValues: toSearchValues,
    toFilters: (values) => toFilters(values, kind),
    resetFilters: toFilters({}, kind),
  });
  const categories = useDict('supplier_category');
  const all = t('partnerList.all');

  return (
    <SearchForm<SearchValues>
      form={form}
      label={t('partnerList.searchLabel')}
      onSearch={search}
      onReset={reset}
    >
      <KeywordField label={t('partnerList.keyword')} placeholder={t('partnerList.keywordHint')} />
      <AreaField label={t('partnerList.area')} placeholder={all} />
      <SelectField
        label={t('partnerList.rating')}
        field="rating"
        placeholder={all}
        options={['5', '4', '3', '2'].map((value) => ({
          value,
          label: t('partnerList.ratingAtLeast', { count: Number(value) }),
        }))}
      />
      <SelectField
        label={t('partnerList.blacklist')}
        field="blacklisted"
        placeholder={all}
        options={[
          { value: 'true', label: t('partnerList.onlyBlacklisted') },
          { value: 'false', label: t('partnerList.notBlacklisted') },
        ]}
      />
      {type !== 'supporter' && (
        <SelectField
          label={t('partnerList.qualification')}
          field="expiring"
          placeholder={all}
          options={[{ value: 'true', label: t('partnerList.expiring') }]}
        />
      )}
      {type === 'supplier' && (
        <SelectField
          label={t('partnerList.category')}
          field="category"
          placeholder={all}
          options={categories.options}
          loading={categories.isLoading}
        />
      )}
    </SearchForm>
  );
}
