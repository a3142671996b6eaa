import { useEffect, useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Checkbox from '@arco-design/web-react/es/Checkbox';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';
import type { ReportPlanListItem } from '@pm/domain/shapes';
import { RecordSelect, applyFormErrors } from '@pm/web/ui';
import {
  useApplyReportPlanMutation,
  type PlanAgreementOption,
} from '../../features/report-plan/api/report-plans';
import { useAgreementRows, type AgreementRow } from '../../features/report-plan/agreement-rows';
import { NS } from '../../locale';

interface ApplyValues {
  agreementId: number | null;
  replaceInForce: boolean;
}

/** Whether the plan covers the agreement: its own, or one of a project of its type. */
const covers = (plan: ReportPlanListItem, row: PlanAgreementOption) =>
  plan.agreementId === row.id || (plan.projectType !== null && plan.projectType === row.projectType);

/**
 * "Apply to agreement": pick an agreement the plan covers (a draft, or one in force whose schedule is replaced on
 * confirmation), generate its reporting schedule, and say how many items it got.
 */
export function ApplyPlanDialog({ plan, onClose }: { plan: ReportPlanListItem | null; onClose: () => void }) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<ApplyValues>();
  const [chosen, setChosen] = useState<AgreementRow | null>(null);
  const [apply, { isLoading }] = useApplyReportPlanMutation();
  // A plan for one agreement opens with it chosen (found by its number, whatever the newest twenty are).
  const own = useAgreementRows(plan?.agreementCode ?? '', !plan?.agreementCode).data?.find(
    (row) => row.id === plan?.agreementId,
  );

  useEffect(() => {
    if (!plan) return;
    form.resetFields();
    setChosen(null);
  }, [plan, form]);

  useEffect(() => {
    if (!own) return;
    setChosen(own);
    form.setFieldsValue({ agreementId: own.id });
  }, [own?.id, plan]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async () => {
    if (!plan) return;
    const values = await form.validate();
    try {
      const result = await apply({
        id: plan.id,
        agreementId: values.agreementId!,
        replaceInForce: values.replaceInForce === true,
      }).unwrap();
      const code = chosen?.id === result.agreementId ? chosen.number : String(result.agreementId);
      Message.success(t('reportPlan.applied', { code, count: result.items }));
      onClose();
    } catch (error) {
      applyFormErrors(form, error);
    }
  };

  return (
    <Modal
      title={plan ? t('reportPlan.applyTitle', { name: plan.name }) : ''}
      visible={plan !== null}
      onOk={() => void submit()}
      onCancel={onClose}
      okText={t('reportPlan.applyOk')}
      confirmLoading={isLoading}
      unmountOnExit
      style={{ maxWidth: 'calc(100vw - 32px)' }}
    >
      <Alert type="info" content={t('reportPlan.applyHint')} style={{ marginBottom: 16 }} />
      <Form<ApplyValues> form={form} layout="vertical">
        <Form.Item
          field="agreementId"
          label={t('reportPlan.applyAgreement')}
          rules={[{ required: true, message: t('reportPlan.chooseAgreement') }]}
        >
          <RecordSelect<AgreementRow>
            useRows={useAgreementRows}
            chosen={chosen}
            placeholder={t('reportPlan.applyAgreementPlaceholder')}
            onPick={setChosen}
            unavailable={(row) => plan !== null && !covers(plan, row)}
            mark={(row) => (
              <>
                {` · ${t(`reportPlan.status.${row.status}`)}`}
                {plan !== null && !covers(plan, row) && t('reportPlan.outOfScope')}
              </>
            )}
          />
        </Form.Item>
        {chosen?.status === 'active' && (
          <Form.Item field="replaceInForce" triggerPropName="checked">
            <Checkbox>{t('reportPlan.replaceInForce')}</Checkbox>
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
