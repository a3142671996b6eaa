import { useMemo } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { AppropriationDetail } from '@pm/domain/shapes';
import type { AppropriationFormValues } from '@pm/domain/forms';
import { FormDrawer } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useUpdateAppropriationMutation } from '../api/update-appropriation';
import { appropriationValuesOf, toAppropriationBody } from '../appropriation-values';
import { AppropriationFields } from './appropriation-fields';

export interface AppropriationEditDrawerProps {
  /**
   * The rejected appropriation as it was when the edit opened (its version goes with the save: reading the live
   * one instead would let a save after a 409 overwrite the other person's change). Closed while null.
   */
  record: AppropriationDetail | null;
  onClose: () => void;
}

/** The create form in a drawer, filled with the rejected appropriation, to correct it before resubmitting. */
export function AppropriationEditDrawer({ record, onClose }: AppropriationEditDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<AppropriationFormValues>();
  const [update] = useUpdateAppropriationMutation();
  const initialValues = useMemo(() => (record ? appropriationValuesOf(record) : undefined), [record]);

  const submit = async (values: AppropriationFormValues) => {
    if (!record) return;
    const saved = await update({
      id: record.id,
      values: { ...toAppropriationBody(values), version: record.version },
    }).unwrap();
    Message.success(t('appropriation.edit.saved', { code: saved.code }));
  };

  return (
    <FormDrawer<AppropriationFormValues>
      title={record ? t('appropriation.edit.title', { code: record.code }) : ''}
      visible={record !== null}
      onClose={onClose}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      width={880}
    >
      <AppropriationFields projectFixed />
    </FormDrawer>
  );
}
