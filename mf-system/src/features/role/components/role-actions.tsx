import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { RoleListItem } from '@pm/domain/shapes';
import { Btn } from '@pm/web/auth';
import { ConfirmAction, RouterLink } from '@pm/web/ui';
import { NS } from '../../../locale';
import { ROLE_BUTTONS, roleAccessPath } from '../../../shared-paths';
import { useRoleActionMutation, type RoleAction } from '../api/role-action';

/** A role row's actions: edit, its permissions, enable or disable, delete — each state change asked about first. */
export function RoleActions({ role, onEdit }: { role: RoleListItem; onEdit: (role: RoleListItem) => void }) {
  const { t } = useTranslation(NS);
  const [act] = useRoleActionMutation();
  const run = async (action: RoleAction) => {
    await act({ id: role.id, action, version: role.version }).unwrap();
    Message.success(t(`role.done.${action}`));
  };
  const toggle: RoleAction = role.status === 'active' ? 'disable' : 'enable';
  const protectedReason = role.builtIn ? t('role.protected') : undefined;

  return (
    <Space wrap size="mini">
      <Btn codes={[ROLE_BUTTONS.manage]}>
        <Button size="mini" type="text" onClick={() => onEdit(role)}>
          {t('role.action.edit')}
        </Button>
      </Btn>
      <RouterLink to={roleAccessPath(role.id)}>{t('role.action.access')}</RouterLink>
      <Btn codes={[ROLE_BUTTONS.manage]}>
        <ConfirmAction
          size="mini"
          type="text"
          status={toggle === 'disable' ? 'warning' : undefined}
          title={t(`role.confirm.${toggle}`)}
          disabledReason={toggle === 'disable' ? protectedReason : undefined}
          onConfirm={() => run(toggle)}
        >
          {t(`role.action.${toggle}`)}
        </ConfirmAction>
        <ConfirmAction
          size="mini"
          type="text"
          status="danger"
          title={t('role.confirm.delete')}
          disabledReason={protectedReason ?? (role.userCount > 0 ? t('role.inUse') : undefined)}
          onConfirm={() => run('delete')}
        >
          {t('role.action.delete')}
        </ConfirmAction>
      </Btn>
    </Space>
  );
}
