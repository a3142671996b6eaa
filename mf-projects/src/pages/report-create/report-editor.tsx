import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Result from '@arco-design/web-react/es/Result';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import { isNotFound } from '@pm/web/api';
import { REPORT_EDITABLE_STATUSES } from '@pm/domain/workflow';
import { QueryState, RouterLink } from '@pm/web/ui';
import { projectDetailPath } from '../../shared/paths';
import { useGetProjectQuery } from '../../shared/api/get-project';
import { useGetReportQuery } from '../../features/report/api/get-report';
import { useGetReportItemsQuery } from '../../features/report/api/get-report-items';
import { NS } from '../../locale';
import { ReportForm } from './report-form';

export interface ReportEditorProps {
  projectId: number;
  /** `?id=`: a draft or reworked report to edit. */
  reportId: number | null;
  itemId: number | null;
}

/** Loads what the report form needs (the project, its schedule items, the report when editing) and shows it. */
export function ReportEditor({ projectId, reportId, itemId }: ReportEditorProps) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const project = useGetProjectQuery(projectId);
  const items = useGetReportItemsQuery(projectId);
  const report = useGetReportQuery(reportId ?? skipToken);
  const backToProject = () => navigate(projectDetailPath(projectId, 'reports'));

  if (isNotFound(project.error) || isNotFound(report.error)) {
    return (
      <Card>
        <Result status="404" title={t('reportCreate.notFound')} />
      </Card>
    );
  }
  const failed = project.error ?? items.error ?? report.error;
  if (failed) {
    const retry = () => {
      void project.refetch();
      void items.refetch();
      if (reportId !== null) void report.refetch();
    };
    return (
      <Card>
        <QueryState isLoading={false} error={failed} refetch={retry} />
      </Card>
    );
  }
  const editing = report.currentData;
  if (!project.currentData || !items.currentData || (reportId !== null && !editing)) {
    return (
      <Card>
        <Skeleton animation text={{ rows: 8 }} />
      </Card>
    );
  }
  if (editing && !(REPORT_EDITABLE_STATUSES as readonly string[]).includes(editing.status)) {
    return (
      <Card>
        <Result
          status="warning"
          title={t('reportCreate.notEditable', { status: t(`status.${editing.status}`, { ns: 'common' }) })}
          extra={<Button onClick={backToProject}>{t('reportCreate.backToProject')}</Button>}
        />
      </Card>
    );
  }

  const { code, name } = project.currentData;
  return (
    <Card
      title={editing ? t('reportCreate.editTitle', { code: editing.code }) : t('reportCreate.title')}
      extra={<RouterLink to={projectDetailPath(projectId)}>{`${code} ${name}`}</RouterLink>}
    >
      {items.currentData.length === 0 && (
        <Alert type="warning" content={t('reportCreate.noSchedule')} style={{ marginBottom: 16 }} />
      )}
      <ReportForm
        key={editing?.id ?? 'new'}
        projectId={projectId}
        items={items.currentData}
        report={editing}
        itemId={itemId}
      />
    </Card>
  );
}
