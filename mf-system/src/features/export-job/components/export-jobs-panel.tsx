import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Input from '@arco-design/web-react/es/Input';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import { EXPORT_JOB_STATUSES, EXPORT_KINDS } from '@pm/domain/contracts/exports';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { formatDateTime, formatNumber } from '@pm/web/i18n';
import { selectUserInfo, useAppSelector } from '@pm/web/store';
import { ExportJobState, useExportJob } from '@pm/web/ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../locale';
import { useGetAllExportJobsQuery } from '../api/get-export-jobs';

const STATUS_COLOR = { running: 'arcoblue', done: 'green', failed: 'red' } as const;
const PAGE_SIZE = 10;

interface Filters {
  kind?: string;
  status?: string;
  keyword?: string;
}

/** A row's progress: followed live while it runs; the file to its own creator only. */
function JobProgress({ job: listed, mine }: { job: ExportJob; mine: boolean }) {
  const { t } = useTranslation(NS);
  const job = useExportJob(listed);
  if (job.status === 'done' && !mine) return <span>{t('exportJob.othersFile')}</span>;
  return <ExportJobState job={job} />;
}

/**
 * The exports tab of the import and export centre: everyone's background export jobs, newest first, searchable by
 * list, status and who; a running one is followed live.
 */
export function ExportJobsPanel() {
  const { t, i18n } = useTranslation(NS);
  const me = useAppSelector(selectUserInfo);
  const [draft, setDraft] = useState<Filters>({});
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<{ field: string; order: string } | null>(null);
  const params = useMemo(() => {
    const query: Record<string, string | number> = { page, pageSize: PAGE_SIZE };
    for (const [key, value] of Object.entries(filters)) if (value) query[key] = value;
    if (sort) Object.assign(query, { sortField: sort.field, sortOrder: sort.order });
    return query;
  }, [filters, page, sort]);
  const result = useGetAllExportJobsQuery(params);

  const columns: ColumnProps<ExportJob>[] = [
    { title: t('exportJob.kind'), dataIndex: 'kind', render: (kind: string) => t(`exportJob.kind.${kind}`) },
    { title: t('exportJob.fileName'), dataIndex: 'fileName', ellipsis: true },
    {
      title: t('exportJob.total'),
      dataIndex: 'total',
      align: 'right',
      sorter: true,
      render: (total: number) => formatNumber(total, i18n.language),
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
      render: (_: unknown, job) => <JobProgress job={job} mine={job.createdBy === me?.id} />,
    },
    { title: t('exportJob.createdBy'), dataIndex: 'createdByName' },
    {
      title: t('exportJob.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      title: t('exportJob.finishedAt'),
      dataIndex: 'finishedAt',
      render: (at: string | null) => (at ? formatDateTime(at, i18n.language) : '—'),
    },
  ];

  const search = () => {
    setPage(1);
    setFilters({ ...draft, keyword: draft.keyword?.trim() });
  };

  return (
    <div>
      <p>{t('exportJob.intro')}</p>
      <form
        aria-label={t('exportJob.search')}
        onSubmit={(event) => {
          event.preventDefault();
          search();
        }}
      >
        <Space wrap style={{ marginBottom: 12 }}>
          <Select
            allowClear
            aria-label={t('exportJob.kind')}
            placeholder={t('exportJob.kind')}
            style={{ width: 160 }}
            value={draft.kind}
            onChange={(kind?: string) => setDraft((current) => ({ ...current, kind }))}
            options={EXPORT_KINDS.map((kind) => ({ value: kind, label: t(`exportJob.kind.${kind}`) }))}
          />
          <Select
            allowClear
            aria-label={t('exportJob.status')}
            placeholder={t('exportJob.status')}
            style={{ width: 140 }}
            value={draft.status}
            onChange={(status?: string) => setDraft((current) => ({ ...current, status }))}
            options={EXPORT_JOB_STATUSES.map((status) => ({
              value: status,
              label: t(`exportJob.status.${status}`),
            }))}
          />
          <Input
            allowClear
            aria-label={t('exportJob.keyword')}
            placeholder={t('exportJob.keywordPlaceholder')}
            style={{ width: 180 }}
            value={draft.keyword ?? ''}
            onChange={(keyword) => setDraft((current) => ({ ...current, keyword }))}
          />
          <Button type="primary" htmlType="submit">
            {t('exportJob.search')}
          </Button>
          <Button
            onClick={() => {
              setDraft({});
              setFilters({});
              setPage(1);
            }}
          >
            {t('exportJob.reset')}
          </Button>
          <Button onClick={() => void result.refetch()}>{t('exportJob.refresh')}</Button>
        </Space>
      </form>
      <Table<ExportJob>
        rowKey="id"
        columns={columns}
        data={result.data?.list ?? []}
        loading={result.isFetching}
        scroll={{ x: 1100 }}
        noDataElement={<div style={{ padding: 24 }}>{t('exportJob.empty')}</div>}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: result.data?.total ?? 0,
          onChange: setPage,
          showTotal: true,
        }}
        onChange={(_pagination, sorter) => {
          const one = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(one?.field && one.direction ? { field: String(one.field), order: one.direction } : null);
          setPage(1);
        }}
      />
    </div>
  );
}
