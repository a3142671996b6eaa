import { useEffect, useMemo, useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Form, { type FormInstance } from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Input from '@arco-design/web-react/es/Input';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import { reportPlanForm, type ReportPlanFormValues } from '@pm/domain/forms/report-plan-form';
import type { ReportPlanDetail } from '@pm/domain/shapes';
import {
  QueryState,
  RecordSelect,
  applyFormErrors,
  useDict,
  useLeaveGuard,
  useSchemaLabel,
  useSchemaRules,
} from '@pm/web/ui';
import { useAgreementRows, type AgreementRow } from '../../features/report-plan/agreement-rows';
import {
  useCreateReportPlanMutation,
  useGetReportPlanQuery,
  useUpdateReportPlanMutation,
} from '../../features/report-plan/api/report-plans';
import { newPlan, toPlanBody, toPlanValues } from '../../features/report-plan/plan-values';
import { useGetReportTemplatesQuery } from '../../features/report-template/api/report-templates';
import { NS } from '../../locale';
import { PLAN_LIST_PATH, idParam } from '../../shared-paths';
import { ItemsEditor, type TemplateOption } from './items-editor';

const { Row, Col } = Grid;

/** The published versions to choose from, and those the saved plan already names (maybe retired since). */
function useTemplateOptions(plan: ReportPlanDetail | undefined) {
  const { t } = useTranslation(NS);
  const result = useGetReportTemplatesQuery({ pageSize: 100, sortField: 'nameZh', sortOrder: 'ascend' });
  const options = useMemo(() => {
    const list: TemplateOption[] = [];
    for (const template of result.data?.list ?? []) {
      if (template.publishedVersionId === null || template.publishedSeq === null) continue;
      const name = t('reportPlan.templateOption', { name: template.nameZh, seq: template.publishedSeq });
      list.push({ value: template.publishedVersionId, label: name });
    }
    for (const item of plan?.items ?? []) {
      if (list.some((option) => option.value === item.templateVersionId)) continue;
      const name = t('reportPlan.templateOption', { name: item.templateName, seq: item.templateSeq });
      list.push({ value: item.templateVersionId, label: name });
    }
    return list;
  }, [result.data, plan, t]);
  return { options, isLoading: result.isLoading };
}

const PAIRS: Record<string, string> = {
  agreementId: 'projectType',
  projectType: 'agreementId',
  offsetMonths: 'fixedDate',
  fixedDate: 'offsetMonths',
};

/** The scope and each item's due rule are one of two: choosing one clears the other (`items[1].fixedDate`…). */
function clearTheOther(form: FormInstance<ReportPlanFormValues>, changed: Record<string, unknown>) {
  for (const [field, value] of Object.entries(changed)) {
    const [, row = '', name = ''] = /^(items\[\d+\]\.)?(\w+)$/.exec(field) ?? [];
    const other = PAIRS[name];
    if (other && value !== null && value !== undefined && value !== '') {
      (form as unknown as FormInstance).setFieldValue(`${row}${other}`, null);
    }
  }
}

/** The saved plan's agreement as the picker lists it, before any search. */
const savedAgreement = (plan: ReportPlanDetail | undefined): AgreementRow | null =>
  plan?.agreementId && plan.agreementCode
    ? {
        id: plan.agreementId,
        number: plan.agreementCode,
        code: plan.agreementCode,
        name: '',
        projectName: '',
        projectType: '',
        status: 'draft',
      }
    : null;

/**
 * `/system/report/create-plan[?id=<plan>]`: a reporting plan's scope (an agreement or a project type) and its
 * report items, checked by the shared form rule; the server's refusals show at their fields. Leaving with
 * changes not saved asks first.
 */
export function ReportPlanEditPage() {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const planId = idParam(params.get('id'));
  const detail = useGetReportPlanQuery(planId ?? skipToken);
  const plan = planId === undefined ? undefined : detail.currentData;
  const [form] = Form.useForm<ReportPlanFormValues>();
  const rules = useSchemaRules(reportPlanForm, undefined, form);
  const label = useSchemaLabel(reportPlanForm);
  const types = useDict('project_type');
  const templates = useTemplateOptions(plan);
  const [dirty, setDirty] = useState(false);
  const { release, modalHolder } = useLeaveGuard(dirty);
  const [saving, setSaving] = useState(false);
  const [create] = useCreateReportPlanMutation();
  const [update] = useUpdateReportPlanMutation();

  useEffect(() => {
    if (planId !== undefined && !plan) return;
    form.setFieldsValue(plan ? toPlanValues(plan) : newPlan());
    setDirty(false);
  }, [plan, planId, form]);

  const save = async () => {
    let values: ReportPlanFormValues;
    try {
      values = await form.validate();
    } catch {
      return; // each field shows its message
    }
    setSaving(true);
    try {
      const body = toPlanBody(values);
      if (plan) await update({ ...body, id: plan.id, version: plan.version }).unwrap();
      else await create(body).unwrap();
      Message.success(t('reportPlan.saved'));
      release();
      navigate(PLAN_LIST_PATH);
    } catch (error) {
      applyFormErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  if (planId !== undefined && !plan) {
    return (
      <Card>
        <QueryState isLoading={detail.isLoading} error={detail.error} refetch={() => void detail.refetch()} />
      </Card>
    );
  }

  return (
    <Card title={plan ? `${t('reportPlan.editTitle')} · ${plan.name}` : t('reportPlan.createTitle')}>
      {modalHolder}
      <Form<ReportPlanFormValues>
        form={form}
        layout="vertical"
        scrollToFirstError
        onChange={() => setDirty(true)}
        onValuesChange={(changed) => clearTheOther(form, changed)}
      >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item field="name" label={label('name')} rules={rules('name')}>
              <Input maxLength={100} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item field="note" label={label('note')} rules={rules('note')}>
              <Input maxLength={500} />
            </Form.Item>
          </Col>
        </Row>
        <Alert type="info" content={t('reportPlan.scopeHint')} style={{ marginBottom: 16 }} />
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              field="agreementId"
              label={label('agreementId')}
              rules={rules('agreementId')}
              dependencies={['projectType']}
            >
              <RecordSelect<AgreementRow>
                useRows={useAgreementRows}
                chosen={savedAgreement(plan)}
                placeholder={t('reportPlan.applyAgreementPlaceholder')}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item field="projectType" label={label('projectType')} rules={rules('projectType')}>
              <Select allowClear options={types.options} loading={types.isLoading} />
            </Form.Item>
          </Col>
        </Row>
        <ItemsEditor
          label={label}
          rules={rules}
          templates={templates.options}
          templatesLoading={templates.isLoading}
        />
      </Form>
      <Space wrap style={{ marginTop: 24 }}>
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('reportPlan.save')}
        </Button>
        <Button onClick={() => navigate(PLAN_LIST_PATH)}>{t('reportPlan.cancel')}</Button>
      </Space>
    </Card>
  );
}
