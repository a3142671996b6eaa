import Card from '@arco-design/web-react/es/Card';
import Space from '@arco-design/web-react/es/Space';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import { DetailFallback } from '@pm/web/ui';
import { idParam } from '../../shared/paths';
import { useGetProjectQuery } from '../../shared/api/get-project';
import { NS } from '../../locale';
import { DetailTabs } from './detail-tabs';
import { ProjectActions } from './project-actions';
import { ProjectHeader } from './project-header';

/** `/project/list/detail?id=<id>[&tab=<tab>]`: one project, its workflow buttons and its sections. */
export function ProjectDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  // currentData: following a link to another project shows its skeleton, not the previous project's figures.
  const { currentData: project, error, isFetching, refetch } = useGetProjectQuery(id ?? skipToken);

  if (id === undefined || error || !project) {
    return (
      <DetailFallback
        noId={id === undefined}
        error={error}
        isFetching={isFetching}
        refetch={refetch}
        notFound={{
          title: t('detail.notFound'),
          back: t('detail.backToList'),
          onBack: () => navigate('/project/list'),
        }}
      />
    );
  }
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card>
        <ProjectHeader project={project} />
        <ProjectActions project={project} />
      </Card>
      <Card>
        <DetailTabs project={project} />
      </Card>
    </Space>
  );
}
