import { useCallback } from 'react';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import { Btn } from '@pm/web/auth';
import type { AgreementDetail, FileRef } from '@pm/domain/shapes';
import { FileUpload } from '@pm/web/ui';
import { PROJECT_BUTTONS } from '@pm/domain/workflow';
import { FileTable } from '../../../shared/components/file-table';
import { NS } from '../../../locale';
import { useAddAgreementFileMutation } from '../api/add-agreement-file';

/**
 * Uploads files and adds each at once as the agreement's next file version: what shows as done is attached (the
 * table above lists it), what could not be attached says so.
 */
function NewVersion({ agreement }: { agreement: AgreementDetail }) {
  const { t } = useTranslation(NS);
  const [addFile] = useAddAgreementFileMutation();
  const attach = useCallback(
    async (file: FileRef) => {
      await addFile({ agreementId: agreement.id, fileId: file.id }).unwrap();
      Message.success(t('protocol.versionAdded'));
    },
    [addFile, agreement.id, t],
  );
  return (
    <div style={{ marginTop: 12 }}>
      <FileUpload attach={attach} buttonText={t('action.addFile', { ns: 'common' })} />
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
