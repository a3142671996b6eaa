import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';
import type { BatchResult } from '@pm/domain/shapes';
import { NS } from '../../locale';

export interface BatchOutcome {
  action: 'verify' | 'pay';
  result: BatchResult;
  /** The codes of the rows sent, by id: the failures are named as the user knows them. */
  codes: Record<number, string>;
}

/** How a batch went: how many went through, and each one that did not with the server's reason. */
export function BatchResultModal({
  outcome,
  onClose,
}: {
  outcome: BatchOutcome | null;
  onClose: () => void;
}) {
  const { t } = useTranslation([NS, 'common']);
  const action = outcome && t(`action.${outcome.action}`, { ns: 'common' });
  return (
    <Modal
      visible={outcome !== null}
      title={outcome && t('appropriation.batch.resultTitle', { action })}
      onOk={onClose}
      onCancel={onClose}
      hideCancel
      okText={t('common.confirm', { ns: 'common' })}
    >
      {outcome && (
        <>
          <p>{t('appropriation.batch.succeeded', { count: outcome.result.succeeded.length })}</p>
          {outcome.result.failed.length > 0 && (
            <>
              <p>{t('appropriation.batch.failed', { count: outcome.result.failed.length })}</p>
              <ul aria-label={t('appropriation.batch.failures')}>
                {outcome.result.failed.map((failure) => (
                  <li key={failure.id}>
                    {outcome.codes[failure.id] ?? `#${failure.id}`}: {failure.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
    </Modal>
  );
}
