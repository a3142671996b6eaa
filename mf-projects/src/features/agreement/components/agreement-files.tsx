import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Table from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { useTranslation } from 'react-i18next';
import { Btn } from '@pm/shared/auth';
import type { AgreementDetail, FileRef } from '@pm/shared/contracts';
import { formatDate } from '@pm/shared/i18n';
import { FileUpload, downloadFile } from '@pm/shared/ui';
import { PROJECT_BUTTONS } from '@pm/shared/workflow';
import { NS } from '../../../locale';
import { useAddAgreementFileMutation } from '../api/add-agreement-file';

/** Uploads files and adds each as the agreement's next file version. */
function NewVersion({ agreement }: { agreement: AgreementDetail }) {
  const { t } = useTranslation(NS);
  const [fileIds, setFileIds] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const [addFile] = useAddAgreementFileMutation();
  const attach = async () => {
    setBusy(true);
    try {
      for (const fileId of fileIds) await addFile({ agreementId: agreement.id, fileId }).unwrap();
      Message.success(t('protocol.versionAdded'));
      setFileIds([]);
    } catch {
      // The shared client has shown why; the uploads stay listed for another try.
    } finally {
      setBusy(false);
    }
  };
  return (
    <div style={{ marginTop: 12 }}>
      <FileUpload value={fileIds} onChange={setFileIds} />
      <Button
        type="primary"
        style={{ marginTop: 8 }}
        disabled={fileIds.length === 0}
        loading={busy}
        onClick={() => void attach()}
      >
        {t('action.addFile', { ns: 'common' })}
      </Button>
    </div>
  );
}

/** The agreement's files with their versions, newest first; a new version while it is not terminated. */
export function AgreementFiles({ agreement }: { agreement: AgreementDetail }) {
  const { t, i18n } = useTranslation(NS);
  const files = [...agreement.files].sort((a, b) => b.version - a.version || b.id - a.id);
  return (
    <>
      <Table<FileRef>
        rowKey="id"
        size="small"
        pagination={false}
        data={files}
        noDataElement={t('protocol.noFiles')}
        columns={[
          { title: t('protocol.fileName'), dataIndex: 'name', ellipsis: true },
          {
            title: t('protocol.fileVersion'),
            dataIndex: 'version',
            width: 90,
            render: (version: number) => <Tag>{`v${version}`}</Tag>,
          },
          { title: t('protocol.uploadedBy'), dataIndex: 'uploadedBy', width: 120 },
          {
            title: t('protocol.uploadedAt'),
            dataIndex: 'createdAt',
            width: 130,
            render: (value: string) => formatDate(value, i18n.language),
          },
          {
            title: '',
            width: 60,
            render: (_: unknown, file) => (
              <Button
                type="text"
                icon={<IconDownload />}
                aria-label={t('protocol.download', { name: file.name })}
                onClick={() => void downloadFile(file)}
              />
            ),
          },
        ]}
      />
      {agreement.status !== 'terminated' && (
        <Btn codes={[PROJECT_BUTTONS.agreementCreate]}>
          <NewVersion agreement={agreement} />
        </Btn>
      )}
    </>
  );
}
