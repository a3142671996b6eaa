import { useEffect, useMemo, useState } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';
import { emptyBorrowValues, materialBorrowForm, type MaterialBorrowValues } from '@pm/domain/forms';
import type { MaterialDetail } from '@pm/domain/shapes';
import { useBusinessDate } from '@pm/web/store';
import { applyFormErrors, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';

export interface BorrowModalProps {
  entry: MaterialDetail;
  visible: boolean;
  onClose: () => void;
  /** Lends the entry out; the dialog closes when it resolves and keeps what was typed when it rejects. */
  onBorrow: (values: MaterialBorrowValues) => Promise<unknown>;
}

/** Lending an entry out: who has it, what for, until when (checked by the form the server runs). */
export function BorrowModal({ entry, visible, onClose, onBorrow }: BorrowModalProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<MaterialBorrowValues>();
  const [saving, setSaving] = useState(false);
  const today = useBusinessDate();
  const context = useMemo(() => ({ today }), [today]);
  const rules = useSchemaRules(materialBorrowForm, context, form);
  const label = useSchemaLabel(materialBorrowForm);
  const item = (field: keyof MaterialBorrowValues) => ({ field, label: label(field), rules: rules(field) });

  useEffect(() => {
    if (visible) form.resetFields();
  }, [visible, form]);

  const submit = async () => {
    let values: MaterialBorrowValues;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await onBorrow(values);
      onClose();
    } catch (error) {
      applyFormErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('material.borrow.title', { code: entry.code })}
      visible={visible}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t('action.borrow', { ns: 'common' })}
      cancelText={t('common.cancel', { ns: 'common' })}
      style={{ width: 'min(520px, calc(100vw - 24px))' }}
      unmountOnExit
    >
      <Form<MaterialBorrowValues>
        form={form}
        layout="vertical"
        initialValues={emptyBorrowValues()}
        onSubmit={() => void submit()}
      >
        <Form.Item {...item('borrower')}>
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item {...item('purpose')}>
          <Input.TextArea maxLength={200} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
        <Form.Item {...item('dueOn')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(date) => date.format('YYYY-MM-DD') < today} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
