import { AGREEMENT_STATUSES } from '@pm/domain/workflow/agreement-machine';
import { AgreementDetailSchema, AgreementItemSchema, ClauseSchema } from '@pm/domain/shapes/agreement';
import { Type } from 'typebox';
import { pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id, Version } from '@pm/domain/shapes/integers';
import { int32 } from '../../http/integers';
import { listQuerySchema } from '../../http/list-query';
import { FormId, FormText } from '@pm/domain/shapes/form-fields';
import { IdParams } from '../records/schema';

export const AGREEMENT_SORT_FIELDS = [
  'number',
  'signedDate',
  'expiryDate',
  'totalAmount',
  'status',
  'createdAt',
] as const;

/**
 * What the protocol page sends. Loose on purpose: `agreementForm` checks the values (with the project's amount
 * still available, read under lock), so the page and the server say the same thing under the same field.
 */
export const AgreementBody = Type.Object({
  projectId: FormId,
  partyA: FormText,
  partyB: FormText,
  signedDate: FormText,
  effectiveDate: FormText,
  expiryDate: FormText,
  totalAmount: FormText,
  instalments: Type.Array(
    Type.Object({
      plannedDate: FormText,
      amount: FormText,
      // Out of range is the form's `linkedItem` message, so any integer passes here.
      reportSeq: Type.Union([Type.Null(), int32()], { default: null }),
    }),
    { maxItems: 60, default: [] },
  ),
  reportItems: Type.Array(Type.Object({ title: FormText, dueDate: FormText }), {
    maxItems: 60,
    default: [],
  }),
  clauses: Type.Array(ClauseSchema, { maxItems: 100, default: [] }),
  fileIds: Type.Array(Id(), { maxItems: 50, default: [] }),
});

export const UpdateAgreementBody = Type.Object({
  ...AgreementBody.properties,
  version: Version,
});

export const AddFileBody = Type.Object({ fileId: Id() });

export const AgreementListQuery = listQuerySchema(AGREEMENT_SORT_FIELDS, {
  status: Type.Optional(Type.Enum(AGREEMENT_STATUSES)),
  projectId: Type.Optional(Id()),
});

const tags = ['agreements'];

export const listAgreementsRoute = {
  tags,
  summary: 'Agreements (protocols), paged (keyword: number or either party)',
  querystring: AgreementListQuery,
  response: responses(pageOf(AgreementItemSchema)),
};

export const agreementDetailRoute = {
  tags,
  summary: 'One agreement with its payment and reporting schedules (overdue items marked), clauses and files',
  params: IdParams,
  response: responses(AgreementDetailSchema),
};

export const createAgreementRoute = {
  tags,
  summary:
    "Drafts an agreement for an approved, signed or running project; its total may not exceed the project's approved amount less its other live agreements",
  body: AgreementBody,
  response: responses(AgreementDetailSchema),
};

export const updateAgreementRoute = {
  tags,
  summary: 'Edits a draft agreement (its schedules are replaced)',
  params: IdParams,
  body: UpdateAgreementBody,
  response: responses(AgreementDetailSchema),
};

export const addAgreementFileRoute = {
  tags,
  summary: 'Adds an uploaded file as the next version of the agreement’s files (not once it is terminated)',
  params: IdParams,
  body: AddFileBody,
  response: responses(AgreementDetailSchema),
};
