import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { AppropriationListItem, BatchResult } from '@pm/domain/shapes';
import type { PaymentFormValues } from '@pm/domain/forms';
import { formatMoney, sumMoney } from '@pm/domain/money';
import { AmountText, BatchResultDialog, type BatchOutcome } from '@pm/web/ui';
import { useBatchPayMutation } from '../../features/appropriation/api/batch-appropriations';
import { PaymentModal } from '../../features/appropriation/components/payment-modal';
import { NS } from '../../locale';
import { BatchVerifyModal } from './batch-verify-modal';

export interface BatchActionsProps {
  /** The view's batch action (verify on unverified, pay on wait); the page shows this only to who holds it. */
  action: 'verify' | 'pay';
  rows: AppropriationListItem[];
  /** The batch ran: the rows changed, the selection no longer means anything. */
  onDone: () => void;
}

/** The selection's count and sum and the view's batch button; its confirmation, then what went through. */
export function BatchActions({ action, rows, onDone }: BatchActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<BatchOutcome<'verify' | 'pay'> | null>(null);
  const [pay] = useBatchPayMutation();
  const sum = sumMoney(rows.map((row) => row.amount));

  const finish = (result: BatchResult) => {
    setOutcome({ action, result, names: Object.fromEntries(rows.map((row) => [row.id, row.code])) });
    setOpen(false);
    onDone();
  };

  const payAll = async (values: PaymentFormValues) => {
    finish(await pay({ items: rows.map(({ id, version }) => ({ id, version })), ...values }).unwrap());
  };

  return (
    <>
      <Space wrap>
        <Button type="primary" disabled={rows.length === 0} onClick={() => setOpen(true)}>
          {t(`appropriation.batch.${action}`)}
        </Button>
        {rows.length > 0 && (
          <>
            <span>
              {t('appropriation.batch.selected', { count: rows.length })} <AmountText value={sum} />
            </span>
            <Button type="text" onClick={onDone}>
              {t('appropriation.batch.clear')}
            </Button>
          </>
        )}
      </Space>
      {action === 'verify' ? (
        <BatchVerifyModal rows={rows} visible={open} onClose={() => setOpen(false)} onDone={finish} />
      ) : (
        <PaymentModal
          visible={open}
          title={t('appropriation.batch.payTitle')}
          summary={t('appropriation.batch.payConfirm', { count: rows.length, amount: formatMoney(sum) })}
          okText={t('action.pay', { ns: 'common' })}
          onSubmit={payAll}
          onClose={() => setOpen(false)}
        />
      )}
      <BatchResultDialog
        outcome={outcome}
        ns={NS}
        prefix="appropriation.batch"
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
