import { useMemo } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Tag from '@arco-design/web-react/es/Tag';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { EXPORT_JOB_STATUSES, EXPORT_KINDS } from '@pm/domain/contracts/exports';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { formFilters } from '@pm/domain/utils';
import { formatDateTime, formatNumber } from '@pm/web/i18n';
import { selectUserInfo, useAppSelector } from '@pm/web/store';
import {
  ExportJobState,
  ListFrame,
  SearchForm,
  SelectField,
  toRequestParams,
  useExportJob,
  useListQuery,
  useSearchForm,
  type ListQuery,
} from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetAllExportJobsQuery } from '../api/get-export-jobs';

const STATUS_COLOR = { running: 'arcoblue', done: 'green', failed: 'red' } as const;
const JOB_FILTERS = ['kind', 'status'] as const;

interface SearchValues {
  keyword?: string;
  kind?: string;
  status?: string;
}

const toValues = (query: ListQuery): SearchValues => ({
  keyword: query.keyword,
  kind: query.filters.kind,
  status: query.filters.status,
});

/** A row's progress: followed live while it runs; the file to its own creator only. */
function JobProgress({ job: listed, mine }: { job: ExportJob; mine: boolean }) {
  const { t } = useTranslation(NS);
  const job = useExportJob(listed);
  if (job.status === 'done' && !mine) return <span>{t('exportJob.othersFile')}</span>;
  return <ExportJobState job={job} />;
}

function columnsOf(t: TFunction, language: string, me: number | undefined): ColumnProps<ExportJob>[] {
  return [
    { title: t('exportJob.kind'), dataIndex: 'kind', render: (kind: string) => t(`exportJob.kind.${kind}`) },
    { title: t('exportJob.fileName'), dataIndex: 'fileName', ellipsis: true },
    {
      title: t('exportJob.total'),
      dataIndex: 'total',
      align: 'right',
      sorter: true,
      render: (total: number) => formatNumber(total, language),
    },
    {
      title: t('exportJob.status'),
      dataIndex: 'status',
      sorter: true,
      render: (status: ExportJob['status']) => (
        <Tag color={STATUS_COLOR[status]}>{t(`exportJob.status.${status}`)}</Tag>
      ),
    },
    {
      title: t('exportJob.progress'),
      key: 'progress',
      width: 220,
      render: (_: unknown, job) => <JobProgress job={job} mine={job.createdBy === me} />,
    },
    { title: t('exportJob.createdBy'), dataIndex: 'createdByName' },
    {
      title: t('exportJob.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (at: string) => formatDateTime(at, language),
    },
    {
      title: t('exportJob.finishedAt'),
      dataIndex: 'finishedAt',
      render: (at: string | null) => (at ? formatDateTime(at, language) : '—'),
    },
  ];
}

/**
 * The exports tab of the import and export centre: everyone's background export jobs, newest first, searched by
 * list, status and who (in the URL, like every list); a running one is followed live.
 */
export function ExportJobsPanel() {
  const { t, i18n } = useTranslation(NS);
  const me = useAppSelector(selectUserInfo)?.id;
  const { query, update } = useListQuery(JOB_FILTERS);
  const result = useGetAllExportJobsQuery(toRequestParams(query));
  const columns = useMemo(() => columnsOf(t, i18n.language, me), [t, i18n.language, me]);
  const { form, search, reset } = useSearchForm<SearchValues>({
    query,
    onSearch: update,
    toValues,
    toFilters: (values) => formFilters({ kind: values.kind, status: values.status }),
  });
  const all = t('exportJob.all');
  return (
    <ListFrame<ExportJob>
      title={t('exportJob.title')}
      search={
        <SearchForm<SearchValues> form={form} label={t('exportJob.search')} onSearch={search} onReset={reset}>
          <Form.Item label={t('exportJob.keyword')} field="keyword">
            <Input allowClear placeholder={t('exportJob.keywordPlaceholder')} />
          </Form.Item>
          <SelectField
            label={t('exportJob.kind')}
            field="kind"
            placeholder={all}
            options={EXPORT_KINDS.map((value) => ({ value, label: t(`exportJob.kind.${value}`) }))}
          />
          <SelectField
            label={t('exportJob.status')}
            field="status"
            placeholder={all}
            options={EXPORT_JOB_STATUSES.map((value) => ({ value, label: t(`exportJob.status.${value}`) }))}
          />
        </SearchForm>
      }
      filterTags={<p style={{ marginTop: 0 }}>{t('exportJob.intro')}</p>}
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1100 }}
      emptyText={t('exportJob.empty')}
    />
  );
}
