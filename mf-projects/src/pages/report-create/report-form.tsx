import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Btn } from '@pm/web/auth';
import type { ReportDetail, ScheduledReportItem } from '@pm/domain/shapes';
import { reportForm, type ReportFormValues } from '@pm/domain/forms';
import {
  AmountInput,
  CountInput,
  FileUpload,
  applyFormErrors,
  useSchemaLabel,
  useSchemaRules,
} from '@pm/web/ui';
import { PROJECT_BUTTONS } from '@pm/domain/workflow';
import { projectDetailPath } from '../../shared/paths';
import { useCreateReportMutation } from '../../features/report/api/create-report';
import { useSubmitReportMutation } from '../../features/report/api/submit-report';
import { useUpdateReportMutation } from '../../features/report/api/update-report';
import { NS } from '../../locale';
import { IndicatorsField } from './indicators-field';
import { ReportItemSelect } from './report-item-select';
import { newReportValues, reportValuesOf, takenBy, toReportBody } from './report-values';

export interface ReportFormProps {
  projectId: number;
  items: ScheduledReportItem[];
  /** The draft or reworked report being edited; a new report when absent. */
  report?: ReportDetail;
  /** The schedule item the page was opened for (`?itemId=`), preselected when it is free. */
  itemId: number | null;
}

/** A stage report: saved as a draft, or saved and submitted for review in one go. */
export function ReportForm({ projectId, items, report, itemId }: ReportFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [form] = Form.useForm<ReportFormValues>();
  const rules = useSchemaRules(reportForm, undefined, form);
  const label = useSchemaLabel(reportForm);
  const [create] = useCreateReportMutation();
  const [update] = useUpdateReportMutation();
  const [submitReport] = useSubmitReportMutation();
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  // The version of the last save, so saving twice in a row does not trip over our own change.
  const [saved, setSaved] = useState(report ? { id: report.id, version: report.version } : null);
  const attachedIds = report?.attachments.map((file) => file.id) ?? [];
  const freeItemId = items.some((item) => item.id === itemId && takenBy(item, null) === null) ? itemId : null;
  const item = (field: keyof ReportFormValues) => ({ field, label: label(field), rules: rules(field) });

  const save = async (): Promise<ReportDetail> => {
    const body = toReportBody(await form.validate(), attachedIds);
    const result = saved
      ? await update({ id: saved.id, version: saved.version, values: body }).unwrap()
      : await create(body).unwrap();
    setSaved({ id: result.id, version: result.version });
    return result;
  };

  /** A new draft now exists: the URL names it, so a reload or a later save edits it instead of adding another. */
  const keepDraft = (created: ReportDetail) =>
    setParams({ projectId: String(projectId), id: String(created.id) }, { replace: true });

  const saveDraft = async () => {
    setBusy('draft');
    try {
      const result = await save();
      Message.success(t('reportCreate.saved', { code: result.code }));
      if (!report) keepDraft(result);
    } catch (error) {
      // A 422 goes under its fields; other failures were toasted by the shared http.
      applyFormErrors(form, error);
    } finally {
      setBusy(null);
    }
  };

  const submit = async () => {
    setBusy('submit');
    let result: ReportDetail | undefined;
    try {
      result = await save();
      await submitReport({ id: result.id, version: result.version }).unwrap();
      Message.success(t('reportCreate.submitted', { code: result.code }));
      navigate(projectDetailPath(projectId, 'reports'));
    } catch (error) {
      applyFormErrors(form, error);
      if (result && !report) keepDraft(result);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Form<ReportFormValues>
      form={form}
      layout="vertical"
      initialValues={report ? reportValuesOf(report) : newReportValues(freeItemId)}
    >
      <Form.Item {...item('reportItemId')}>
        <ReportItemSelect items={items} editingReportId={report?.id ?? null} />
      </Form.Item>
      <Form.Item {...item('title')}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item {...item('summary')}>
        <Input.TextArea maxLength={5000} showWordLimit autoSize={{ minRows: 4, maxRows: 10 }} />
      </Form.Item>
      <IndicatorsField />
      <Form.Item {...item('beneficiariesReached')}>
        <CountInput style={{ width: 240 }} />
      </Form.Item>
      <Form.Item {...item('amountSpent')}>
        <AmountInput />
      </Form.Item>
      <Form.Item {...item('spendingSummary')}>
        <Input.TextArea maxLength={2000} showWordLimit autoSize={{ minRows: 3, maxRows: 8 }} />
      </Form.Item>
      <Form.Item {...item('attachmentIds')}>
        <FileUpload files={report?.attachments} />
      </Form.Item>
      <Space>
        <Btn codes={[PROJECT_BUTTONS.reportCreate]}>
          <Button loading={busy === 'draft'} disabled={busy === 'submit'} onClick={() => void saveDraft()}>
            {t('reportCreate.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={busy === 'submit'}
            disabled={busy === 'draft'}
            onClick={() => void submit()}
          >
            {t('common.submit', { ns: 'common' })}
          </Button>
        </Btn>
        <Button onClick={() => navigate(projectDetailPath(projectId, 'reports'))}>
          {t('common.cancel', { ns: 'common' })}
        </Button>
      </Space>
    </Form>
  );
}
