import { useEffect, useRef, useState, type ReactNode } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Modal from '@arco-design/web-react/es/Modal';
import Typography from '@arco-design/web-react/es/Typography';
import { applyFormErrors } from '@pm/web/ui';

export interface DecisionModalProps<Values> {
  visible: boolean;
  title: ReactNode;
  /** What the decision does, above the fields (where the record goes, who gets it). */
  summary?: ReactNode;
  okText: ReactNode;
  /** A decision that sends the record back: the confirming button says so in red. */
  danger?: boolean;
  /** The values each opening starts from. */
  initialValues: Values;
  /** Sends the decision; the dialog closes when it resolves. */
  onSubmit: (values: Values) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A decision that needs more than a click, in a dialog that asks first: its fields are checked by the shared rules,
 * a refusal of the form (422) lands under its field and keeps the dialog open; any other failure (409: someone acted
 * first) is toasted by the shared client and closes it, the data being read again. Enter in a one-line field sends.
 */
export function DecisionModal<Values>(props: DecisionModalProps<Values>) {
  const { visible, onClose } = props;
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const initial = useRef(props.initialValues);
  initial.current = props.initialValues;

  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue(initial.current as Parameters<typeof form.setFieldsValue>[0]);
  }, [visible, form]);

  const submit = async (values: Values) => {
    setBusy(true);
    try {
      await props.onSubmit(values);
      onClose();
    } catch (error) {
      if (!applyFormErrors(form, error)) onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      visible={visible}
      title={props.title}
      okText={props.okText}
      okButtonProps={{ status: props.danger ? 'danger' : undefined }}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={() => !busy && onClose()}
      escToExit
      // Arco draws dialogs 520 px wide: on a phone it keeps a margin inside the screen instead.
      style={{ maxWidth: 'calc(100vw - 32px)' }}
    >
      {props.summary && <Typography.Paragraph>{props.summary}</Typography.Paragraph>}
      <Form<Values> form={form} layout="vertical" onSubmit={(values) => void submit(values)}>
        {props.children}
        <button type="submit" hidden aria-hidden tabIndex={-1} />
      </Form>
    </Modal>
  );
}
