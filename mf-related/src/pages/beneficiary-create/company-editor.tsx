import { useCallback } from 'react';
import type { CompanyFormValues } from '@pm/domain/forms';
import { useSaveCompanyMutation } from '../../features/beneficiary/api/save-beneficiary';
import { companyBody, companyDuplicateCheck } from '../../features/beneficiary/beneficiary-values';
import { CompanyFields } from '../../features/beneficiary/components/company-fields';
import { BeneficiaryForm } from './beneficiary-form';
import type { EditorProps } from './person-editor';

/** A company's create or edit form. */
export function CompanyEditor({ initialValues, editing, onCancel }: EditorProps<CompanyFormValues>) {
  const [save, { isLoading }] = useSaveCompanyMutation();
  const duplicateCheck = useCallback(
    (values: Partial<CompanyFormValues>) => companyDuplicateCheck(values, editing?.id),
    [editing],
  );
  const send = (values: CompanyFormValues) => {
    const body = companyBody(values);
    return save(editing ? { values: body, ...editing } : { values: body }).unwrap();
  };
  return (
    <BeneficiaryForm<CompanyFormValues>
      type="company"
      initialValues={initialValues}
      editingId={editing?.id}
      fields={<CompanyFields />}
      duplicateCheck={duplicateCheck}
      save={send}
      saving={isLoading}
      onCancel={onCancel}
    />
  );
}
