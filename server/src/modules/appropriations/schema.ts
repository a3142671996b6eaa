import {
  APPROPRIATION_STATUSES,
  APPROPRIATION_TYPES,
  APPROPRIATION_VIEWS,
  PAYMENT_METHODS,
} from '@pm/domain/workflow/appropriation-machine';
import {
  AppropriationDetailSchema,
  AppropriationPageSchema,
  AppropriationBody,
  BatchResultSchema,
  UpdateAppropriationBody,
} from '@pm/domain/shapes/appropriation';
import { Type, type Static } from 'typebox';
import { IsoDate } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id, Version } from '@pm/domain/shapes/integers';
import { listQuerySchema } from '../../http/list-query';
import { workbookResponses } from '../../http/download';
import { FormId, FormText } from '@pm/domain/shapes/form-fields';
import { IdParams } from '../records/schema';

export const APPROPRIATION_SORT_FIELDS = [
  'code',
  'amount',
  'scheduledDate',
  'paidDate',
  'createdAt',
] as const;

/** An amount typed into a filter: digits with at most two decimals. */
const AmountFilter = Type.String({ pattern: '^\\d{1,16}(\\.\\d{1,2})?$', examples: ['50000'] });

const oneStatus = `(${APPROPRIATION_STATUSES.join('|')})`;

/** The list's filters; the export takes the same ones, so both show the same rows. */
const appropriationFilters = {
  view: Type.Optional(Type.Enum(APPROPRIATION_VIEWS, { description: 'Omitted: every status' })),
  status: Type.Optional(
    Type.String({
      pattern: `^${oneStatus}(,${oneStatus})*$`,
      description: "One status or several separated by commas; with a view, only the view's own count",
      examples: ['submitted', 'verified,returned'],
    }),
  ),
  projectId: Type.Optional(Id()),
  agreementId: Type.Optional(Id()),
  type: Type.Optional(Type.Enum(APPROPRIATION_TYPES)),
  paymentMethod: Type.Optional(Type.Enum(PAYMENT_METHODS)),
  amountMin: Type.Optional(AmountFilter),
  amountMax: Type.Optional(AmountFilter),
  dateFrom: Type.Optional(IsoDate),
  dateTo: Type.Optional(IsoDate),
};

export const AppropriationListQuery = listQuerySchema(APPROPRIATION_SORT_FIELDS, appropriationFilters);

export const AppropriationExportQuery = Type.Object({
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
  ...appropriationFilters,
});
export type AppropriationFilterQuery = Static<typeof AppropriationExportQuery>;

const PaymentFields = {
  paidDate: FormText,
  voucherNo: FormText,
  receiptFileId: FormId,
};

export const PayBody = Type.Object({ version: Version, ...PaymentFields });

const BatchItems = Type.Array(Type.Object({ id: Id(), version: Version }), { minItems: 1, maxItems: 200 });

export const BatchVerifyBody = Type.Object({
  items: BatchItems,
  comment: Type.String({ maxLength: 2000, default: '' }),
});

export const BatchPayBody = Type.Object({ items: BatchItems, ...PaymentFields });

export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 128,
      description: 'Repeating a create with the same key and body answers with the first result',
    }),
  ),
});

const tags = ['appropriations'];

export const listAppropriationsRoute = {
  tags,
  summary:
    'Appropriations (fund payments), paged (keyword: code, payee, project name or code), with totals of every matching row',
  querystring: AppropriationListQuery,
  response: responses(AppropriationPageSchema),
};

export const appropriationDetailRoute = {
  tags,
  summary: 'One appropriation with its instalment, budget lines, bank receipt and history',
  params: IdParams,
  response: responses(AppropriationDetailSchema),
};

export const createAppropriationRoute = {
  tags,
  summary:
    "Creates an appropriation for an instalment of an agreement in force, within the instalment's, the agreement's and the project's remaining amounts",
  headers: IdempotencyHeaders,
  body: AppropriationBody,
  response: responses(AppropriationDetailSchema),
};

export const updateAppropriationRoute = {
  tags,
  summary: 'Edits a rejected appropriation (then resubmitted by its own action)',
  params: IdParams,
  body: UpdateAppropriationBody,
  response: responses(AppropriationDetailSchema),
};

export const batchVerifyRoute = {
  tags,
  summary: 'Verifies several appropriations, each in its own transaction; says which went through',
  body: BatchVerifyBody,
  response: responses(BatchResultSchema),
};

export const batchPayRoute = {
  tags,
  summary: 'Pays several verified appropriations under one voucher, each in its own transaction',
  body: BatchPayBody,
  response: responses(BatchResultSchema),
};

export const exportAppropriationsRoute = {
  tags,
  summary:
    'The filtered appropriations as an .xlsx workbook (at most 100 000 rows), headers in the caller’s language',
  querystring: AppropriationExportQuery,
  response: workbookResponses(),
};
