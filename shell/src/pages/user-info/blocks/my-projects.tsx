import Avatar from '@arco-design/web-react/es/Avatar';
import Card from '@arco-design/web-react/es/Card';
import Grid from '@arco-design/web-react/es/Grid';
import Tooltip from '@arco-design/web-react/es/Tooltip';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { MyProject } from '@pm/domain/shapes';
import { AsyncContent } from '../../workplace/async-content';
import { useGetMyProjectsQuery } from '../user-api';
import { PersonAvatar } from './person-avatar';
import styles from '../user-info.module.css';

function ProjectCard({ project }: { project: MyProject }) {
  const { t } = useTranslation('shell');
  return (
    <Card className={styles.projectCard} size="small" title={project.name} data-testid="my-project">
      <Typography.Paragraph className={styles.projectDescription} ellipsis={{ rows: 2, showTooltip: true }}>
        {project.description || t('userInfo.noDescription')}
      </Typography.Paragraph>
      <div className={styles.projectFooter}>
        <Avatar.Group size={24} maxCount={4}>
          {project.contributors.map((person) => (
            <Tooltip key={person.email || person.name} content={person.name}>
              <PersonAvatar name={person.name} src={person.avatar} size={24} />
            </Tooltip>
          ))}
        </Avatar.Group>
        <span className={styles.muted}>{t('userInfo.members', { value: project.peopleNumber })}</span>
      </div>
    </Card>
  );
}

/** The projects the user leads or works on, as cards with their contributors. */
export function MyProjects({ limit }: { limit?: number }) {
  const { t } = useTranslation('shell');
  const { data, isLoading, error, refetch } = useGetMyProjectsQuery();
  const projects = limit ? data?.slice(0, limit) : data;
  return (
    <AsyncContent
      loading={isLoading}
      error={error}
      onRetry={refetch}
      empty={!projects?.length}
      emptyText={t('userInfo.noProjects')}
    >
      <Grid.Row gutter={[16, 16]}>
        {projects?.map((project) => (
          <Grid.Col key={project.id} xs={24} sm={12} xl={8}>
            <ProjectCard project={project} />
          </Grid.Col>
        ))}
      </Grid.Row>
    </AsyncContent>
  );
}
