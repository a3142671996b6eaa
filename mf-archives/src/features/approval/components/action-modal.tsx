import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { ApprovalInstanceDetail } from '@pm/domain/shapes';
import { NS } from '../../../locale';
import { actionBody, type ActionValues } from '../action-body';
import { useApprovalActionMutation } from '../api/instance-action';
import { asksApprovedAmount } from '../last-approval';
import { ActionFields, type DialogAction } from './action-fields';
import { DecisionModal } from './decision-modal';

export interface ActionModalProps {
  detail: ApprovalInstanceDetail;
  /** The action being taken; the dialog is closed while null. */
  action: DialogAction | null;
  onClose: () => void;
}

/** The dialog of an action on the instance: what it does, its fields, and the call. */
export function ActionModal({ detail, action, onClose }: ActionModalProps) {
  const { t } = useTranslation([NS, 'common']);
  const [run] = useApprovalActionMutation();
  const withAmount = action === 'approve' && asksApprovedAmount(detail);
  const name = action ? t(`approval.action.${action}`, { ns: 'common' }) : '';

  const submit = async (values: ActionValues) => {
    if (!action) return;
    const body = actionBody(detail, action, values, withAmount);
    await run({ id: detail.id, action, businessType: detail.businessType, body }).unwrap();
    Message.success(t('approvalDetail.done', { action: name, title: detail.subject.title }));
  };

  return (
    <DecisionModal<ActionValues>
      visible={action !== null}
      title={t('approvalDetail.actionTitle', { action: name, title: detail.subject.title })}
      summary={action && t(`approvalDetail.summary.${action}`, { initiator: detail.initiator })}
      okText={name}
      danger={action === 'reject' || action === 'return'}
      initialValues={{ comment: '', toNode: null, userId: null, approvedAmount: detail.subject.amount ?? '' }}
      onSubmit={submit}
      onClose={onClose}
    >
      {action && <ActionFields action={action} detail={detail} withAmount={withAmount} />}
    </DecisionModal>
  );
}
