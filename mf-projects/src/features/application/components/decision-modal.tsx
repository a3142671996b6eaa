import { useEffect, useState } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Input from '@arco-design/web-react/es/Input';
import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';
import type { ApplicationDetail } from '@pm/domain/shapes';
import { applicationApproveForm, reviewCommentForm } from '@pm/domain/forms';
import { AmountInput, applyFormErrors, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import type { ApplicationActionBody } from '../api/application-action';

/** The reviewer's decisions that need more than a click. */
export type Decision = 'approve' | 'reject' | 'rework';

interface DecisionValues {
  approvedAmount?: string;
  comment?: string;
}

function ApproveFields({ amountRequested }: { amountRequested: string }) {
  const rules = useSchemaRules(applicationApproveForm, { amountRequested });
  const label = useSchemaLabel(applicationApproveForm);
  return (
    <>
      <Form.Item field="approvedAmount" label={label('approvedAmount')} rules={rules('approvedAmount')}>
        <AmountInput />
      </Form.Item>
      <Form.Item field="comment" label={label('comment')} rules={rules('comment')}>
        <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 3 }} />
      </Form.Item>
    </>
  );
}

function CommentField() {
  const rules = useSchemaRules(reviewCommentForm);
  const label = useSchemaLabel(reviewCommentForm);
  return (
    <Form.Item field="comment" label={label('comment')} rules={rules('comment')}>
      <Input.TextArea maxLength={500} showWordLimit autoSize={{ minRows: 3 }} />
    </Form.Item>
  );
}

export interface DecisionModalProps {
  application: ApplicationDetail;
  /** The decision being taken; the modal is closed while undefined. */
  decision: Decision | undefined;
  onClose: () => void;
  onDecide: (decision: Decision, body: Omit<ApplicationActionBody, 'version'>) => Promise<unknown>;
}

/**
 * Approving names the amount granted (prefilled with the amount requested); rejecting and asking for rework need a
 * comment. A refusal of the form by the server lands under its field; any other failure closes the modal.
 */
export function DecisionModal({ application, decision, onClose, onDecide }: DecisionModalProps) {
  const { t } = useTranslation('common');
  const [form] = Form.useForm<DecisionValues>();
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!decision) return;
    form.resetFields();
    form.setFieldsValue(
      decision === 'approve' ? { approvedAmount: application.amountRequested, comment: '' } : { comment: '' },
    );
  }, [decision, application.amountRequested, form]);

  const decide = async (values: DecisionValues) => {
    if (!decision) return;
    const comment = values.comment?.trim() ?? '';
    setBusy(true);
    try {
      await onDecide(
        decision,
        decision === 'approve' ? { approvedAmount: values.approvedAmount ?? '', comment } : { comment },
      );
      onClose();
    } catch (error) {
      if (!applyFormErrors(form, error)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible={Boolean(decision)}
      title={decision ? t(`action.${decision}`) : null}
      okText={decision ? t(`action.${decision}`) : undefined}
      okButtonProps={{ status: decision === 'approve' ? 'success' : 'danger' }}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      escToExit
    >
      <Form form={form} layout="vertical" onSubmit={decide}>
        {decision === 'approve' ? (
          <ApproveFields amountRequested={application.amountRequested} />
        ) : (
          <CommentField />
        )}
      </Form>
    </Modal>
  );
}
