import { useCallback, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Empty from '@arco-design/web-react/es/Empty';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import IconEye from '@arco-design/web-react/icon/react-icon/IconEye';
import { useTranslation } from 'react-i18next';
import { PREVIEW_TYPES } from '@pm/domain/contracts';
import type { FileRef, MaterialDetail, MaterialDocument, MaterialVersion } from '@pm/domain/shapes';
import { MATERIAL_BUTTONS, MATERIAL_FILE_STATUSES, type MaterialStatus } from '@pm/domain/workflow';
import { Btn } from '@pm/web/auth';
import { formatDateTime } from '@pm/web/i18n';
import { FileDownloadButton, FileUpload } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useAddDocumentsMutation } from '../api/add-documents';
import { useAddVersionMutation } from '../api/add-version';
import { fileSize } from '../material-values';
import { FilePreview } from './file-preview';
import { useVersionedAttach } from './use-versioned-attach';

function VersionsTable({
  versions,
  onPreview,
}: {
  versions: MaterialVersion[];
  onPreview: (version: MaterialVersion) => void;
}) {
  const { t, i18n } = useTranslation(NS);
  const column = (key: string) => t(`material.documents.${key}`);
  const columns: ColumnProps<MaterialVersion>[] = [
    { title: column('version'), dataIndex: 'version', width: 70, render: (version: number) => `v${version}` },
    { title: column('file'), dataIndex: 'name', width: 200 },
    { title: column('size'), dataIndex: 'size', width: 90, render: (size: number) => fileSize(size) },
    {
      title: column('sha256'),
      dataIndex: 'sha256',
      width: 220,
      render: (sha256: string) => (
        <code style={{ fontSize: 12, wordBreak: 'break-all' }} data-testid="sha256">
          {sha256}
        </code>
      ),
    },
    {
      title: column('createdBy'),
      dataIndex: 'createdBy',
      width: 90,
      render: (name: string | null) => name ?? '-',
    },
    {
      title: column('createdAt'),
      dataIndex: 'createdAt',
      width: 150,
      render: (at: string) => formatDateTime(at, i18n.language),
    },
    {
      title: column('actions'),
      dataIndex: 'fileId',
      width: 100,
      render: (_: number, version) => (
        <Space size="mini">
          {PREVIEW_TYPES.includes(version.mime) && (
            <Button
              type="text"
              icon={<IconEye />}
              aria-label={t('material.documents.preview', { name: version.name })}
              onClick={() => onPreview(version)}
            />
          )}
          <FileDownloadButton file={{ id: version.fileId, name: version.name }} />
        </Space>
      ),
    },
  ];
  return (
    <Table<MaterialVersion>
      rowKey="version"
      size="small"
      columns={columns}
      data={versions}
      pagination={false}
      scroll={{ x: 920 }}
    />
  );
}

/** A new version of one document, attached as soon as it is uploaded. */
function AddVersion({ entry, document }: { entry: MaterialDetail; document: MaterialDocument }) {
  const { t } = useTranslation(NS);
  const [addVersion] = useAddVersionMutation();
  const send = useCallback(
    async (version: number, file: FileRef) => {
      const saved = await addVersion({
        id: entry.id,
        documentId: document.id,
        body: { version, fileId: file.id },
      }).unwrap();
      Message.success(t('material.documents.versionAdded'));
      return saved;
    },
    [addVersion, entry.id, document.id, t],
  );
  const attach = useVersionedAttach(entry, send);
  return <FileUpload attach={attach} buttonText={t('material.documents.addVersion')} />;
}

/** New documents of the entry, each upload attached as soon as it is up. */
function AddDocuments({ entry }: { entry: MaterialDetail }) {
  const { t } = useTranslation(NS);
  const [addDocuments] = useAddDocumentsMutation();
  const send = useCallback(
    async (version: number, file: FileRef) => {
      const saved = await addDocuments({ id: entry.id, body: { version, fileIds: [file.id] } }).unwrap();
      Message.success(t('material.documents.fileAdded'));
      return saved;
    },
    [addDocuments, entry.id, t],
  );
  const attach = useVersionedAttach(entry, send);
  return <FileUpload attach={attach} buttonText={t('material.documents.addFiles')} />;
}

/**
 * The entry's documents, each with every version newest first (size, sha256, who filed it and when), a preview of
 * images and PDFs, a download of any version, and — while the entry takes files — a new version or new documents.
 */
export function DocumentsSection({ entry }: { entry: MaterialDetail }) {
  const { t } = useTranslation(NS);
  const [previewed, setPreviewed] = useState<MaterialVersion | null>(null);
  const takesFiles = (MATERIAL_FILE_STATUSES as readonly MaterialStatus[]).includes(entry.status);
  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      {entry.documents.length === 0 && <Empty description={t('material.documents.empty')} />}
      {entry.documents.map((document) => (
        <section key={document.id} aria-label={document.name}>
          <Space wrap style={{ marginBottom: 8 }}>
            <Typography.Text bold>{document.name}</Typography.Text>
            {document.currentVersion > 0 && (
              <Tag color="arcoblue">
                {t('material.documents.current')} v{document.currentVersion}
              </Tag>
            )}
          </Space>
          {document.versions.length === 0 ? (
            <Typography.Paragraph type="secondary">{t('material.documents.paperOnly')}</Typography.Paragraph>
          ) : (
            <VersionsTable versions={document.versions} onPreview={setPreviewed} />
          )}
          {takesFiles && (
            <Btn codes={[MATERIAL_BUTTONS.update]}>
              <div style={{ marginTop: 8 }}>
                <AddVersion entry={entry} document={document} />
              </div>
            </Btn>
          )}
        </section>
      ))}
      {takesFiles && (
        <Btn codes={[MATERIAL_BUTTONS.update]}>
          <AddDocuments entry={entry} />
        </Btn>
      )}
      <FilePreview version={previewed} onClose={() => setPreviewed(null)} />
    </Space>
  );
}
