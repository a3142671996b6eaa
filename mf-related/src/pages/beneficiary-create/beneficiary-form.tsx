import { useMemo, useState, type ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import {
  BENEFICIARY_TYPES,
  type BeneficiaryDetail,
  type BeneficiaryType,
  type DuplicateCheck,
} from '@pm/domain/shapes';
import { applyFormErrors } from '@pm/web/ui';
import { DuplicateWarning } from '../../features/beneficiary/components/duplicate-warning';
import { beneficiaryDetailPath } from '../../shared/paths';
import { NS } from '../../locale';
import { SaveFailureAlert } from '../../shared/components/save-failure-alert';
import { saveFailureOf, type ExistingRecord, type SaveFailure } from '../../shared/save-failure';

export interface BeneficiaryFormProps<Values> {
  type: BeneficiaryType;
  initialValues: Values;
  /** Editing: the saved record's id (for the duplicates check to leave it out). */
  editingId?: number;
  /** The type's fields (`PersonFields`, `CompanyFields`). */
  fields: ReactNode;
  /** What to ask the duplicates check about the values typed so far (null: nothing yet). */
  duplicateCheck: (values: Partial<Values>) => DuplicateCheck | null;
  /** Sends the values (a create or an edit); rejects with the server's error. */
  save: (values: Values) => Promise<BeneficiaryDetail>;
  saving: boolean;
  onCancel: () => void;
}

/** The beneficiary a 409 names: its kind's detail page. */
const existingPath = ({ type, id }: ExistingRecord) =>
  (BENEFICIARY_TYPES as readonly string[]).includes(type ?? '')
    ? beneficiaryDetailPath(type as BeneficiaryType, id)
    : null;

/**
 * A beneficiary's form: its fields checked as typed, "possible duplicates" above them as they fill, and on a
 * refusal the server's messages under their fields (422) or the record it clashes with (409). What was typed
 * stays in the form whatever the answer; a saved record opens its detail.
 */
export function BeneficiaryForm<Values>(props: BeneficiaryFormProps<Values>) {
  const { type, initialValues, editingId, duplicateCheck, save } = props;
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [failure, setFailure] = useState<SaveFailure | null>(null);
  const [values, setValues] = useState<Partial<Values>>(initialValues);
  const check = useMemo(() => duplicateCheck(values), [duplicateCheck, values]);

  const submit = async (submitted: Values) => {
    setFailure(null);
    try {
      const saved = await save(submitted);
      Message.success(
        t(editingId ? 'beneficiary.form.saved' : 'beneficiary.form.created', { name: saved.name }),
      );
      navigate(beneficiaryDetailPath(type, saved.id));
    } catch (error) {
      applyFormErrors(form, error);
      setFailure(saveFailureOf(error));
    }
  };

  return (
    <Form<Values>
      // Both kinds' forms are on the page at once: their controls' ids must differ.
      id={type}
      form={form}
      layout="vertical"
      initialValues={initialValues}
      scrollToFirstError
      onSubmit={submit}
      onValuesChange={(_, all) => setValues(all)}
      aria-label={t(editingId ? `beneficiary.form.editKind.${type}` : `beneficiary.create.${type}`)}
    >
      <SaveFailureAlert failure={failure} detailPath={existingPath} />
      <DuplicateWarning check={check} />
      {props.fields}
      <Space wrap>
        <Button type="primary" htmlType="submit" loading={props.saving}>
          {t('beneficiary.form.submit')}
        </Button>
        <Button onClick={props.onCancel}>{t('beneficiary.form.cancel')}</Button>
      </Space>
    </Form>
  );
}
