import Descriptions from '@arco-design/web-react/es/Descriptions';
import Space from '@arco-design/web-react/es/Space';
import Table from '@arco-design/web-react/es/Table';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import type { ReportDetail } from '@pm/domain/shapes';
import { reportForm, type IndicatorValues } from '@pm/domain/forms';
import { formatDate, formatNumber } from '@pm/web/i18n';
import { AmountText, QueryState, StatusTag, approvalRows, useSchemaLabel } from '@pm/web/ui';
import { ReportValuesView } from '@pm/web/report-form';
import { STANDARD_TEMPLATE_CODE } from '@pm/domain/report-templates';
import { useGetTemplateVersionQuery } from '../../features/report/api/get-template-version';
import { FileTable } from '../../shared/components/file-table';
import { RecordDrawer } from '../../shared/components/record-drawer';
import { useGetReportQuery } from '../../features/report/api/get-report';
import { NS } from '../../locale';
import { ReportActions } from './report-actions';

/** A report filled from a template of its own: its values read back by that template. */
function TemplateValues({ report }: { report: ReportDetail }) {
  const version = useGetTemplateVersionQuery(report.templateVersionId);
  if (!version.currentData) {
    return (
      <QueryState
        isLoading={version.isLoading}
        error={version.error}
        refetch={() => void version.refetch()}
      />
    );
  }
  return (
    <ReportValuesView
      definition={version.currentData.definition}
      values={report.values}
      files={report.attachments}
    />
  );
}

function ReportContent({ report }: { report: ReportDetail }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const label = useSchemaLabel(reportForm);
  // Reports of the standard template (every report filed before templates) read as the fixed form did.
  const standard = report.templateCode === STANDARD_TEMPLATE_CODE;
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');
  const indicatorColumns = (['name', 'unit', 'target', 'actual'] as const).map((field) => ({
    title: label(`indicators.${field}`),
    dataIndex: field,
    align: field === 'target' || field === 'actual' ? ('right' as const) : undefined,
  }));

  return (
    <Space direction="vertical" size="large" style={{ width: '100%' }}>
      <Descriptions
        column={2}
        border
        data={[
          { label: t('detail.report.code'), value: report.code },
          {
            label: t('detail.status'),
            value: (
              <Space size="mini">
                <StatusTag status={report.status} />
                {report.overdue && <StatusTag status="overdue" />}
              </Space>
            ),
          },
          ...approvalRows(t, report.approval, ['Report', 'Agreement']),
          { label: t('detail.report.item'), value: report.reportItemTitle },
          { label: t('detail.report.dueDate'), value: day(report.dueDate) },
          { label: t('detail.report.submittedAt'), value: day(report.submittedAt) },
          ...(standard
            ? [
                {
                  label: label('beneficiariesReached'),
                  value: formatNumber(report.beneficiariesReached, i18n.language),
                },
                { label: label('amountSpent'), value: <AmountText value={report.amountSpent} short /> },
                { label: label('summary'), value: report.summary, span: 2 },
                { label: label('spendingSummary'), value: report.spendingSummary || '-', span: 2 },
              ]
            : []),
          ...(report.reviewComment
            ? [{ label: label('comment'), value: report.reviewComment, span: 2 }]
            : []),
        ]}
      />
      {!standard && <TemplateValues report={report} />}
      <div hidden={!standard}>
        <Typography.Title heading={6}>{label('indicators')}</Typography.Title>
        <Table<IndicatorValues & { row: number }>
          rowKey="row"
          columns={indicatorColumns}
          data={report.indicators.map((indicator, row) => ({ ...indicator, row }))}
          pagination={false}
        />
      </div>
      <div>
        <Typography.Title heading={6}>{label('attachmentIds')}</Typography.Title>
        <FileTable files={report.attachments} />
      </div>
    </Space>
  );
}

/** One stage report in a drawer, with where its approval stands; its author edits a draft from its footer. */
export function ReportDrawer({ id, onClose }: { id: number | undefined; onClose: () => void }) {
  return (
    <RecordDrawer
      id={id}
      query={useGetReportQuery(id ?? skipToken)}
      width={760}
      title={(report) => report?.title}
      footer={(report) => <ReportActions report={report} />}
      onClose={onClose}
    >
      {(report) => <ReportContent report={report} />}
    </RecordDrawer>
  );
}
