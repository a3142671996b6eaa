import { useState } from 'react';
import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';
import type { MaterialVersion } from '@pm/domain/shapes';
import { QueryState, useFilePreviewUrl } from '@pm/web/ui';
import { NS } from '../../../locale';

export interface FilePreviewProps {
  /** The version shown; the dialog is closed while null. */
  version: MaterialVersion | null;
  onClose: () => void;
}

/** A version of a document, previewed in a dialog as wide as the screen allows. */
export function FilePreview({ version, onClose }: FilePreviewProps) {
  const { t } = useTranslation(NS);
  const [attempt, setAttempt] = useState(0);
  const shown = useFilePreviewUrl(version?.fileId ?? null, { mime: version?.mime, attempt });
  const error = shown && 'error' in shown ? shown.error : undefined;
  return (
    <Modal
      title={version ? t('material.preview.title', { name: version.name }) : null}
      visible={version !== null}
      onCancel={onClose}
      footer={null}
      style={{ width: 'min(900px, calc(100vw - 24px))' }}
      unmountOnExit
    >
      <QueryState isLoading={shown === null} error={error} refetch={() => setAttempt((n) => n + 1)}>
        {shown && 'url' in shown && version?.mime === 'application/pdf' && (
          <iframe
            title={t('material.preview.frame')}
            src={shown.url}
            style={{ width: '100%', height: '70vh', border: 0 }}
          />
        )}
        {shown && 'url' in shown && version?.mime !== 'application/pdf' && (
          <img
            src={shown.url}
            alt={version?.name ?? ''}
            style={{ display: 'block', maxWidth: '100%', maxHeight: '70vh', margin: '0 auto' }}
          />
        )}
      </QueryState>
    </Modal>
  );
}
