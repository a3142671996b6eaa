import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { hasButtonPermission } from '@pm/domain/auth';
import { usePermissionSubject } from '@pm/web/auth';
import type { ApplicationDetail } from '@pm/domain/shapes';
import { ConfirmAction } from '@pm/web/ui';
import {
  APPLICATION_EDITABLE_STATUSES,
  PROJECT_BUTTONS,
  allowedActions,
  applicationMachine,
  type ApplicationAction,
} from '@pm/domain/workflow';
import { NS } from '../../../locale';
import { useApplicationActionMutation } from '../api/application-action';

export interface ApplicationActionsProps {
  application: ApplicationDetail;
  onEdit: () => void;
}

/**
 * The applicant's buttons: edit while it is with them, submit or resubmit (which starts its approval). Review and
 * decisions happen in the approvals inbox; where it stands shows in the drawer (`ApprovalStatus`).
 */
export function ApplicationActions({ application, onEdit }: ApplicationActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const [run] = useApplicationActionMutation();
  const allowed = (code: string) => hasButtonPermission(subject, [code]);
  const actions = allowedActions(applicationMachine, application.status, allowed);
  const editable =
    (APPLICATION_EDITABLE_STATUSES as readonly string[]).includes(application.status) &&
    allowed(PROJECT_BUTTONS.applicationCreate);
  const name = (action: ApplicationAction) => t(`action.${action}`, { ns: 'common' });

  /** The version shown goes with it. A refusal (409: moved by someone else) is toasted by the shared client. */
  const act = async (action: ApplicationAction) => {
    await run({ id: application.id, action, body: { version: application.version } }).unwrap();
    Message.success(t('apply.actionDone', { action: name(action) }));
  };

  return (
    <Space wrap>
      {editable && <Button onClick={onEdit}>{t('action.update', { ns: 'common' })}</Button>}
      {actions.map((action) => (
        <ConfirmAction
          key={action}
          type="primary"
          title={t('apply.confirmAction', { action: name(action) })}
          onConfirm={() => act(action)}
        >
          {name(action)}
        </ConfirmAction>
      ))}
    </Space>
  );
}
