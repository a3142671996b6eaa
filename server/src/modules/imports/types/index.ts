import type { ImportType } from '@pm/domain/shapes/imports';
import { beneficiaryCompanyImport } from './beneficiary-company';
import { beneficiaryPersonImport } from './beneficiary-person';
import type { ImportDefinition } from './definition';
import { partnerImport } from './partner';
import { volunteerHoursImport } from './volunteer-hours';
import { volunteerImport } from './volunteer';
import { projectImport } from './project';
import { userImport } from './user';

/** Every import type's definition: the one place a new type is added. */
export const IMPORT_DEFINITIONS: Record<ImportType, ImportDefinition> = {
  beneficiaryPerson: beneficiaryPersonImport,
  beneficiaryCompany: beneficiaryCompanyImport,
  partner: partnerImport,
  volunteer: volunteerImport,
  volunteerHours: volunteerHoursImport,
  project: projectImport,
  user: userImport,
};
