import { useEffect, useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import Result from '@arco-design/web-react/es/Result';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import type { ReportTemplateDefinition } from '@pm/domain/report-templates';
import type { ClientReportDetail } from '@pm/domain/shapes';
import { REPORT_EDITABLE_STATUSES } from '@pm/domain/workflow';
import { isNotFound, type SerializedApiError } from '@pm/web/api';
import { formatDate, formatDateTime } from '@pm/web/i18n';
import { ReportFields, ReportValuesView } from '@pm/web/report-form';
import {
  applyFormErrors,
  ConfirmAction,
  downloadFile,
  QueryState,
  StatusTag,
  statusLabel,
  useLeaveGuard,
} from '@pm/web/ui';
import {
  CLIENT_FILES_URL,
  useCreateClientReportMutation,
  useGetClientReportItemQuery,
  useGetClientReportQuery,
  useSubmitClientReportMutation,
  useUpdateClientReportMutation,
} from '../../features/report/api/client-reports';
import { NS } from '../../locale';
import { formValuesOf, newReportValues, toReportValues } from './report-values';

export interface ReportEditorProps {
  beneficiaryId: number;
  /** `?item=`: a new report for this item. */
  itemId: number | null;
  /** `?report=`: an existing report (edited while a draft or in rework, else read). */
  reportId: number | null;
  /** A new report was saved: the URL names it from now on. */
  onCreated: (reportId: number) => void;
  onBack: () => void;
}

const isConflict = (error: unknown) => (error as SerializedApiError | undefined)?.httpStatus === 409;

/** One report: its form from the item's template (new, draft, rework), or read back once submitted. */
export function ReportEditor({ beneficiaryId, itemId, reportId, onCreated, onBack }: ReportEditorProps) {
  const { t } = useTranslation([NS, 'common']);
  const item = useGetClientReportItemQuery(
    reportId === null && itemId !== null ? { id: itemId, beneficiaryId } : skipToken,
  );
  const report = useGetClientReportQuery(reportId !== null ? { id: reportId, beneficiaryId } : skipToken, {
    refetchOnMountOrArgChange: true,
  });
  const back = (
    <Button type="text" onClick={onBack}>
      {t('report.back')}
    </Button>
  );

  const failed = item.error ?? report.error;
  if (isNotFound(failed)) {
    return (
      <Card>
        <Result status="404" title={t('report.notFound')} extra={back} />
      </Card>
    );
  }
  if (failed) {
    const retry = () => void (reportId !== null ? report.refetch() : item.refetch());
    return (
      <Card extra={back}>
        <QueryState isLoading={false} error={failed} refetch={retry} />
      </Card>
    );
  }
  const saved = reportId !== null ? report.currentData : undefined;
  const fresh = reportId === null ? item.currentData : undefined;
  if (!saved && !fresh) {
    return (
      <Card extra={back}>
        <Skeleton animation text={{ rows: 8 }} />
      </Card>
    );
  }
  if (fresh && !fresh.item.fillable) {
    return (
      <Card title={fresh.item.title} extra={back}>
        <Alert type="warning" content={t('report.closedItem')} />
      </Card>
    );
  }
  const title = saved?.reportItemTitle ?? fresh!.item.title;
  const definition = saved?.definition ?? fresh!.definition;
  const editable = !saved || (REPORT_EDITABLE_STATUSES as readonly string[]).includes(saved.status);
  return (
    <Card title={title} extra={back}>
      <Space direction="vertical" size="medium" style={{ width: '100%' }}>
        {saved?.reviewComment && (
          <Alert
            type={saved.status === 'rework' ? 'warning' : 'info'}
            title={saved.status === 'rework' ? t('report.reworkTitle') : t('report.reviewComment')}
            content={
              <div data-testid="review-comment">
                <Typography.Text bold>{saved.reviewComment}</Typography.Text>
                {saved.status === 'rework' && <div>{t('report.reworkHint')}</div>}
              </div>
            }
          />
        )}
        <Descriptions
          column={1}
          colon="："
          data={[
            { label: t('report.project'), value: saved?.projectName ?? fresh!.item.projectName },
            {
              label: t('report.dueDate'),
              value: (
                <Space size={4} wrap>
                  {formatDate(saved?.dueDate ?? fresh!.item.dueDate)}
                  {(saved?.overdue ?? fresh!.item.overdue) && <Tag color="red">{t('report.overdue')}</Tag>}
                </Space>
              ),
            },
            ...(saved
              ? [
                  { label: t('report.code'), value: saved.code },
                  { label: t('report.latest'), value: <StatusTag status={saved.status} /> },
                  ...(saved.submittedAt
                    ? [{ label: t('report.submittedAt'), value: formatDateTime(saved.submittedAt) }]
                    : []),
                ]
              : []),
          ]}
        />
        {editable ? (
          <ReportForm
            key={saved ? `report-${saved.id}-${saved.version}` : `item-${itemId}`}
            definition={definition}
            itemId={fresh?.item.id ?? saved!.reportItemId}
            report={saved}
            onCreated={onCreated}
            reload={() => void report.refetch()}
          />
        ) : (
          <ReadOnlyReport report={saved!} />
        )}
      </Space>
    </Card>
  );
}

function ReadOnlyReport({ report }: { report: ClientReportDetail }) {
  const { t } = useTranslation([NS, 'common']);
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Alert
        type="info"
        content={t('report.readOnly', { status: statusLabel(t, report.status) })}
        data-testid="read-only"
      />
      <div style={{ overflowX: 'auto' }}>
        <ReportValuesView definition={report.definition} values={report.values} files={report.attachments} />
      </div>
      <div>
        <Typography.Text bold>{t('report.attachments')}</Typography.Text>
        {report.attachments.length === 0 ? (
          <div>{t('report.noAttachments')}</div>
        ) : (
          <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {report.attachments.map((file) => (
              <li key={file.id}>
                <Button
                  type="text"
                  size="mini"
                  icon={<IconDownload />}
                  onClick={() => void downloadFile(file, CLIENT_FILES_URL)}
                >
                  {file.name}
                </Button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Space>
  );
}

interface ReportFormProps {
  definition: ReportTemplateDefinition;
  itemId: number;
  report?: ClientReportDetail;
  onCreated: (reportId: number) => void;
  reload: () => void;
}

/** The template's fields: saved as a draft (POST, then PUT with the version), or saved and submitted. */
function ReportForm({ definition, itemId, report, onCreated, reload }: ReportFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<Record<string, unknown>>();
  const [create] = useCreateClientReportMutation();
  const [update] = useUpdateClientReportMutation();
  const [submitReport] = useSubmitClientReportMutation();
  const [dirty, setDirty] = useState(false);
  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState(false);
  // The last save: its version (two saves in a row do not trip over our own change) and its values and files.
  const [current, setCurrent] = useState<ClientReportDetail | undefined>(report);
  const { release, modalHolder } = useLeaveGuard(dirty);

  useEffect(() => {
    form.setFieldsValue(report ? formValuesOf(definition, report.values) : newReportValues(definition));
  }, [definition, report, form]);

  const save = async (): Promise<ClientReportDetail> => {
    const values = toReportValues(await form.validate(), definition, current?.values);
    const result = current
      ? await update({ id: current.id, version: current.version, values }).unwrap()
      : await create({ reportItemId: itemId, values }).unwrap();
    setCurrent(result);
    form.setFieldsValue(formValuesOf(definition, result.values));
    setDirty(false);
    return result;
  };

  const failed = (error: unknown) => {
    if (isConflict(error)) setConflict(true);
    applyFormErrors(form, error);
  };

  const saveDraft = async () => {
    setBusy(true);
    try {
      const result = await save();
      Message.success(t('report.saved', { code: result.code }));
      if (!report) {
        release();
        onCreated(result.id);
      }
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    try {
      let result = current;
      if (dirty || !result) result = await save();
      else await form.validate();
      await submitReport({ id: result.id, version: result.version }).unwrap();
      Message.success(t('report.submitted', { code: result.code }));
      release();
      if (!report) onCreated(result.id);
      else reload();
    } catch (error) {
      failed(error);
      throw error;
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      // A long template on a phone: a refused save shows the first field to mend, not the buttons.
      scrollToFirstError={{ block: 'center' }}
      onChange={() => setDirty(true)}
      style={{ maxWidth: 760 }}
      aria-label={t('report.title')}
    >
      {modalHolder}
      {conflict && (
        <Alert
          type="error"
          content={t('report.conflict')}
          action={
            <Button size="mini" onClick={reload}>
              {t('report.reload')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <ReportFields
        definition={definition}
        form={form}
        files={current?.attachments}
        values={current?.values}
        filesUrl={CLIENT_FILES_URL}
      />
      <Space wrap>
        <Button loading={busy} onClick={() => void saveDraft()}>
          {t('report.saveDraft')}
        </Button>
        <ConfirmAction type="primary" title={t('report.submitConfirm')} onConfirm={submit}>
          {t('report.submit')}
        </ConfirmAction>
      </Space>
    </Form>
  );
}
