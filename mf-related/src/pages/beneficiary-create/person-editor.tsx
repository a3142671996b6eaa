import { useCallback, useMemo } from 'react';
import type { PersonFormContext, PersonFormValues } from '@pm/domain/forms';
import { useBusinessDate } from '@pm/web/store';
import { useSavePersonMutation } from '../../features/beneficiary/api/save-beneficiary';
import { personBody, personDuplicateCheck } from '../../features/beneficiary/beneficiary-values';
import { PersonFields } from '../../features/beneficiary/components/person-fields';
import { BeneficiaryForm } from './beneficiary-form';

export interface EditorProps<Values> {
  initialValues: Values;
  /** Editing a saved record: its id and the version its values were read at. */
  editing?: { id: number; version: number };
  onCancel: () => void;
}

/** A person's create or edit form. */
export function PersonEditor({ initialValues, editing, onCancel }: EditorProps<PersonFormValues>) {
  const today = useBusinessDate();
  const [save, { isLoading }] = useSavePersonMutation();
  const context: PersonFormContext = useMemo(
    () => ({ today, editing: editing !== undefined }),
    [today, editing],
  );
  const duplicateCheck = useCallback(
    (values: Partial<PersonFormValues>) => personDuplicateCheck(values, today, editing?.id),
    [today, editing],
  );
  const send = (values: PersonFormValues) => {
    const body = personBody(values);
    return save(editing ? { values: body, ...editing } : { values: body }).unwrap();
  };
  return (
    <BeneficiaryForm<PersonFormValues>
      type="person"
      initialValues={initialValues}
      editingId={editing?.id}
      fields={<PersonFields context={context} />}
      duplicateCheck={duplicateCheck}
      save={send}
      saving={isLoading}
      onCancel={onCancel}
    />
  );
}
