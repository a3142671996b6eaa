import { useMemo } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { VolunteerFormValues } from '@pm/domain/forms';
import type { VolunteerDetail } from '@pm/domain/shapes';
import { FormDrawer } from '@pm/web/ui';
import { useBusinessDate } from '@pm/web/store';
import { NS } from '../../../locale';
import { useCreateVolunteerMutation } from '../api/create-volunteer';
import { useUpdateVolunteerMutation } from '../api/update-volunteer';
import { newVolunteerValues, toVolunteerBody, volunteerValuesOf } from '../volunteer-values';
import { VolunteerFields } from './volunteer-fields';

export interface VolunteerDrawerProps {
  visible: boolean;
  /**
   * The volunteer to edit, as it was when the edit opened (its version goes with the save); none: a new one.
   */
  volunteer?: VolunteerDetail | null;
  onClose: () => void;
  /** A new volunteer was registered. */
  onCreated?: (volunteer: VolunteerDetail) => void;
}

/** Registering a volunteer, or editing one, in a side drawer (the list has no create page: the spec names none). */
export function VolunteerDrawer({ visible, volunteer, onClose, onCreated }: VolunteerDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<VolunteerFormValues>();
  const [create] = useCreateVolunteerMutation();
  const [update] = useUpdateVolunteerMutation();
  const today = useBusinessDate();
  const context = useMemo(() => ({ today, storedIdType: volunteer?.idType ?? null }), [today, volunteer]);
  const initialValues = useMemo(
    () => (volunteer ? volunteerValuesOf(volunteer) : newVolunteerValues()),
    [volunteer],
  );

  const submit = async (values: VolunteerFormValues) => {
    const body = toVolunteerBody(values);
    if (volunteer) {
      await update({ id: volunteer.id, body: { ...body, version: volunteer.version } }).unwrap();
      Message.success(t('volunteer.form.saved'));
      return;
    }
    const created = await create(body).unwrap();
    Message.success(t('volunteer.form.created', { code: created.code }));
    onCreated?.(created);
  };

  return (
    <FormDrawer<VolunteerFormValues>
      title={
        volunteer ? t('volunteer.form.editTitle', { code: volunteer.code }) : t('volunteer.form.createTitle')
      }
      visible={visible}
      onClose={onClose}
      form={form}
      initialValues={initialValues}
      onSubmit={submit}
      width={760}
    >
      <VolunteerFields context={context} maskedIdNumber={volunteer?.idNumberMasked} />
    </FormDrawer>
  );
}
