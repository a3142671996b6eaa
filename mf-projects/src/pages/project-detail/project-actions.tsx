import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SerializedApiError } from '@pm/shared/api';
import { hasButtonPermission, usePermissionSubject } from '@pm/shared/auth';
import type { ProjectDetail } from '@pm/shared/contracts';
import { ConfirmAction } from '@pm/shared/ui';
import { needsComment, type ProjectButtonAction } from '@pm/shared/workflow';
import { ProjectFormDrawer } from '../../features/project/components/project-form-drawer';
import { useProjectActionMutation } from '../../features/project/api/project-action';
import { NS } from '../../locale';
import { visibleProjectActions, visibleProjectLinks, type ProjectLink } from './visible-actions';

const linkTargets: Record<Exclude<ProjectLink, 'edit'>, (id: number) => string> = {
  subProject: (id) => `/project/list/create-sub-project?parentId=${id}`,
  application: (id) => `/submit/apply?projectId=${id}`,
  agreement: (id) => `/submit/protocol?projectId=${id}`,
  report: (id) => `/project/report/create?projectId=${id}`,
};

export interface ProjectActionsProps {
  project: ProjectDetail;
  /** Reloads the project after a 409: someone moved or changed it since this page read it. */
  onStale: () => unknown;
}

/** The buttons the project's status and the user's permissions allow (see visible-actions.ts). */
export function ProjectActions({ project, onStale }: ProjectActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const subject = usePermissionSubject();
  const has = (code: string) => hasButtonPermission(subject, [code]);
  const [runAction] = useProjectActionMutation();
  const [editing, setEditing] = useState(false);

  const actions = visibleProjectActions(project, has);
  const links = visibleProjectLinks(project.status, has);
  if (actions.length === 0 && links.length === 0) return null;

  const run = async (action: ProjectButtonAction, comment?: string) => {
    try {
      await runAction({ id: project.id, action, version: project.version, comment }).unwrap();
      Message.success(t('detail.actionDone', { action: t(`action.${action}`, { ns: 'common' }) }));
    } catch (error) {
      // The toast already shows the server's message; show the project as it now is.
      if ((error as SerializedApiError).httpStatus === 409) onStale();
      throw error;
    }
  };

  return (
    <Space wrap style={{ marginTop: 16 }}>
      {links.includes('edit') && (
        <Button type="primary" onClick={() => setEditing(true)}>
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
        <ProjectFormDrawer visible={editing} onClose={() => setEditing(false)} project={project} />
      )}
    </Space>
  );
}
