import { companyFields, qualificationRules } from '../shapes/beneficiary';
import { labelsOf, rulesOfFields, type FormValuesOf } from '../shapes/field-table';
import { defineForm } from './form-schema';
import { creditCodeCheck, mobileNumbers } from './identity-checks';
import type { Labels } from './rules';

/** A company's form values: one per field of `companyFields` (`@pm/domain/shapes/beneficiary`). */
export type CompanyFormValues = FormValuesOf<typeof companyFields>;

export const companyLabels: Labels = {
  ...labelsOf(companyFields),
  'qualifications.name': ['资质名称', 'Qualification'],
  'qualifications.fileId': ['资质文件', 'Qualification file'],
  'qualifications.expiryDate': ['有效期至', 'Valid until'],
};

export const companyForm = defineForm<CompanyFormValues>({
  name: 'beneficiaryCompany',
  labels: companyLabels,
  fields: rulesOfFields(companyFields),
  lists: { qualifications: qualificationRules },
  checks: [creditCodeCheck('creditCode'), ...mobileNumbers<CompanyFormValues, undefined>('mobile')],
});
