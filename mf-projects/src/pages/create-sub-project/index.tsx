import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Result from '@arco-design/web-react/es/Result';
import Spin from '@arco-design/web-react/es/Spin';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import { errorText } from '@pm/web/api';
import { useBtn } from '@pm/web/auth';
import { compareMoney } from '@pm/domain/money';
import { PageNotFound } from '@pm/web/ui';
import { PROJECT_BUTTONS, PROJECT_FUNDED_STATUSES, type ProjectStatus } from '@pm/domain/workflow';
import { idParam, projectDetailPath } from '../../shared/paths';
import { useGetProjectQuery } from '../../shared/api/get-project';
import { NS } from '../../locale';
import { ParentSummary } from './parent-summary';
import { SubProjectForm } from './sub-project-form';

const isFunded = (status: ProjectStatus) =>
  (PROJECT_FUNDED_STATUSES as readonly ProjectStatus[]).includes(status);

/** `/project/list/create-sub-project?parentId=`: a sub-project funded from a project that has money to give. */
export function CreateSubProjectPage() {
  const [params] = useSearchParams();
  const parentId = idParam(params.get('parentId'));
  if (parentId === undefined) return <PageNotFound />;
  return <CreateSubProject key={parentId} parentId={parentId} />;
}

function CreateSubProject({ parentId }: { parentId: number }) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const mayCreate = useBtn([PROJECT_BUTTONS.create]);
  const { data: parent, isLoading, error, refetch } = useGetProjectQuery(parentId);
  const back = () => navigate(projectDetailPath(parentId));
  const backButton = <Button onClick={back}>{t('subProject.backToParent')}</Button>;

  if (isLoading) return <Spin block style={{ display: 'block', padding: 48 }} />;
  if (!parent) {
    if ((error as { httpStatus?: number } | undefined)?.httpStatus === 404) return <PageNotFound />;
    return (
      <Result
        status="error"
        title={t('subProject.loadFailed')}
        subTitle={errorText(error)}
        extra={<Button onClick={() => void refetch()}>{t('exception.retry', { ns: 'common' })}</Button>}
      />
    );
  }
  if (!mayCreate) return <Result status="403" title={t('subProject.noPermission')} extra={backButton} />;
  if (!isFunded(parent.status)) {
    return (
      <Result
        status="warning"
        title={t('subProject.notFundedTitle')}
        subTitle={t('subProject.notFunded', {
          name: parent.name,
          status: t(`status.${parent.status}`, { ns: 'common' }),
        })}
        extra={backButton}
      />
    );
  }

  // The server's balance of the parent: the same figure its page shows and the allocation is checked against.
  const available = parent.amounts.remainingAmount;
  return (
    <Card title={t('subProject.title')}>
      <ParentSummary parent={parent} available={available} />
      {compareMoney(available, 0) <= 0 && (
        <Alert type="warning" content={t('subProject.nothingLeft')} style={{ marginBottom: 16 }} />
      )}
      <SubProjectForm parent={parent} available={available} onCancel={back} />
    </Card>
  );
}
