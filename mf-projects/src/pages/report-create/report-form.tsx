import { useEffect, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import Space from '@arco-design/web-react/es/Space';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import { Btn } from '@pm/web/auth';
import type { ReportDetail, ScheduledReportItem } from '@pm/domain/shapes';
import { reportForm } from '@pm/domain/forms';
import { ReportFields } from '@pm/web/report-form';
import { applyFormErrors, QueryState, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { PROJECT_BUTTONS } from '@pm/domain/workflow';
import { projectDetailPath } from '../../shared/paths';
import { useCreateReportMutation } from '../../features/report/api/create-report';
import { useGetTemplateVersionQuery } from '../../features/report/api/get-template-version';
import { useSubmitReportMutation } from '../../features/report/api/submit-report';
import { useUpdateReportMutation } from '../../features/report/api/update-report';
import { NS } from '../../locale';
import { ReportItemSelect } from './report-item-select';
import {
  newReportValues,
  reportValuesOf,
  takenBy,
  toReportBody,
  type ReportFormState,
} from './report-values';

export interface ReportFormProps {
  projectId: number;
  items: ScheduledReportItem[];
  /** The draft or reworked report being edited; a new report when absent. */
  report?: ReportDetail;
  /** The schedule item the page was opened for (`?itemId=`), preselected when it is free. */
  itemId: number | null;
}

/**
 * A stage report, filled from its schedule item's template (a report being edited keeps the version it was filled
 * against): saved as a draft, or saved and submitted for review in one go.
 */
export function ReportForm({ projectId, items, report, itemId }: ReportFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  const [form] = Form.useForm<ReportFormState>();
  const rules = useSchemaRules(reportForm, undefined, form);
  const label = useSchemaLabel(reportForm);
  const [create] = useCreateReportMutation();
  const [update] = useUpdateReportMutation();
  const [submitReport] = useSubmitReportMutation();
  const [busy, setBusy] = useState<'draft' | 'submit' | null>(null);
  // The version of the last save, so saving twice in a row does not trip over our own change.
  const [saved, setSaved] = useState(report ? { id: report.id, version: report.version } : null);
  const freeItemId = items.some((item) => item.id === itemId && takenBy(item, null) === null) ? itemId : null;
  const [chosenItemId, setChosenItemId] = useState(report?.reportItemId ?? freeItemId);
  const versionId =
    report?.templateVersionId ?? items.find((item) => item.id === chosenItemId)?.templateVersionId ?? null;
  const template = useGetTemplateVersionQuery(versionId ?? skipToken);
  const definition = template.currentData?.definition;

  // The chosen item's template arrived: its fields start empty (or from the report being edited).
  useEffect(() => {
    if (!definition) return;
    const values = report ? reportValuesOf(report, definition) : newReportValues(definition);
    const chosen = form.getFieldValue('reportItemId') as number | null | undefined;
    form.setFieldsValue({ ...values, reportItemId: chosen ?? chosenItemId });
  }, [definition, report, form]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async (): Promise<ReportDetail> => {
    const body = toReportBody(await form.validate(), definition!, report?.values);
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

  const fields = () => {
    if (versionId === null) return null;
    if (template.error) {
      return <QueryState isLoading={false} error={template.error} refetch={() => void template.refetch()} />;
    }
    if (!definition) return <Skeleton animation text={{ rows: 6 }} />;
    return (
      <ReportFields
        key={versionId}
        definition={definition}
        form={form}
        files={report?.attachments}
        values={report?.values}
      />
    );
  };

  return (
    <Form<ReportFormState>
      form={form}
      layout="vertical"
      scrollToFirstError={{ block: 'center' }}
      initialValues={{ reportItemId: chosenItemId }}
      onValuesChange={(changed) => {
        if ('reportItemId' in changed) setChosenItemId(changed.reportItemId ?? null);
      }}
    >
      <Form.Item field="reportItemId" label={label('reportItemId')} rules={rules('reportItemId')}>
        <ReportItemSelect items={items} editingReportId={report?.id ?? null} />
      </Form.Item>
      {fields()}
      <Space>
        <Btn codes={[PROJECT_BUTTONS.reportCreate]}>
          <Button
            loading={busy === 'draft'}
            disabled={busy === 'submit' || !definition}
            onClick={() => void saveDraft()}
          >
            {t('reportCreate.saveDraft')}
          </Button>
          <Button
            type="primary"
            loading={busy === 'submit'}
            disabled={busy === 'draft' || !definition}
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
