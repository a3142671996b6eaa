import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import Result from '@arco-design/web-react/es/Result';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import { useBtn } from '@pm/web/auth';
import type { AppropriationFormValues } from '@pm/domain/forms';
import { applyFormErrors } from '@pm/web/ui';
import { FUNDS_BUTTONS } from '@pm/domain/workflow';
import { useCreateAppropriationMutation } from '../../features/appropriation/api/create-appropriation';
import {
  newAppropriationValues,
  toAppropriationBody,
} from '../../features/appropriation/appropriation-values';
import { AppropriationFields } from '../../features/appropriation/components/appropriation-fields';
import { newIdempotencyKey } from '../../features/appropriation/idempotency-key';
import { appropriationViewPath } from '../../shared/paths';
import { NS } from '../../locale';

/** `?projectId=7` → 7; anything else → null. */
function projectIdParam(text: string | null): number | null {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** `/project/appropriation/create`: a new appropriation, then its row in the unverified view. */
export function AppropriationCreatePage() {
  const { t } = useTranslation([NS, 'common']);
  const mayCreate = useBtn([FUNDS_BUTTONS.create]);
  const back = useNavigate();
  if (!mayCreate) {
    return (
      <Result
        status="403"
        title={t('appropriation.create.noPermission')}
        extra={
          <Button onClick={() => back(appropriationViewPath('unverified'))}>
            {t('appropriation.create.back')}
          </Button>
        }
      />
    );
  }
  return <AppropriationCreateForm />;
}

function AppropriationCreateForm() {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const projectId = projectIdParam(params.get('projectId'));
  const [form] = Form.useForm<AppropriationFormValues>();
  const initialValues = useMemo(() => newAppropriationValues(projectId), [projectId]);
  const [create, { isLoading }] = useCreateAppropriationMutation();
  // One key for this filling-in of the form: a double click or a retry after a lost answer makes one appropriation.
  const [idempotencyKey] = useState(newIdempotencyKey);

  const submit = async (values: AppropriationFormValues) => {
    try {
      const created = await create({ values: toAppropriationBody(values), idempotencyKey }).unwrap();
      Message.success(t('appropriation.create.created', { code: created.code }));
      navigate(appropriationViewPath('unverified', created.id));
    } catch (error) {
      // A 422 goes under its fields; a refusal (409) or a network failure was toasted by the shared http.
      applyFormErrors(form, error);
    }
  };

  return (
    <Card title={t('appropriation.create.title')}>
      <Form<AppropriationFormValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        scrollToFirstError
        onSubmit={submit}
        aria-label={t('appropriation.create.title')}
      >
        <AppropriationFields prefillPayeeFor={projectId} />
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t('appropriation.create.submit')}
          </Button>
          <Button onClick={() => navigate(appropriationViewPath('unverified'))}>
            {t('common.cancel', { ns: 'common' })}
          </Button>
        </Space>
      </Form>
    </Card>
  );
}
