import { useMemo } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import { partnerForm, type PartnerFormValues } from '@pm/domain/forms';
import type { PartnerDetail } from '@pm/domain/shapes';
import { FormDrawer, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useUpdatePartnerMutation } from '../api/update-partner';
import { partnerFormValues, toPartnerBody } from '../partner-values';
import { PartnerFormFields } from './partner-form-fields';

export interface PartnerFormDrawerProps {
  visible: boolean;
  onClose: () => void;
  partner: PartnerDetail;
}

/** Edits a partner (its kind stays): the shared partner schema checks as the user types, the server again. */
export function PartnerFormDrawer({ visible, onClose, partner }: PartnerFormDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<PartnerFormValues>();
  const rules = useSchemaRules(partnerForm, undefined, form);
  const label = useSchemaLabel(partnerForm);
  const [update] = useUpdatePartnerMutation();
  const initialValues = useMemo(() => partnerFormValues(partner), [partner]);

  const save = async (values: PartnerFormValues) => {
    await update({
      id: partner.id,
      version: partner.version,
      values: toPartnerBody(values, partner.type),
    }).unwrap();
    Message.success(t('partner.form.saved'));
  };

  return (
    <FormDrawer<PartnerFormValues>
      title={t('partner.form.editTitle', { name: partner.name })}
      visible={visible}
      onClose={onClose}
      form={form}
      initialValues={initialValues}
      onSubmit={save}
      width={860}
    >
      <Form.Item field="type" hidden>
        <input />
      </Form.Item>
      <PartnerFormFields type={partner.type} rules={rules} label={label} files={partner.priceFiles} />
    </FormDrawer>
  );
}
