import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { hasButtonPermission } from '@pm/domain/auth';
import { usePermissionSubject } from '@pm/web/auth';
import type { AgreementDetail } from '@pm/domain/shapes';
import { ConfirmAction } from '@pm/web/ui';
import {
  AGREEMENT_EDITABLE_STATUSES,
  PROJECT_BUTTONS,
  allowedActions,
  agreementMachine,
  type AgreementAction,
} from '@pm/domain/workflow';
import { NS } from '../../../locale';
import { useAgreementActionMutation } from '../api/agreement-action';

/** Ending an agreement needs a reason on record. */
const DANGEROUS: readonly AgreementAction[] = ['terminate'];

export interface AgreementActionsProps {
  agreement: AgreementDetail;
  onEdit: () => void;
}

/**
 * The buttons the agreement's machine allows from its status and the user's permissions allow: submitting (which
 * starts its approval), completing and terminating. Approving or returning it happens in the approvals inbox.
 */
export function AgreementActions({ agreement, onEdit }: AgreementActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const [run] = useAgreementActionMutation();
  const allowed = (code: string) => hasButtonPermission(subject, [code]);
  const actions = allowedActions(agreementMachine, agreement.status, allowed);
  const editable =
    (AGREEMENT_EDITABLE_STATUSES as readonly string[]).includes(agreement.status) &&
    allowed(PROJECT_BUTTONS.agreementCreate);
  const name = (action: AgreementAction) => t(`action.${action}`, { ns: 'common' });

  /** The version shown goes with the action. A refusal (409: moved by someone else) is toasted by the client. */
  const act = async (action: AgreementAction, comment?: string) => {
    await run({ id: agreement.id, action, body: { version: agreement.version, comment } }).unwrap();
    Message.success(t('protocol.actionDone', { action: name(action) }));
  };

  return (
    <Space wrap>
      {editable && <Button onClick={onEdit}>{t('action.update', { ns: 'common' })}</Button>}
      {actions.map((action) => (
        <ConfirmAction
          key={action}
          type={DANGEROUS.includes(action) ? 'secondary' : 'primary'}
          status={DANGEROUS.includes(action) ? 'danger' : undefined}
          needComment={DANGEROUS.includes(action)}
          title={t('protocol.confirmAction', { action: name(action), number: agreement.number })}
          okText={name(action)}
          onConfirm={(comment) => act(action, comment)}
        >
          {name(action)}
        </ConfirmAction>
      ))}
    </Space>
  );
}
