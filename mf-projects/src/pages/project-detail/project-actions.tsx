import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import { hasButtonPermission } from '@pm/domain/auth';
import { usePermissionSubject } from '@pm/web/auth';
import type { ProjectDetail } from '@pm/domain/shapes';
import { ConfirmAction } from '@pm/web/ui';
import { needsComment, type ProjectButtonAction } from '@pm/domain/workflow';
import {
  createSubProjectPath,
  newAgreementPath,
  newApplicationPath,
  reportFormPath,
} from '../../shared/paths';
import { useProjectActionMutation } from '../../features/project/api/project-action';
import { ProjectFormDrawer } from '../../features/project/components/project-form-drawer';
import { NS } from '../../locale';
import { visibleProjectActions, visibleProjectLinks, type ProjectLink } from './visible-actions';

const linkTargets: Record<Exclude<ProjectLink, 'edit'>, (id: number) => string> = {
  subProject: createSubProjectPath,
  application: newApplicationPath,
  agreement: newAgreementPath,
  report: (id) => reportFormPath(id),
};

/** The buttons the project's status and the user's permissions allow (see visible-actions.ts). */
export function ProjectActions({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const subject = usePermissionSubject();
  const has = (code: string) => hasButtonPermission(subject, [code]);
  const [runAction] = useProjectActionMutation();
  // The project as it was when the form opened: its version goes with the save. Reading the live project instead
  // would let a save after a 409 (which refetches it) silently overwrite the other person's change.
  const [editing, setEditing] = useState<ProjectDetail | null>(null);

  const actions = visibleProjectActions(project, has);
  const links = visibleProjectLinks(project.status, has);
  if (actions.length === 0 && links.length === 0) return null;

  /**
   * A refusal (409: someone moved or changed the project since) is toasted by the shared client, and the project
   * is read again: RTK Query invalidates the mutation's tags after a refusal too.
   */
  const run = async (action: ProjectButtonAction, comment?: string) => {
    await runAction({ id: project.id, action, version: project.version, comment }).unwrap();
    Message.success(t('detail.actionDone', { action: t(`action.${action}`, { ns: 'common' }) }));
  };

  return (
    <Space wrap style={{ marginTop: 16 }}>
      {links.includes('edit') && (
        <Button type="primary" onClick={() => setEditing(project)}>
          {t('table.edit', { ns: 'common' })}
        </Button>
      )}
      {actions.map((action) => {
        const name = t(`action.${action}`, { ns: 'common' });
        return (
          <ConfirmAction
            key={action}
            title={t('detail.confirmAction', { action: name })}
            needComment={needsComment(action)}
            status={action === 'terminate' ? 'danger' : undefined}
            onConfirm={(comment) => run(action, comment)}
          >
            {name}
          </ConfirmAction>
        );
      })}
      {links
        .filter((link): link is Exclude<ProjectLink, 'edit'> => link !== 'edit')
        .map((link) => (
          <Button key={link} onClick={() => navigate(linkTargets[link](project.id))}>
            {t(`detail.link.${link}`)}
          </Button>
        ))}
      {links.includes('edit') && (
        <ProjectFormDrawer
          visible={editing !== null}
          onClose={() => setEditing(null)}
          project={editing ?? undefined}
        />
      )}
    </Space>
  );
}
