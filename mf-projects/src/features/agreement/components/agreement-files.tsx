import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import { Btn } from '@pm/shared/auth';
import type { AgreementDetail } from '@pm/shared/contracts';
import { FileUpload } from '@pm/shared/ui';
import { PROJECT_BUTTONS } from '@pm/shared/workflow';
import { FileTable } from '../../../components/file-table';
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
  const files = [...agreement.files].sort((a, b) => b.version - a.version || b.id - a.id);
  return (
    <>
      <FileTable files={files} showVersion />
      {agreement.status !== 'terminated' && (
        <Btn codes={[PROJECT_BUTTONS.agreementCreate]}>
          <NewVersion agreement={agreement} />
        </Btn>
      )}
    </>
  );
}
