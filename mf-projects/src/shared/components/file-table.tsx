import Empty from '@arco-design/web-react/es/Empty';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import type { FileRef } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { FileDownloadButton } from '@pm/web/ui';
import { NS } from '../../locale';

const KB = 1024;

/** 2048 → '2.0 KB'. Sizes are whole bytes, so number arithmetic is exact enough here. */
function fileSize(bytes: number): string {
  if (bytes < KB) return `${bytes} B`;
  if (bytes < KB * KB) return `${(bytes / KB).toFixed(1)} KB`;
  return `${(bytes / KB / KB).toFixed(1)} MB`;
}

/** Stored files with their version, size, uploader and a download button (the token goes as a header). */
export function FileTable({ files, showVersion = false }: { files: FileRef[]; showVersion?: boolean }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const columns: ColumnProps<FileRef>[] = [
    { title: t('file.name'), dataIndex: 'name', ellipsis: true },
    ...(showVersion
      ? [{ title: t('file.version'), dataIndex: 'version', width: 90, render: (v: number) => `v${v}` }]
      : []),
    { title: t('file.size'), dataIndex: 'size', width: 110, render: fileSize },
    {
      title: t('file.uploadedBy'),
      dataIndex: 'uploadedBy',
      width: 120,
      render: (v: string | null) => v ?? '-',
    },
    {
      title: t('file.uploadedAt'),
      dataIndex: 'createdAt',
      width: 130,
      render: (value: string) => formatDate(value, i18n.language),
    },
    {
      title: t('file.download'),
      dataIndex: 'id',
      width: 100,
      render: (_: number, file) => <FileDownloadButton file={file} />,
    },
  ];
  return (
    <Table<FileRef>
      rowKey="id"
      columns={columns}
      data={files}
      pagination={false}
      noDataElement={<Empty description={t('file.none')} />}
    />
  );
}
