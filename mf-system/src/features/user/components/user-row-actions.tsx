import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { OneTimePassword, SysUserListItem, SystemUserDetail } from '@pm/domain/shapes';
import { Btn } from '@pm/web/auth';
import { ConfirmAction } from '@pm/web/ui';
import { NS } from '../../../locale';
import {
  useLazyGetUserQuery,
  useResetUserPasswordMutation,
  useSetUserStatusMutation,
  useUnlockUserMutation,
} from '../api/user-admin-api';

export const USER_BUTTONS = {
  create: 'auth:create',
  update: 'auth:update',
  status: 'auth:status',
  reset: 'auth:reset',
} as const;

export interface UserRowActionsProps {
  user: SysUserListItem;
  onEdit: (user: SystemUserDetail) => void;
  onPassword: (result: OneTimePassword) => void;
}

/**
 * A row's actions, each behind its code: edit, disable or enable, unlock, reset the password (each asks first).
 * Each loads the user fresh, so its version is the current one.
 */
export function UserRowActions({ user, onEdit, onPassword }: UserRowActionsProps) {
  const { t } = useTranslation(NS);
  const [load] = useLazyGetUserQuery();
  const [setStatus] = useSetUserStatusMutation();
  const [unlock] = useUnlockUserMutation();
  const [reset] = useResetUserPasswordMutation();
  const fresh = () => load(user.id, false).unwrap();
  const disabling = user.status === 'active';

  return (
    <Space size="mini" wrap>
      <Btn codes={[USER_BUTTONS.update]}>
        <Button type="text" size="small" onClick={async () => onEdit(await fresh())}>
          {t('userAdmin.actions.edit')}
        </Button>
      </Btn>
      <Btn codes={[USER_BUTTONS.status]}>
        <ConfirmAction
          type="text"
          size="small"
          status={disabling ? 'danger' : undefined}
          title={t(disabling ? 'userAdmin.actions.disableConfirm' : 'userAdmin.actions.enableConfirm', {
            name: user.name,
          })}
          onConfirm={async () => {
            const current = await fresh();
            await setStatus({
              id: user.id,
              version: current.version,
              action: disabling ? 'disable' : 'enable',
            }).unwrap();
            Message.success(t(disabling ? 'userAdmin.actions.disabled' : 'userAdmin.actions.enabled'));
          }}
        >
          {t(disabling ? 'userAdmin.actions.disable' : 'userAdmin.actions.enable')}
        </ConfirmAction>
        <ConfirmAction
          type="text"
          size="small"
          title={t('userAdmin.actions.unlockConfirm', { name: user.name })}
          onConfirm={async () => {
            await unlock(user.id).unwrap();
            Message.success(t('userAdmin.actions.unlocked'));
          }}
        >
          {t('userAdmin.actions.unlock')}
        </ConfirmAction>
      </Btn>
      <Btn codes={[USER_BUTTONS.reset]}>
        <ConfirmAction
          type="text"
          size="small"
          title={t('userAdmin.actions.resetConfirm', { name: user.name })}
          onConfirm={async () => {
            const current = await fresh();
            onPassword(await reset({ id: user.id, version: current.version }).unwrap());
          }}
        >
          {t('userAdmin.actions.reset')}
        </ConfirmAction>
      </Btn>
    </Space>
  );
}
