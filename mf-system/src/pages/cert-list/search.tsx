import { useTranslation } from 'react-i18next';
import { CERT_STATUSES } from '@pm/domain/certificates/shapes';
import { formFilters } from '@pm/domain/utils';
import {
  KeywordField,
  SearchForm,
  SelectField,
  useSearchForm,
  type ListQuery,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { NS } from '../../locale';

export const CERT_FILTERS = ['status', 'templateId'] as const;

interface SearchValues {
  keyword?: string;
  status?: string;
  templateId?: number;
}

const toValues = (query: ListQuery): SearchValues => ({
  keyword: query.keyword,
  status: query.filters.status,
  templateId: Number(query.filters.templateId) || undefined,
});

const toFilters = (values: SearchValues) =>
  formFilters({
    status: values.status,
    templateId: values.templateId === undefined ? undefined : String(values.templateId),
  });

/** Keyword (number, recipient, project), status and template. */
export function CertSearchForm({
  query,
  onSearch,
  templates,
}: ListSearchFormProps & { templates: { id: number; name: string }[] }) {
  const { t } = useTranslation([NS, 'common']);
  const { form, search, reset } = useSearchForm<SearchValues>({ query, onSearch, toValues, toFilters });
  const all = t('cert.issued.all');
  return (
    <SearchForm<SearchValues>
      form={form}
      label={t('cert.issued.searchTitle')}
      onSearch={search}
      onReset={reset}
    >
      <KeywordField label={t('cert.issued.keyword')} placeholder={t('cert.issued.search')} />
      <SelectField
        label={t('cert.issued.status')}
        field="status"
        placeholder={all}
        options={CERT_STATUSES.map((status) => ({ value: status, label: t(`cert.status.${status}`) }))}
      />
      <SelectField
        label={t('cert.issued.template')}
        field="templateId"
        placeholder={all}
        options={templates.map((template) => ({ value: template.id, label: template.name }))}
      />
    </SearchForm>
  );
}
