import { useEffect, useMemo, useState } from 'react';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import { useTranslation } from 'react-i18next';
import type { VolunteerFormValues } from '@pm/domain/forms';
import type { VolunteerDetail } from '@pm/domain/shapes';
import { FormDrawer } from '@pm/web/ui';
import { useBusinessDate } from '@pm/web/store';
import { NS } from '../../../locale';
import { SaveFailureAlert } from '../../../shared/components/save-failure-alert';
import { volunteerDetailPath } from '../../../shared/paths';
import { saveFailureOf, type SaveFailure } from '../../../shared/save-failure';
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

/** The volunteer a 409 names (the ID number is registered): its detail page. */
const existingPath = ({ id }: { id: number }) => volunteerDetailPath(id);

/**
 * Registering a volunteer, or editing one, in a side drawer (the list has no create page: the spec names none). A
 * refused save keeps the drawer open with what was typed; a 409 names the volunteer who has the ID number, linked.
 */
export function VolunteerDrawer({ visible, volunteer, onClose, onCreated }: VolunteerDrawerProps) {
  const { t } = useTranslation(NS);
  const [form] = Form.useForm<VolunteerFormValues>();
  const [create] = useCreateVolunteerMutation();
  const [update] = useUpdateVolunteerMutation();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const today = useBusinessDate();
  const context = useMemo(() => ({ today, storedIdType: volunteer?.idType ?? null }), [today, volunteer]);
  const initialValues = useMemo(
    () => (volunteer ? volunteerValuesOf(volunteer) : newVolunteerValues()),
    [volunteer],
  );

  // Each opening starts without the last one's refusal.
  useEffect(() => {
    if (visible) setFailure(null);
  }, [visible]);

  const save = async (values: VolunteerFormValues) => {
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

  const submit = async (values: VolunteerFormValues) => {
    setFailure(null);
    try {
      await save(values);
    } catch (error) {
      setFailure(saveFailureOf(error));
      throw error; // the drawer stays open, the values kept, a 422's messages under their fields
    }
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
      <SaveFailureAlert failure={failure} detailPath={existingPath} />
      <VolunteerFields context={context} maskedIdNumber={volunteer?.idNumberMasked} />
    </FormDrawer>
  );
}
