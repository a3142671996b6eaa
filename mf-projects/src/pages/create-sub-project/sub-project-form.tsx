import { useMemo } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Grid from '@arco-design/web-react/es/Grid';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import type { ProjectDetail } from '@pm/domain/shapes';
import { subProjectForm, type SubProjectFormValues } from '@pm/domain/forms';
import { formatMoney } from '@pm/domain/money';
import { AmountInput, applyFormErrors, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { projectDetailPath } from '../../shared/paths';
import { useCreateSubProjectMutation } from '../../features/project/api/create-sub-project';
import { ProjectFormFields } from '../../features/project/components/project-form-fields';
import { NS } from '../../locale';

export interface SubProjectFormProps {
  parent: ProjectDetail;
  /** What the parent can still give; the allocated amount is checked against it as it is typed. */
  available: string;
  onCancel: () => void;
}

/** A sub-project starts from its parent's type, department, manager, area and period. */
function startingValues(parent: ProjectDetail): Partial<SubProjectFormValues> {
  return {
    type: parent.type,
    departmentId: parent.departmentId,
    managerId: parent.managerId,
    partnerIds: [],
    areaCode: parent.areaCode ?? undefined,
    startDate: parent.startDate ?? undefined,
    endDate: parent.endDate ?? undefined,
  };
}

/** The project fields plus the amount taken from the parent; on success, the new sub-project's page. */
export function SubProjectForm({ parent, available, onCancel }: SubProjectFormProps) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const [form] = Form.useForm<SubProjectFormValues>();
  const context = useMemo(() => ({ parentAvailable: available }), [available]);
  const rules = useSchemaRules(subProjectForm, context, form);
  const label = useSchemaLabel(subProjectForm);
  const initialValues = useMemo(() => startingValues(parent), [parent]);
  const [create, { isLoading }] = useCreateSubProjectMutation();

  const submit = async (values: SubProjectFormValues) => {
    try {
      const child = await create({ parentId: parent.id, values }).unwrap();
      Message.success(t('subProject.created', { code: child.code }));
      navigate(projectDetailPath(child.id));
    } catch (error) {
      // A 422 (the parent's amount was taken meanwhile, say) lands under its field; other errors were toasted.
      applyFormErrors(form, error);
    }
  };

  return (
    <Form<SubProjectFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      scrollToFirstError
      onSubmit={submit}
    >
      <ProjectFormFields rules={rules} label={label}>
        <Grid.Col span={12}>
          <Form.Item
            field="approvedAmount"
            label={label('approvedAmount')}
            rules={rules('approvedAmount')}
            dependencies={['plannedBudget']}
            extra={t('subProject.allocationHint', { amount: formatMoney(available) })}
          >
            <AmountInput />
          </Form.Item>
        </Grid.Col>
      </ProjectFormFields>
      <Space>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          {t('subProject.submit')}
        </Button>
        <Button onClick={onCancel}>{t('common.cancel', { ns: 'common' })}</Button>
      </Space>
    </Form>
  );
}
