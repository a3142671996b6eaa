import Link from '@arco-design/web-react/es/Link';
import Space from '@arco-design/web-react/es/Space';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import type { TFunction } from 'i18next';
import type { ImportJob, ImportStatus } from '@pm/domain/shapes/imports';
import { formatDateTime } from '@pm/web/i18n';
import { jobFileUrl } from './job-download';
import { downloadFrom } from '@pm/web/ui';

const STATUS_COLOURS: Record<ImportStatus, string> = {
  uploaded: 'gray',
  checking: 'arcoblue',
  checked: 'cyan',
  committing: 'arcoblue',
  committed: 'green',
  failed: 'red',
};

/** The job list's columns: when, who, type, status, counts and the files. */
export function jobColumns(t: TFunction, locale: string): ColumnProps<ImportJob>[] {
  return [
    {
      title: t('imports.column.createdAt'),
      dataIndex: 'createdAt',
      sorter: true,
      width: 170,
      render: (value: string) => formatDateTime(value, locale),
    },
    {
      title: t('imports.column.createdBy'),
      dataIndex: 'createdBy',
      width: 120,
      render: (name) => name ?? '—',
    },
    {
      title: t('imports.column.type'),
      dataIndex: 'type',
      width: 150,
      render: (type: string) => t(`imports.type.${type}`),
    },
    {
      title: t('imports.column.status'),
      dataIndex: 'status',
      width: 150,
      render: (status: ImportStatus, job) => (
        <span title={job.message ?? undefined}>
          <Tag color={STATUS_COLOURS[status]}>{t(`imports.status.${status}`)}</Tag>
          {job.mode && <span style={{ marginLeft: 4 }}>{t(`imports.mode.short.${job.mode}`)}</span>}
        </span>
      ),
    },
    {
      title: t('imports.column.total'),
      dataIndex: 'total',
      sorter: true,
      width: 170,
      render: (_: number, job) => `${job.total} / ${job.valid} / ${job.invalid}`,
    },
    { title: t('imports.column.imported'), dataIndex: 'imported', sorter: true, width: 100 },
    {
      title: t('imports.column.files'),
      key: 'files',
      width: 180,
      render: (_: unknown, job) => (
        <Space wrap>
          {job.original && (
            <Link onClick={() => void downloadFrom(jobFileUrl(job.id, 'original'), job.original!.name)}>
              {t('imports.file.original')}
            </Link>
          )}
          {job.errorFile && (
            <Link
              status="error"
              onClick={() => void downloadFrom(jobFileUrl(job.id, 'errors'), job.errorFile!.name)}
            >
              {t('imports.file.errors')}
            </Link>
          )}
        </Space>
      ),
    },
  ];
}
