import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { hasButtonPermission } from '@pm/domain/auth';
import type { MaterialDetail } from '@pm/domain/shapes';
import { isRetentionOver } from '@pm/domain/utils/retention';
import { allowedActions, materialMachine, type MaterialAction } from '@pm/domain/workflow';
import { usePermissionSubject } from '@pm/web/auth';
import { useBusinessDate } from '@pm/web/store';
import { ConfirmAction } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useMaterialActionMutation, type MaterialActionBody } from '../api/material-action';
import { BorrowModal } from './borrow-modal';

/**
 * The steps an entry offers the user (its machine and their button codes): archive, borrow (a dialog), take back
 * and destroy, each asked about first; destroying needs a reason and waits until the retention date has passed.
 */
export function MaterialActions({ entry }: { entry: MaterialDetail }) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const today = useBusinessDate();
  const [act] = useMaterialActionMutation();
  const [borrowing, setBorrowing] = useState(false);
  const actions = allowedActions(materialMachine, entry.status, (code) =>
    hasButtonPermission(subject, [code]),
  );
  const name = (action: MaterialAction) => t(`action.${action}`, { ns: 'common' });

  const run = async (step: MaterialActionBody) => {
    await act({ id: entry.id, version: entry.version, step }).unwrap();
    Message.success(t('material.actionDone', { action: name(step.action) }));
  };

  return (
    <Space wrap size="small">
      {actions.includes('archive') && (
        <ConfirmAction
          type="primary"
          title={t('material.confirm.archive')}
          onConfirm={() => run({ action: 'archive' })}
        >
          {name('archive')}
        </ConfirmAction>
      )}
      {actions.includes('borrow') && (
        <>
          <Button type="primary" onClick={() => setBorrowing(true)}>
            {name('borrow')}
          </Button>
          <BorrowModal
            entry={entry}
            visible={borrowing}
            onClose={() => setBorrowing(false)}
            onBorrow={(values) => run({ action: 'borrow', ...values })}
          />
        </>
      )}
      {actions.includes('giveBack') && (
        <ConfirmAction
          type="primary"
          title={t('material.confirm.giveBack')}
          optionalComment
          commentLabel={t('material.confirm.giveBackNote')}
          onConfirm={(comment) => run({ action: 'giveBack', comment: comment ?? '' })}
        >
          {name('giveBack')}
        </ConfirmAction>
      )}
      {actions.includes('destroy') && (
        <ConfirmAction
          status="danger"
          type="outline"
          title={t('material.confirm.destroy')}
          needComment
          commentLabel={t('material.confirm.destroyReason')}
          disabledReason={
            isRetentionOver(entry.retentionUntil, today)
              ? undefined
              : t('material.destroy.notYet', { date: entry.retentionUntil })
          }
          onConfirm={(reason) => run({ action: 'destroy', reason: reason ?? '' })}
        >
          {name('destroy')}
        </ConfirmAction>
      )}
    </Space>
  );
}
