import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { hasButtonPermission } from '@pm/domain/auth';
import { usePermissionSubject } from '@pm/web/auth';
import type { ApplicationDetail } from '@pm/domain/shapes';
import { ConfirmAction, DisabledReason, useMakerCheck } from '@pm/web/ui';
import {
  APPLICATION_EDITABLE_STATUSES,
  PROJECT_BUTTONS,
  allowedActions,
  applicationMachine,
  type ApplicationAction,
} from '@pm/domain/workflow';
import { NS } from '../../../locale';
import { useApplicationActionMutation, type ApplicationActionBody } from '../api/application-action';
import { DecisionModal, type Decision } from './decision-modal';

const DECISIONS: readonly ApplicationAction[] = ['approve', 'reject', 'rework'];
const isDecision = (action: ApplicationAction): action is Decision => DECISIONS.includes(action);

/**
 * Runs one machine action on the application with the version it was shown at. A refusal (409: someone else moved
 * it first) is toasted by the shared client, and the record is read again (see the mutation's tags).
 */
function useRunAction(application: ApplicationDetail) {
  const { t } = useTranslation([NS, 'common']);
  const [run] = useApplicationActionMutation();
  return async (action: ApplicationAction, extra: Omit<ApplicationActionBody, 'version'> = {}) => {
    await run({ id: application.id, action, body: { ...extra, version: application.version } }).unwrap();
    Message.success(t('apply.actionDone', { action: t(`action.${action}`, { ns: 'common' }) }));
  };
}

export interface ApplicationActionsProps {
  application: ApplicationDetail;
  onEdit: () => void;
}

/**
 * The buttons the application's machine allows from its status and the user's permissions allow; its review steps
 * are disabled, with the reason, for whoever created or submitted it (maker–checker).
 */
export function ApplicationActions({ application, onEdit }: ApplicationActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const runAction = useRunAction(application);
  const [decision, setDecision] = useState<Decision>();
  const makerCheck = useMakerCheck(application);
  const allowed = (code: string) => hasButtonPermission(subject, [code]);
  const actions = allowedActions(applicationMachine, application.status, allowed);
  const editable =
    (APPLICATION_EDITABLE_STATUSES as readonly string[]).includes(application.status) &&
    allowed(PROJECT_BUTTONS.applicationCreate);

  return (
    <Space wrap>
      {editable && <Button onClick={onEdit}>{t('action.update', { ns: 'common' })}</Button>}
      {actions.map((action) =>
        isDecision(action) ? (
          <DisabledReason key={action} reason={makerCheck(applicationMachine, action)}>
            <Button
              type={action === 'approve' ? 'primary' : 'secondary'}
              status={action === 'reject' ? 'danger' : undefined}
              onClick={() => setDecision(action)}
            >
              {t(`action.${action}`, { ns: 'common' })}
            </Button>
          </DisabledReason>
        ) : (
          <ConfirmAction
            key={action}
            disabledReason={makerCheck(applicationMachine, action)}
            type="primary"
            title={t('apply.confirmAction', { action: t(`action.${action}`, { ns: 'common' }) })}
            onConfirm={() => runAction(action)}
          >
            {t(`action.${action}`, { ns: 'common' })}
          </ConfirmAction>
        ),
      )}
      <DecisionModal
        application={application}
        decision={decision}
        onClose={() => setDecision(undefined)}
        onDecide={(action, body) => runAction(action, body)}
      />
    </Space>
  );
}
