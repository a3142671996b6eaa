import { useEffect, useMemo, useState, type ReactNode } from 'react';
import DatePicker from '@arco-design/web-react/es/DatePicker';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';
import { paymentForm, type PaymentFormValues } from '@pm/domain/forms';
import { useBusinessDate } from '@pm/web/store';
import { FileUpload, applyFormErrors, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';

/** The bank's receipt: a scan or the PDF the bank issues. */
const RECEIPT_TYPES = '.pdf,.jpg,.jpeg,.png';

interface PaymentFields {
  paidDate: string;
  voucherNo: string;
  /** The upload control's list; one receipt at most goes with the payment. */
  receiptFileIds: number[];
}

export interface PaymentModalProps {
  visible: boolean;
  title: ReactNode;
  /** What is being paid (one appropriation, or the count and sum of a batch). */
  summary: ReactNode;
  okText: ReactNode;
  /** Pays; the modal closes when it resolves and stays open, values kept, when it rejects. */
  onSubmit: (values: PaymentFormValues) => Promise<unknown>;
  onClose: () => void;
}

/** Records a payment: the day it left (not in the future), the voucher number and, if there is one, the receipt. */
export function PaymentModal({ visible, title, summary, okText, onSubmit, onClose }: PaymentModalProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<PaymentFields>();
  // The business date, as the server reads it: a payment is not made in the future (`notInFuture`).
  const today = useBusinessDate();
  const context = useMemo(() => ({ today }), [today]);
  const rules = useSchemaRules(paymentForm, context, form);
  const label = useSchemaLabel(paymentForm);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (visible) form.setFieldsValue({ paidDate: today, voucherNo: '', receiptFileIds: [] });
  }, [visible, form, today]);

  const oneReceipt = {
    validator(ids: number[] | undefined, callback: (error?: string) => void) {
      callback((ids ?? []).length > 1 ? t('appropriation.pay.oneReceipt') : undefined);
    },
  };

  const submit = async () => {
    let values: PaymentFields;
    try {
      values = await form.validate();
    } catch {
      return; // each field shows its message
    }
    setSaving(true);
    try {
      await onSubmit({
        paidDate: values.paidDate,
        voucherNo: values.voucherNo.trim(),
        receiptFileId: values.receiptFileIds?.[0] ?? null,
      });
      onClose();
    } catch (error) {
      // A 422 lands under its fields; other refusals were toasted by the shared http.
      applyFormErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={title}
      visible={visible}
      onOk={() => void submit()}
      onCancel={() => !saving && onClose()}
      okText={okText}
      cancelText={t('common.cancel', { ns: 'common' })}
      confirmLoading={saving}
      unmountOnExit
      style={{ width: 560 }}
    >
      <div style={{ marginBottom: 16 }}>{summary}</div>
      <Form<PaymentFields> form={form} layout="vertical" onSubmit={() => void submit()}>
        <Form.Item field="paidDate" label={label('paidDate')} rules={rules('paidDate')}>
          <DatePicker style={{ width: '100%' }} disabledDate={(day) => day.format('YYYY-MM-DD') > today} />
        </Form.Item>
        <Form.Item field="voucherNo" label={label('voucherNo')} rules={rules('voucherNo')}>
          <Input maxLength={50} autoComplete="off" />
        </Form.Item>
        <Form.Item field="receiptFileIds" label={label('receiptFileId')} rules={[oneReceipt]}>
          <FileUpload accept={RECEIPT_TYPES} />
        </Form.Item>
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
