import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { hasButtonPermission } from '@pm/domain/auth';
import { usePermissionSubject } from '@pm/web/auth';
import type { AppropriationDetail } from '@pm/domain/shapes';
import type { PaymentFormValues } from '@pm/domain/forms';
import { formatMoney } from '@pm/domain/money';
import { selectUserInfo, useAppSelector } from '@pm/web/store';
import { ConfirmAction, DisabledReason, useGetRecordApprovalQuery } from '@pm/web/ui';
import {
  APPROPRIATION_EDITABLE_STATUSES,
  APPROPRIATION_REASON_ACTIONS,
  FUNDS_BUTTONS,
  allowedActions,
  appropriationMachine,
  type AppropriationAction,
} from '@pm/domain/workflow';
import { NS } from '../../../locale';
import { useAppropriationActionMutation } from '../api/appropriation-action';
import { appropriationActionLabel } from '../status-label';
import { PaymentModal } from './payment-modal';

const needsReason = (action: AppropriationAction) =>
  (APPROPRIATION_REASON_ACTIONS as readonly AppropriationAction[]).includes(action);

export interface AppropriationActionsProps {
  record: AppropriationDetail;
  onEdit: () => void;
}

/**
 * The buttons the machine allows from the appropriation's status and the user's permissions allow; each asks
 * first, return/cancel with a reason, pay with the payment form. Verifying it is its approval's business (the
 * approvals inbox). A refusal (409: changed by someone else, a balance or report rule; 403: the four-eyes rule) is
 * toasted as the server words it, and the record is read again (RTK Query invalidates after a refusal too). Paying
 * what one verified or approved at any node of its verification (four eyes) is disabled, with the reason.
 */
export function AppropriationActions({ record, onEdit }: AppropriationActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const userId = useAppSelector(selectUserInfo)?.id;
  const has = (code: string) => hasButtonPermission(subject, [code]);
  const [run] = useAppropriationActionMutation();
  const [paying, setPaying] = useState(false);
  const actions = allowedActions(appropriationMachine, record.status, has);
  // Four eyes: nobody pays what they approved at any node of its verification (the last approver is its
  // verifier). Its approvers read the approval; anyone else reads nothing, and approved nothing.
  const decided = record.approval?.status === 'approved' ? record.approval.instanceId : undefined;
  const { currentData: verification } = useGetRecordApprovalQuery(
    actions.includes('pay') && decided !== undefined ? decided : skipToken,
  );
  const editable =
    (APPROPRIATION_EDITABLE_STATUSES as readonly string[]).includes(record.status) &&
    has(FUNDS_BUTTONS.create);
  const name = (action: AppropriationAction) => appropriationActionLabel(t, action);
  const done = (action: AppropriationAction) =>
    Message.success(t('appropriation.detail.actionDone', { action: name(action), code: record.code }));

  const act = async (action: Exclude<AppropriationAction, 'pay'>, comment?: string) => {
    await run({
      id: record.id,
      action,
      body: comment ? { version: record.version, comment } : { version: record.version },
    }).unwrap();
    done(action);
  };
  const pay = async (values: PaymentFormValues) => {
    await run({ id: record.id, action: 'pay', body: { version: record.version, ...values } }).unwrap();
    done('pay');
  };

  if (actions.length === 0 && !editable) return null;
  // The server refuses it anyway; the button says so beforehand.
  const ownVerification =
    userId !== undefined &&
    (record.verifiedById === userId ||
      (verification?.tasks.some((task) => task.assigneeId === userId && task.status === 'approved') ??
        false));

  return (
    <Space wrap>
      {editable && <Button onClick={onEdit}>{t('action.update', { ns: 'common' })}</Button>}
      {actions.map((action) => {
        if (action === 'pay') {
          return (
            <DisabledReason
              key={action}
              reason={ownVerification ? t('appropriation.detail.fourEyes') : undefined}
            >
              <Button type="primary" onClick={() => setPaying(true)}>
                {name(action)}
              </Button>
            </DisabledReason>
          );
        }
        const reason = needsReason(action);
        return (
          <ConfirmAction
            key={action}
            type={reason ? 'secondary' : 'primary'}
            status={reason ? 'danger' : undefined}
            needComment={reason}
            title={t('appropriation.detail.confirmAction', {
              action: name(action),
              code: record.code,
              amount: formatMoney(record.amount),
            })}
            okText={name(action)}
            onConfirm={(comment) => act(action, comment)}
          >
            {name(action)}
          </ConfirmAction>
        );
      })}
      <PaymentModal
        visible={paying}
        title={t('appropriation.pay.title', { code: record.code })}
        summary={t('appropriation.pay.summary', {
          code: record.code,
          amount: formatMoney(record.amount),
          payee: record.payeeName,
        })}
        okText={name('pay')}
        onSubmit={pay}
        onClose={() => setPaying(false)}
      />
    </Space>
  );
}
