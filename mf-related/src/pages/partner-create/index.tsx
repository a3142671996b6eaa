import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import Radio from '@arco-design/web-react/es/Radio';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import { partnerForm, type PartnerFormValues } from '@pm/domain/forms';
import type { PartnerType } from '@pm/domain/shapes';
import { applyFormErrors, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { useCreatePartnerMutation } from '../../features/partner/api/create-partner';
import { PartnerFormFields } from '../../features/partner/components/partner-form-fields';
import { partnerDetailPath, partnerListPath } from '../../features/partner/partner-paths';
import { newPartnerValues, toPartnerBody } from '../../features/partner/partner-values';
import { NS } from '../../locale';
import { SaveFailureAlert } from '../../shared/components/save-failure-alert';
import { saveFailureOf, type SaveFailure } from '../../shared/save-failure';

/** The partner a 409 names (the credit code is taken): its detail page. */
const existingPath = ({ id }: { id: number }) => partnerDetailPath(id);

export interface PartnerCreatePageProps {
  /** `/related/partner/create-support`: a supporter (donor, supporting unit). */
  support?: boolean;
}

/**
 * `/related/partner/create[?type=supplier]` and `/related/partner/create-support`: a new partner, checked as the
 * user types by the shared schema the server runs; saved, it opens on its detail page.
 */
export function PartnerCreatePage({ support = false }: PartnerCreatePageProps) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const type: PartnerType = support
    ? 'supporter'
    : params.get('type') === 'supplier'
      ? 'supplier'
      : 'company';
  const [form] = Form.useForm<PartnerFormValues>();
  const rules = useSchemaRules(partnerForm, undefined, form);
  const label = useSchemaLabel(partnerForm);
  const [create, { isLoading }] = useCreatePartnerMutation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const initialValues = useMemo(() => newPartnerValues(type), [type]);

  const submit = async () => {
    let values: PartnerFormValues;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSent(true);
    setFailure(null);
    try {
      const saved = await create(toPartnerBody(values, type)).unwrap();
      Message.success(t('partnerCreate.created', { name: saved.name }));
      navigate(partnerDetailPath(saved.id));
    } catch (error) {
      applyFormErrors(form, error);
      setFailure(saveFailureOf(error));
    } finally {
      setSent(false);
    }
  };

  return (
    <Card title={t(`partnerCreate.title.${type}`)}>
      {!support && (
        <Radio.Group
          type="button"
          value={type}
          aria-label={t('partnerCreate.kind')}
          onChange={(value: string) => setParams({ type: value }, { replace: true })}
          style={{ marginBottom: 16 }}
        >
          <Radio value="company">{t('partner.type.company')}</Radio>
          <Radio value="supplier">{t('partner.type.supplier')}</Radio>
        </Radio.Group>
      )}
      <Form<PartnerFormValues>
        key={type}
        form={form}
        layout="vertical"
        initialValues={initialValues}
        scrollToFirstError
        onSubmit={() => void submit()}
      >
        <SaveFailureAlert failure={failure} detailPath={existingPath} />
        <Form.Item field="type" hidden>
          <input />
        </Form.Item>
        <PartnerFormFields type={type} rules={rules} label={label} />
        <Space>
          <Button type="primary" htmlType="submit" loading={isLoading || sent}>
            {t('partnerCreate.save')}
          </Button>
          <Button onClick={() => navigate(partnerListPath(type))}>{t('partnerCreate.cancel')}</Button>
        </Space>
      </Form>
    </Card>
  );
}
