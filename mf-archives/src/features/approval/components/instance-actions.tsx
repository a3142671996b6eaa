import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { APPROVAL_ACTIONS, type ApprovalInstanceDetail } from '@pm/domain/shapes';
import { ConfirmAction } from '@pm/web/ui';
import { NS } from '../../../locale';
import { actionBody } from '../action-body';
import { useApprovalActionMutation } from '../api/instance-action';
import type { DialogAction } from './action-fields';
import { ActionModal } from './action-modal';

const SENDS_BACK: readonly DialogAction[] = ['reject', 'return'];

/**
 * The buttons of the actions the server allows the caller now (`actions`), in the engine's order. Each asks first:
 * withdraw with a confirmation, the others in their dialog.
 */
export function InstanceActions({ detail }: { detail: ApprovalInstanceDetail }) {
  const { t } = useTranslation([NS, 'common']);
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [run] = useApprovalActionMutation();
  const allowed = APPROVAL_ACTIONS.filter((action) => detail.actions.includes(action));
  if (allowed.length === 0) return null;
  const name = (action: string) => t(`approval.action.${action}`, { ns: 'common' });

  const withdraw = async (comment?: string) => {
    const body = actionBody(detail, 'withdraw', { comment });
    await run({ id: detail.id, action: 'withdraw', businessType: detail.businessType, body }).unwrap();
    Message.success(t('approvalDetail.done', { action: name('withdraw'), title: detail.subject.title }));
  };

  return (
    <Space wrap>
      {allowed.map((action) =>
        action === 'withdraw' ? (
          <ConfirmAction
            key={action}
            status="danger"
            optionalComment
            title={t('approvalDetail.confirmWithdraw')}
            okText={name(action)}
            onConfirm={withdraw}
          >
            {name(action)}
          </ConfirmAction>
        ) : (
          <Button
            key={action}
            type={action === 'approve' ? 'primary' : 'secondary'}
            status={SENDS_BACK.includes(action) ? 'danger' : undefined}
            onClick={() => setOpen(action)}
          >
            {name(action)}
          </Button>
        ),
      )}
      <ActionModal detail={detail} action={open} onClose={() => setOpen(null)} />
    </Space>
  );
}
