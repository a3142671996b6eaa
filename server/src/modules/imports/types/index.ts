import type { ImportType } from '@pm/domain/shapes/imports';
import { beneficiaryCompanyImport } from './beneficiary-company';
import { beneficiaryPersonImport } from './beneficiary-person';
import type { ImportDefinition } from './definition';
import { projectImport } from './project';
import { userImport } from './user';

/** Every import type's definition: the one place a new type is added. */
export const IMPORT_DEFINITIONS: Record<ImportType, ImportDefinition> = {
  beneficiaryPerson: beneficiaryPersonImport,
  beneficiaryCompany: beneficiaryCompanyImport,
  project: projectImport,
  user: userImport,
};
