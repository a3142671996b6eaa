import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Result from '@arco-design/web-react/es/Result';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import Space from '@arco-design/web-react/es/Space';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { SerializedApiError } from '@pm/web/api';
import { QueryState } from '@pm/web/ui';
import { idParam } from '../../shared/paths';
import { useGetProjectQuery } from '../../shared/api/get-project';
import { NS } from '../../locale';
import { DetailTabs } from './detail-tabs';
import { ProjectActions } from './project-actions';
import { ProjectHeader } from './project-header';

const isNotFound = (error: unknown) => (error as SerializedApiError | undefined)?.httpStatus === 404;

/** `/project/list/detail?id=<id>[&tab=<tab>]`: one project, its workflow buttons and its sections. */
export function ProjectDetailPage() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  // currentData: following a link to another project shows its skeleton, not the previous project's figures.
  const { currentData: project, error, isFetching, refetch } = useGetProjectQuery(id ?? skipToken);

  if (id === undefined || isNotFound(error)) {
    return (
      <Card>
        <Result
          status="404"
          title={t('detail.notFound')}
          extra={
            <Button type="primary" onClick={() => navigate('/project/list')}>
              {t('detail.backToList')}
            </Button>
          }
        />
      </Card>
    );
  }
  if (error || !project) {
    return (
      <Card>
        <QueryState isLoading={isFetching} error={error} refetch={refetch}>
          <Skeleton animation text={{ rows: 6 }} />
        </QueryState>
      </Card>
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
