import { useEffect, useMemo, useState } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';
import { attendForm, hoursOf, type AttendFormValues } from '@pm/domain/forms';
import type { ServiceRecord } from '@pm/domain/shapes';
import { applyFormErrors, useSchemaLabel, useSchemaRules } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useServiceActionMutation } from '../api/service-action';
import { InstantPicker } from './instant-picker';

export interface AttendModalProps {
  /** The scheduled record being marked attended; closed while null. */
  record: ServiceRecord | null;
  onClose: () => void;
}

/** Marking a record attended: its actual times (the planned ones to start from) and the hours they count as. */
export function AttendModal({ record, onClose }: AttendModalProps) {
  const { t } = useTranslation([NS, 'common']);
  const [form] = Form.useForm<AttendFormValues>();
  const [act] = useServiceActionMutation();
  const [saving, setSaving] = useState(false);
  // "Now" as of each opening: an actual end later than that is in the future.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- re-read when another record opens
  const context = useMemo(() => ({ attended: true, now: new Date().toISOString() }), [record]);
  const rules = useSchemaRules(attendForm, context, form);
  const label = useSchemaLabel(attendForm);
  const actualStart = Form.useWatch('actualStart', form) as string | undefined;
  const actualEnd = Form.useWatch('actualEnd', form) as string | undefined;
  const hours = hoursOf({ actualStart: actualStart ?? '', actualEnd: actualEnd ?? '' });

  useEffect(() => {
    if (record) form.setFieldsValue({ actualStart: record.plannedStart, actualEnd: record.plannedEnd });
  }, [record, form]);

  const submit = async () => {
    if (!record) return;
    let values: AttendFormValues;
    try {
      values = await form.validate();
    } catch {
      return;
    }
    setSaving(true);
    try {
      await act({ record, action: 'attend', times: values }).unwrap();
      Message.success(t('volunteer.service.done', { action: t('action.attend', { ns: 'common' }) }));
      onClose();
    } catch (error) {
      applyFormErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      visible={record !== null}
      title={record ? t('volunteer.service.attendTitle', { activity: record.activity }) : ''}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      okText={t('action.attend', { ns: 'common' })}
      cancelText={t('common.cancel', { ns: 'common' })}
      unmountOnExit
    >
      <Form form={form} layout="vertical">
        <Form.Item field="actualStart" label={label('actualStart')} rules={rules('actualStart')}>
          <InstantPicker />
        </Form.Item>
        <Form.Item
          field="actualEnd"
          label={label('actualEnd')}
          rules={rules('actualEnd')}
          dependencies={['actualStart']}
          extra={hours ? t('volunteer.service.hoursPreview', { hours }) : undefined}
        >
          <InstantPicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
