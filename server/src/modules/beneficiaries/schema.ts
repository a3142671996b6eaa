import { Type, type Static } from 'typebox';
import {
  AddClientAccountBody,
  BatchStatusBody,
  BENEFICIARY_TYPES,
  BeneficiaryAgreementSchema,
  BeneficiaryDetailSchema,
  BeneficiaryFileSchema,
  BeneficiaryFormSchema,
  BeneficiaryPageSchema,
  BeneficiaryPaymentsSchema,
  BeneficiaryProjectSchema,
  BeneficiaryReportSchema,
  ClientAccountSchema,
  CompanyBody,
  DuplicateCheckBody,
  DuplicatesSchema,
  MergeBody,
  MergePreviewSchema,
  MergeResultSchema,
  PersonBody,
  RevealedIdSchema,
  StatusActionBody,
  UpdateCompanyBody,
  UpdatePersonBody,
} from '@pm/domain/shapes/beneficiary';
import { BatchResultSchema } from '@pm/domain/shapes/appropriation';
import { Id } from '@pm/domain/shapes/integers';
import { TimelineEntrySchema } from '@pm/domain/shapes/records';
import { BENEFICIARY_STATUSES } from '@pm/domain/workflow/beneficiary-machine';
import { workbookResponses } from '../../http/download';
import { responses } from '../../http/envelope';
import { listQuerySchema } from '../../http/list-query';

const TAGS = ['beneficiaries'];

export const BENEFICIARY_SORT_FIELDS = ['name', 'type', 'areaCode', 'status', 'createdAt'] as const;

/** The list's filters (the export takes the same, without paging). */
const filters = {
  type: Type.Optional(Type.Enum(BENEFICIARY_TYPES)),
  areaCode: Type.Optional(
    Type.String({ pattern: '^\\d{6}$', description: 'A province or city takes in what is under it' }),
  ),
  status: Type.Optional(Type.Enum(BENEFICIARY_STATUSES)),
  tag: Type.Optional(
    Type.String({ maxLength: 40, description: 'A value of the vulnerability_tag dictionary' }),
  ),
  orgType: Type.Optional(Type.String({ maxLength: 40, description: 'A value of the org_type dictionary' })),
  expiring: Type.Optional(
    Type.Literal('true', {
      description: 'Only companies with a qualification expired or expiring within 30 days',
    }),
  ),
};

export const BeneficiaryListQuery = listQuerySchema(BENEFICIARY_SORT_FIELDS, filters);
export type BeneficiaryFilters = Static<typeof BeneficiaryListQuery>;

const BeneficiaryExportQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...filters,
});

export const BeneficiaryParams = Type.Object({ id: Id() });

export const listBeneficiariesRoute = {
  tags: TAGS,
  summary:
    'Beneficiaries, paged; ID number and mobile masked (keyword: any part of the name, or a whole ID number, mobile, bank account number or credit code)',
  querystring: BeneficiaryListQuery,
  response: responses(BeneficiaryPageSchema),
};

export const exportBeneficiariesRoute = {
  tags: TAGS,
  summary: 'The filtered beneficiaries as an Excel workbook (ID numbers and mobiles masked)',
  querystring: BeneficiaryExportQuery,
  response: workbookResponses(),
};

export const beneficiaryDetailRoute = {
  tags: TAGS,
  summary: 'One beneficiary: its row and the profile of its type (ID number, mobiles and account masked)',
  params: BeneficiaryParams,
  response: responses(BeneficiaryDetailSchema),
};

export const beneficiaryFormRoute = {
  tags: TAGS,
  summary:
    'What the edit opens with: the saved values in full, the ID number blank (blank keeps the stored one)',
  params: BeneficiaryParams,
  response: responses(BeneficiaryFormSchema),
};

export const revealRoute = {
  tags: TAGS,
  summary: 'The full ID number (a company: its credit code); every reveal is written to the operation log',
  params: BeneficiaryParams,
  response: responses(RevealedIdSchema),
};

export const createPersonRoute = {
  tags: TAGS,
  summary: 'Creates a person (422 with every field; 409 naming the person with the same ID type and number)',
  body: PersonBody,
  response: responses(BeneficiaryDetailSchema),
};

export const createCompanyRoute = {
  tags: TAGS,
  summary: 'Creates a company (422 with every field; 409 naming the company with the same credit code)',
  body: CompanyBody,
  response: responses(BeneficiaryDetailSchema),
};

export const updatePersonRoute = {
  tags: TAGS,
  summary: 'Edits a person (a blank ID number keeps the stored one)',
  params: BeneficiaryParams,
  body: UpdatePersonBody,
  response: responses(BeneficiaryDetailSchema),
};

export const updateCompanyRoute = {
  tags: TAGS,
  summary: 'Edits a company (its qualifications become the list sent)',
  params: BeneficiaryParams,
  body: UpdateCompanyBody,
  response: responses(BeneficiaryDetailSchema),
};

export const statusActionRoute = {
  tags: TAGS,
  summary: 'Activates or deactivates one beneficiary',
  params: BeneficiaryParams,
  body: StatusActionBody,
  response: responses(BeneficiaryDetailSchema),
};

export const batchStatusRoute = {
  tags: TAGS,
  summary:
    'Activates or deactivates several beneficiaries, each on its own: the answer says which did and why not',
  body: BatchStatusBody,
  response: responses(BatchResultSchema),
};

export const duplicateCheckRoute = {
  tags: TAGS,
  summary: 'Possible duplicates of what a create form holds: same ID, same name and birth date, same mobile',
  body: DuplicateCheckBody,
  response: responses(DuplicatesSchema),
};

export const duplicatesOfRoute = {
  tags: TAGS,
  summary: 'Possible duplicates of a saved beneficiary',
  params: BeneficiaryParams,
  response: responses(DuplicatesSchema),
};

export const mergePreviewRoute = {
  tags: TAGS,
  summary: 'Both records of a merge side by side, and how many links would move to the survivor',
  params: BeneficiaryParams,
  querystring: Type.Object({ otherId: Id() }),
  response: responses(MergePreviewSchema),
};

export const mergeRoute = {
  tags: TAGS,
  summary:
    'Merges another beneficiary into this one: the fields picked, every link and the history move here; the other becomes merged',
  params: BeneficiaryParams,
  body: MergeBody,
  response: responses(MergeResultSchema),
};

const related = <T extends Parameters<typeof responses>[0]>(summary: string, data: T) => ({
  tags: TAGS,
  summary,
  params: BeneficiaryParams,
  response: responses(data),
});

export const projectsRoute = related(
  'The projects it benefits from, and their sub-projects',
  Type.Array(BeneficiaryProjectSchema),
);
export const paymentsRoute = related(
  'The appropriations of its projects, newest first, with the sums paid and pending',
  BeneficiaryPaymentsSchema,
);
export const agreementsRoute = related(
  'The agreements of its projects',
  Type.Array(BeneficiaryAgreementSchema),
);
export const reportsRoute = related('The stage reports of its projects', Type.Array(BeneficiaryReportSchema));
export const filesRoute = related(
  'Its files: the consent form, qualifications, attachments',
  Type.Array(BeneficiaryFileSchema),
);
export const timelineRoute = related('Its operation log, newest first', Type.Array(TimelineEntrySchema));
export const clientAccountsRoute = related(
  'The phones that sign in to the client portal as it',
  Type.Array(ClientAccountSchema),
);

export const addClientAccountRoute = {
  tags: TAGS,
  summary: 'Links a phone to it for the client portal',
  params: BeneficiaryParams,
  body: AddClientAccountBody,
  response: responses(ClientAccountSchema),
};

export const removeClientAccountRoute = {
  tags: TAGS,
  summary: 'Unlinks a phone from it',
  params: Type.Object({ id: Id(), accountId: Id() }),
  response: responses(Type.Null()),
};
