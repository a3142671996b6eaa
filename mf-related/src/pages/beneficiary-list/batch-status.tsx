import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryListItem } from '@pm/domain/shapes';
import {
  BENEFICIARY_STATUS_ACTIONS,
  beneficiaryMachine,
  canTransition,
  type BeneficiaryStatusAction,
} from '@pm/domain/workflow';
import { BatchResultDialog, ConfirmAction, type BatchOutcome } from '@pm/web/ui';
import { useBatchBeneficiaryStatusMutation } from '../../features/beneficiary/api/batch-status';
import { NS } from '../../locale';

export interface BatchStatusProps {
  rows: BeneficiaryListItem[];
  /** The batch ran: the rows changed, the selection no longer means anything. */
  onDone: () => void;
}

/** Deactivates or activates the selected rows after a confirmation, then lists what went through and what did not. */
export function BatchStatus({ rows, onDone }: BatchStatusProps) {
  const { t } = useTranslation([NS, 'common']);
  const [change] = useBatchBeneficiaryStatusMutation();
  const [outcome, setOutcome] = useState<BatchOutcome<BeneficiaryStatusAction> | null>(null);

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
      <BatchResultDialog
        outcome={outcome}
        ns={NS}
        prefix="beneficiary.batch"
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
