import { useEffect, useState, type ReactNode } from 'react';
import Drawer from '@arco-design/web-react/es/Drawer';
import Form, { type FormInstance } from '@arco-design/web-react/es/Form';
import { useTranslation } from 'react-i18next';
import { useCloseGuard } from './close-guard';
import { applyFormErrors } from './form-rules';
import { useHeldWhileHidden } from './use-held-while-hidden';

export interface FormDrawerProps<Values> {
  title: ReactNode;
  visible: boolean;
  onClose: () => void;
  form: FormInstance<Values>;
  /** Saves the values; the drawer closes when it resolves and stays open, values kept, when it rejects. */
  onSubmit: (values: Values) => Promise<unknown>;
  okText?: ReactNode;
  width?: number;
  /** The values the form opens with (an edited record); each opening starts from them. */
  initialValues?: Partial<Values>;
  children: ReactNode;
}

/**
 * A form in a side drawer: Save validates, shows its loading state and submits; a refused form (422) puts the
 * server's messages under the fields; closing with changes not saved or a file still uploading (Esc, ×, the mask,
 * Cancel) asks first (`useCloseGuard`).
 */
export function FormDrawer<Values>(props: FormDrawerProps<Values>) {
  const { t } = useTranslation('common');
  const { form, visible, onClose } = props;
  const [saving, setSaving] = useState(false);
  // Set by the form's onChange, which Arco fires for the user's edits only (not for setFieldsValue).
  const [dirty, setDirty] = useState(false);
  const { requestClose, guard, modalHolder } = useCloseGuard(onClose, dirty);
  // What the drawer showed when it was closed stays through its closing animation (the page clears its record).
  const shown = useHeldWhileHidden(
    { title: props.title, children: props.children, initialValues: props.initialValues },
    visible,
  );

  // Each opening starts clean from the initial values, whatever the form held when it was last closed.
  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    setDirty(false);
  }, [visible, form]);

  const submit = async () => {
    let values: Values;
    try {
      values = await form.validate();
    } catch {
      return; // Arco shows each field's message and scrolls to the first
    }
    setSaving(true);
    try {
      await props.onSubmit(values);
      setDirty(false);
      onClose();
    } catch (error) {
      applyFormErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const askToClose = () => {
    if (!saving) requestClose();
  };

  return (
    <>
      {modalHolder}
      <Drawer
        title={shown.title}
        visible={visible}
        width={props.width ?? 720}
        unmountOnExit
        onOk={() => void submit()}
        onCancel={askToClose}
        okText={props.okText ?? t('common.save')}
        cancelText={t('common.cancel')}
        confirmLoading={saving}
      >
        <Form<Values>
          form={form}
          layout="vertical"
          initialValues={shown.initialValues}
          scrollToFirstError
          onChange={() => setDirty(true)}
          onSubmit={() => void submit()}
        >
          {guard(shown.children)}
          {/* Enter in a single-line field submits the form, as it does in any form. */}
          <button type="submit" hidden aria-hidden tabIndex={-1} />
        </Form>
      </Drawer>
    </>
  );
}
