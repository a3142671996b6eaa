import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { IMPORT_STATUSES, IMPORT_TYPES, type ImportJob } from '@pm/domain/shapes/imports';
import { formFilters } from '@pm/domain/utils';
import {
  ListFrame,
  SearchForm,
  SelectField,
  toRequestParams,
  useListQuery,
  useSearchForm,
  type ListQuery,
} from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetImportJobsQuery } from '../api/imports-api';
import { jobColumns } from './job-columns';

const JOB_FILTERS = ['type', 'status'] as const;

interface SearchValues {
  keyword?: string;
  type?: string;
  status?: string;
}

const toValues = (query: ListQuery): SearchValues => ({
  type: query.filters.type,
  status: query.filters.status,
});

/** The import jobs: who, when, type, status, counts and files; searched by type and status, sorted, paged. */
export function ImportJobs() {
  const { t, i18n } = useTranslation(NS);
  const { query, update } = useListQuery(JOB_FILTERS);
  const result = useGetImportJobsQuery(toRequestParams(query));
  const columns = useMemo(() => jobColumns(t, i18n.language), [t, i18n.language]);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch: update,
    toValues,
    toFilters: (values) => formFilters({ type: values.type, status: values.status }),
  });
  const all = t('imports.search.all');
  return (
    <ListFrame<ImportJob>
      title={t('imports.jobs')}
      search={
        <SearchForm<SearchValues>
          form={form}
          label={t('imports.search.title')}
          onSearch={search}
          onReset={reset}
        >
          <SelectField
            label={t('imports.column.type')}
            field="type"
            placeholder={all}
            options={IMPORT_TYPES.map((value) => ({ value, label: t(`imports.type.${value}`) }))}
          />
          <SelectField
            label={t('imports.column.status')}
            field="status"
            placeholder={all}
            options={IMPORT_STATUSES.map((value) => ({ value, label: t(`imports.status.${value}`) }))}
          />
        </SearchForm>
      }
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1040 }}
      emptyText={t('imports.jobs.empty')}
    />
  );
}
