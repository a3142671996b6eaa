import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { ProjectDetail } from '@pm/domain/shapes';
import { ApprovalStatus, StatusTag, useDict, RouterLink } from '@pm/web/ui';
import { projectDetailPath } from '../../shared/paths';
import { NS } from '../../locale';

/**
 * Code, name, status, type and, for a sub-project, the project it belongs to; once it was put up for closing, where
 * that approval stands (its last approval closes the project, a rejection puts it back in progress).
 */
export function ProjectHeader({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation(NS);
  const projectTypes = useDict('project_type');
  return (
    <div>
      <Typography.Title heading={5} style={{ marginTop: 0 }}>
        {project.name}
      </Typography.Title>
      <Space size="large" wrap>
        <span>
          {t('detail.code')}: {project.code}
        </span>
        <StatusTag status={project.status} />
        <span>
          {t('detail.type')}: {projectTypes.label(project.type)}
        </span>
        {project.parent && (
          <span>
            {t('detail.parent')}:{' '}
            <RouterLink to={projectDetailPath(project.parent.id)}>
              {project.parent.code} {project.parent.name}
            </RouterLink>
          </span>
        )}
      </Space>
      {project.approval && (
        <Space align="start" wrap style={{ marginTop: 8 }}>
          <span>{t('detail.closingApproval')}:</span>
          <ApprovalStatus approval={project.approval} recordTags={['Project']} />
        </Space>
      )}
    </div>
  );
}
