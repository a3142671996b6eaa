import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Modal from '@arco-design/web-react/es/Modal';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { VolunteerListItem } from '@pm/domain/shapes';
import { BatchResultDialog, type BatchOutcome } from '@pm/web/ui';
import {
  VOLUNTEER_ACTIONS,
  canTransition,
  volunteerMachine,
  type VolunteerAction,
} from '@pm/domain/workflow';
import { useBatchVolunteersMutation } from '../../features/volunteer/api/batch-volunteers';
import { NS } from '../../locale';

export interface BatchActionsProps {
  rows: VolunteerListItem[];
  /** The batch ran: the selection no longer means anything. */
  onDone: () => void;
}

/**
 * One button per status action for the ticked volunteers (offered when at least one of them allows it), asked
 * about first; the result names each volunteer it did not apply to, with the server's reason.
 */
export function BatchActions({ rows, onDone }: BatchActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const [run] = useBatchVolunteersMutation();
  const [asking, setAsking] = useState<VolunteerAction | null>(null);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<BatchOutcome<VolunteerAction> | null>(null);
  const actionName = (action: VolunteerAction) => t(`action.${action}`, { ns: 'common' });

  const confirm = async () => {
    if (!asking) return;
    setBusy(true);
    try {
      const result = await run({
        action: asking,
        items: rows.map(({ id, version }) => ({ id, version })),
      }).unwrap();
      setOutcome({
        action: asking,
        result,
        names: Object.fromEntries(rows.map((row) => [row.id, row.code])),
      });
      setAsking(null);
      onDone();
    } finally {
      setBusy(false);
    }
  };

  // The result stays up after the batch, when the selection is already cleared.
  return (
    <>
      {rows.length > 0 && (
        <Space wrap aria-label={t('volunteerList.batch.label')}>
          <span>{t('volunteerList.batch.selected', { count: rows.length })}</span>
          {VOLUNTEER_ACTIONS.filter((action) =>
            rows.some((row) => canTransition(volunteerMachine, row.status, action)),
          ).map((action) => (
            <Button key={action} onClick={() => setAsking(action)}>
              {actionName(action)}
            </Button>
          ))}
          <Button type="text" onClick={onDone}>
            {t('volunteerList.batch.clear')}
          </Button>
        </Space>
      )}
      <Modal
        visible={asking !== null}
        title={asking && t('volunteerList.batch.confirmTitle', { action: actionName(asking) })}
        onOk={() => void confirm()}
        onCancel={() => setAsking(null)}
        confirmLoading={busy}
        okText={t('common.confirm', { ns: 'common' })}
        cancelText={t('common.cancel', { ns: 'common' })}
      >
        {asking && t('volunteerList.batch.confirm', { count: rows.length, action: actionName(asking) })}
      </Modal>
      <BatchResultDialog
        outcome={outcome}
        ns={NS}
        prefix="volunteerList.batch"
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
