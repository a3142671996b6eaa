import { useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Modal from '@arco-design/web-react/es/Modal';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { OneTimePassword } from '@pm/domain/shapes';
import { NS } from '../../../locale';

export interface OneTimePasswordModalProps {
  /** The answer of a create or a reset; null: closed. The password is kept nowhere else, so closing forgets it. */
  result: OneTimePassword | null;
  onClose: () => void;
}

/** Shows a one-time password once, with a copy button; the user must change it at the next sign-in. */
export function OneTimePasswordModal({ result, onClose }: OneTimePasswordModalProps) {
  const { t } = useTranslation(NS);
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!result) return;
    try {
      await navigator.clipboard.writeText(result.password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal
      title={t('userAdmin.password.title')}
      visible={result !== null}
      onCancel={() => {
        setCopied(false);
        onClose();
      }}
      footer={
        <Button
          type="primary"
          onClick={() => {
            setCopied(false);
            onClose();
          }}
        >
          {t('userAdmin.password.done')}
        </Button>
      }
      maskClosable={false}
      unmountOnExit
    >
      {result && (
        <>
          <Typography.Paragraph>
            {t('userAdmin.password.for', { name: result.user.name, username: result.user.username })}
          </Typography.Paragraph>
          <Typography.Paragraph>
            <code aria-label={t('userAdmin.password.label')} style={{ fontSize: 20, letterSpacing: 1 }}>
              {result.password}
            </code>{' '}
            <Button size="small" onClick={() => void copy()}>
              {copied ? t('userAdmin.password.copied') : t('userAdmin.password.copy')}
            </Button>
          </Typography.Paragraph>
          <Alert type="warning" content={t('userAdmin.password.once')} />
        </>
      )}
    </Modal>
  );
}
