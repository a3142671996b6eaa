import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Modal from '@arco-design/web-react/es/Modal';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { BatchResult, BeneficiaryListItem } from '@pm/domain/shapes';
import {
  BENEFICIARY_STATUS_ACTIONS,
  beneficiaryMachine,
  canTransition,
  type BeneficiaryStatusAction,
} from '@pm/domain/workflow';
import { ConfirmAction } from '@pm/web/ui';
import { useBatchBeneficiaryStatusMutation } from '../../features/beneficiary/api/batch-status';
import { NS } from '../../locale';

interface Outcome {
  action: BeneficiaryStatusAction;
  result: BatchResult;
  /** The names of the rows sent, by id: each failure is named as the user knows the record. */
  names: Record<number, string>;
}

export interface BatchStatusProps {
  rows: BeneficiaryListItem[];
  /** The batch ran: the rows changed, the selection no longer means anything. */
  onDone: () => void;
}

/** Deactivates or activates the selected rows after a confirmation, then lists what went through and what did not. */
export function BatchStatus({ rows, onDone }: BatchStatusProps) {
  const { t } = useTranslation([NS, 'common']);
  const [change] = useBatchBeneficiaryStatusMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const run = async (action: BeneficiaryStatusAction) => {
    const result = await change({ action, ids: rows.map((row) => row.id) }).unwrap();
    setOutcome({ action, result, names: Object.fromEntries(rows.map((row) => [row.id, row.name])) });
    onDone();
  };

  return (
    <>
      {rows.length > 0 && (
        <Space wrap>
          <span>{t('beneficiary.batch.selected', { count: rows.length })}</span>
          {BENEFICIARY_STATUS_ACTIONS.map((action) => {
            // Rows the status does not allow it (already inactive, merged) are sent too: the server names them.
            const open = rows.filter((row) => canTransition(beneficiaryMachine, row.status, action)).length;
            return (
              <ConfirmAction
                key={action}
                title={t('beneficiary.batch.confirm', {
                  count: rows.length,
                  action: t(`action.${action}`, { ns: 'common' }),
                })}
                status={action === 'deactivate' ? 'warning' : undefined}
                disabled={open === 0}
                onConfirm={() => run(action)}
              >
                {t(`action.${action}`, { ns: 'common' })}
              </ConfirmAction>
            );
          })}
          <Button type="text" onClick={onDone}>
            {t('beneficiary.batch.clear')}
          </Button>
        </Space>
      )}
      <Modal
        visible={outcome !== null}
        title={
          outcome &&
          t('beneficiary.batch.resultTitle', { action: t(`action.${outcome.action}`, { ns: 'common' }) })
        }
        onOk={() => setOutcome(null)}
        onCancel={() => setOutcome(null)}
        hideCancel
        okText={t('common.confirm', { ns: 'common' })}
      >
        {outcome && (
          <>
            <p>{t('beneficiary.batch.succeeded', { count: outcome.result.succeeded.length })}</p>
            {outcome.result.failed.length > 0 && (
              <>
                <p>{t('beneficiary.batch.failed', { count: outcome.result.failed.length })}</p>
                <ul aria-label={t('beneficiary.batch.failures')}>
                  {outcome.result.failed.map((failure) => (
                    <li key={failure.id}>
                      {outcome.names[failure.id] ?? `#${failure.id}`}: {failure.message}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </>
        )}
      </Modal>
    </>
  );
}
