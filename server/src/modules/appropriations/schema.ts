import {
  APPROPRIATION_STATUSES,
  APPROPRIATION_TYPES,
  APPROPRIATION_VIEWS,
  PAYMENT_METHODS,
} from '@pm/shared/workflow/appropriation-machine';
import { REPORT_STATUSES } from '@pm/shared/workflow/report-machine';
import { Type, type Static } from 'typebox';
import { IsoDate, IsoDateTime, Money, nullable, pageOf, responses } from '../../http/envelope';
import { Id, Version } from '../../http/integers';
import { listQuerySchema } from '../../http/list-query';
import { downloadResponses } from '../../http/download';
import { FileRefSchema } from '../records/files';
import { FormId, FormText, IdParams, MadeBySchema } from '../records/schema';

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

export const AppropriationItem = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  agreementId: Type.Integer(),
  agreementNumber: Type.String(),
  instalmentId: Type.Integer(),
  instalmentSeq: Type.Integer(),
  type: Type.Enum(APPROPRIATION_TYPES),
  amount: Money,
  status: Type.Enum(APPROPRIATION_STATUSES),
  scheduledDate: IsoDate,
  paidDate: nullable(IsoDate),
  paymentMethod: Type.Enum(PAYMENT_METHODS),
  payeeName: Type.String(),
  voucherNo: nullable(Type.String()),
  createdByName: nullable(Type.String()),
  verifiedByName: nullable(Type.String()),
  paidByName: nullable(Type.String()),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

const Totals = Type.Object(
  {
    count: Type.Integer(),
    amount: Money,
    byStatus: Type.Array(
      Type.Object({ status: Type.Enum(APPROPRIATION_STATUSES), count: Type.Integer(), amount: Money }),
    ),
  },
  { description: 'Every row the filters match, not only this page' },
);

export const AppropriationPageSchema = Type.Object({
  ...pageOf(AppropriationItem).properties,
  totals: Totals,
});

const TimelineEntry = Type.Object({
  id: Type.Integer(),
  action: Type.String({ description: '`appropriation.<action>`' }),
  entity: Type.String(),
  entityId: Type.String(),
  userName: nullable(Type.String()),
  status: nullable(Type.String()),
  comment: nullable(Type.String()),
  createdAt: IsoDateTime,
});

export const BudgetLineRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  periodName: Type.String(),
});

export const AppropriationDetailSchema = Type.Object({
  ...AppropriationItem.properties,
  payeeBankName: Type.String(),
  payeeAccountName: Type.String(),
  payeeAccountNo: Type.String(),
  remark: Type.String(),
  budgetLines: Type.Array(BudgetLineRefSchema),
  receiptFile: nullable(FileRefSchema),
  ...MadeBySchema,
  verifiedById: nullable(Type.Integer()),
  paidById: nullable(Type.Integer()),
  verifiedAt: nullable(IsoDateTime),
  paidAt: nullable(IsoDateTime),
  instalment: Type.Object({
    seq: Type.Integer(),
    amount: Money,
    plannedDate: IsoDate,
    reportItemTitle: nullable(Type.String()),
    reportStatus: nullable(Type.Enum(REPORT_STATUSES)),
  }),
  history: Type.Array(TimelineEntry),
  updatedAt: IsoDateTime,
});

/**
 * What the create page sends. Loose on purpose: `appropriationForm` checks the values (with the balances read
 * under lock), so the page and the server say the same thing under the same field.
 */
export const AppropriationBody = Type.Object({
  projectId: FormId,
  agreementId: FormId,
  instalmentId: FormId,
  type: FormText,
  amount: FormText,
  scheduledDate: FormText,
  paymentMethod: FormText,
  payeeName: FormText,
  payeeBankName: FormText,
  payeeAccountName: FormText,
  payeeAccountNo: FormText,
  budgetLineIds: Type.Array(Id(), { maxItems: 100, default: [] }),
  remark: FormText,
});

export const UpdateAppropriationBody = Type.Object({
  ...AppropriationBody.properties,
  version: Version,
});

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

export const BatchResultSchema = Type.Object({
  succeeded: Type.Array(Type.Integer()),
  failed: Type.Array(
    Type.Object({
      id: Type.Integer(),
      code: Type.String({ description: 'The HTTP status a single call would have answered ("409")' }),
      message: Type.String(),
    }),
  ),
});

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
  response: downloadResponses('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'),
};
