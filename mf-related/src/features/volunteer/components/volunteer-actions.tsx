import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { VolunteerDetail, VolunteerListItem } from '@pm/domain/shapes';
import {
  VOLUNTEER_DESTRUCTIVE_ACTIONS,
  allowedActions,
  volunteerMachine,
  type VolunteerAction,
} from '@pm/domain/workflow';
import { hasButtonPermission } from '@pm/domain/auth';
import { usePermissionSubject } from '@pm/web/auth';
import { ConfirmAction } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useVolunteerActionMutation } from '../api/volunteer-action';

const destructive = (action: VolunteerAction) =>
  (VOLUNTEER_DESTRUCTIVE_ACTIONS as readonly VolunteerAction[]).includes(action);

/** The status steps a volunteer offers the user (machine and button codes), each asked about first. */
export function VolunteerActions({
  volunteer,
  size = 'default',
}: {
  volunteer: VolunteerDetail | VolunteerListItem;
  size?: 'mini' | 'small' | 'default';
}) {
  const { t } = useTranslation([NS, 'common']);
  const subject = usePermissionSubject();
  const has = (code: string) => hasButtonPermission(subject, [code]);
  const [act] = useVolunteerActionMutation();
  const actions = allowedActions(volunteerMachine, volunteer.status, has);

  return (
    <Space wrap size="mini">
      {actions.map((action) => (
        <ConfirmAction
          key={action}
          size={size}
          type={destructive(action) ? 'outline' : 'primary'}
          status={destructive(action) ? 'danger' : undefined}
          title={t(`volunteer.confirm.${action}`)}
          optionalComment={destructive(action)}
          onConfirm={async (comment) => {
            await act({ id: volunteer.id, action, body: { version: volunteer.version, comment } }).unwrap();
            Message.success(t('volunteer.actionDone', { action: t(`action.${action}`, { ns: 'common' }) }));
          }}
        >
          {t(`action.${action}`, { ns: 'common' })}
        </ConfirmAction>
      ))}
    </Space>
  );
}
