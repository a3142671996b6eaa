import { ApprovalLinkSchema } from './approval';
import { Type, type Static } from 'typebox';
import { CHOSEN } from '../forms/rules';
import { normalizeMoney } from '../money/money';
import {
  APPROPRIATION_STATUSES,
  APPROPRIATION_TYPES,
  PAYMENT_METHODS,
} from '../workflow/appropriation-machine';
import { REPORT_STATUSES } from '../workflow/report-machine';
import {
  bodyProperties,
  choiceField,
  customField,
  dateField,
  idField,
  moneyField,
  responseProperties,
  textField,
} from './field-table';
import { MadeBySchema } from './form-fields';
import { Id, Version } from './integers';
import { IsoDate, IsoDateTime, Money, nullable, pageOf } from './primitives';
import { FileRefSchema, TimelineEntrySchema } from './records';

const THE_PAYEE = [{ kind: 'required' }, { kind: 'maxLength', max: 100 }] as const;

/**
 * An appropriation's fields, each described once (`/project/appropriation/create`, the edit of a rejected one,
 * `POST|PUT /pm/appropriations`): which instalment of which agreement of which project it pays, how much, when and
 * how, and to whom — the payee's bank account as it is today, kept on the appropriation as a snapshot.
 */
export const appropriationFields = {
  projectId: idField(['所属项目', 'Project'], { rules: [CHOSEN], listed: true }),
  agreementId: idField(['资助协议', 'Agreement'], { rules: [CHOSEN], listed: true }),
  instalmentId: idField(['拨付期次', 'Instalment'], { rules: [CHOSEN], listed: true }),
  type: choiceField(['拨款类型', 'Type'], APPROPRIATION_TYPES, {
    rules: [CHOSEN, { kind: 'oneOf', values: APPROPRIATION_TYPES }],
    listed: true,
  }),
  amount: moneyField(['拨款金额', 'Amount'], normalizeMoney, {
    rules: [{ kind: 'required' }, { kind: 'amount' }],
    listed: true,
  }),
  scheduledDate: dateField(['计划拨付日期', 'Scheduled date'], {
    rules: [CHOSEN, { kind: 'date' }],
    listed: true,
  }),
  paymentMethod: choiceField(['支付方式', 'Payment method'], PAYMENT_METHODS, {
    rules: [CHOSEN, { kind: 'oneOf', values: PAYMENT_METHODS }],
    listed: true,
  }),
  payeeName: textField(['收款方', 'Payee'], { rules: THE_PAYEE, listed: true }),
  payeeBankName: textField(['开户银行', 'Bank'], { rules: THE_PAYEE }),
  payeeAccountName: textField(['账户名称', 'Account name'], { rules: THE_PAYEE }),
  payeeAccountNo: textField(['银行账号', 'Account number'], {
    rules: [{ kind: 'required' }, { kind: 'bankAccount' }],
    toColumn: (accountNo) => accountNo.replace(/ /g, ''),
  }),
  /** Lines of the project's budget this payment is charged to (optional); the detail names the lines. */
  budgetLineIds: customField<number[], null>(
    ['列支预算科目', 'Budget lines charged'],
    {},
    {
      body: Type.Array(Id(), { maxItems: 100, default: [] }),
      detail: null,
      column: false,
      empty: [],
      fromRecord: (record) => (record.budgetLines as { id: number }[]).map((line) => line.id),
    },
  ),
  remark: textField(['备注', 'Remarks'], { rules: [{ kind: 'maxLength', max: 500 }] }),
  purpose: textField(['用途', 'Purpose'], { rules: [{ kind: 'maxLength', max: 200 }] }),
};

/** What the create page sends; loose on purpose: the form's rules check it (with the balances read under lock). */
export const AppropriationBody = Type.Object(bodyProperties(appropriationFields));

/** An edit: the same fields and the version it was based on. */
export const UpdateAppropriationBody = Type.Object({
  ...AppropriationBody.properties,
  version: Version,
});

/** A list row: the appropriation's listed fields, its project, agreement and instalment, and who acted on it. */
export const AppropriationItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  ...responseProperties(appropriationFields, true),
  projectCode: Type.String(),
  projectName: Type.String(),
  agreementNumber: Type.String(),
  /** 1-based position of the instalment in the agreement's payment schedule. */
  instalmentSeq: Type.Integer(),
  status: Type.Enum(APPROPRIATION_STATUSES),
  paidDate: nullable(IsoDate),
  voucherNo: nullable(Type.String()),
  createdByName: nullable(Type.String()),
  verifiedByName: nullable(Type.String()),
  paidByName: nullable(Type.String()),
  version: Type.Integer(),
  createdAt: IsoDateTime,
});

const TotalsSchema = Type.Object(
  {
    count: Type.Integer(),
    amount: Money,
    byStatus: Type.Array(
      Type.Object({ status: Type.Enum(APPROPRIATION_STATUSES), count: Type.Integer(), amount: Money }),
    ),
  },
  { description: 'Every row the filters match, not only this page' },
);

/**
 * A row of the list: the item, and the caller's own pending task on its running approval (its verification), if
 * any: the unverified view's batch approves those.
 */
export const AppropriationRowSchema = Type.Object({
  ...AppropriationItemSchema.properties,
  myTaskId: nullable(Type.Integer()),
});

export const AppropriationPageSchema = Type.Object({
  ...pageOf(AppropriationRowSchema).properties,
  totals: TotalsSchema,
});

export const BudgetLineRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  category: Type.String(),
  periodName: Type.String(),
});

/** One appropriation: its row, the detail's own fields, its instalment, budget lines, bank receipt and history. */
export const AppropriationDetailSchema = Type.Object({
  ...AppropriationItemSchema.properties,
  ...responseProperties(appropriationFields, false),
  budgetLines: Type.Array(BudgetLineRefSchema),
  receiptFile: nullable(FileRefSchema),
  ...MadeBySchema,
  verifiedById: nullable(Type.Integer()),
  paidById: nullable(Type.Integer()),
  verifiedAt: nullable(IsoDateTime),
  paidAt: nullable(IsoDateTime),
  /** The instalment it pays, and the stage report that gates it, if any. */
  instalment: Type.Object({
    seq: Type.Integer(),
    amount: Money,
    plannedDate: IsoDate,
    reportItemTitle: nullable(Type.String()),
    reportStatus: nullable(Type.Enum(REPORT_STATUSES)),
  }),
  /** Every step, newest first, from the operation log. */
  history: Type.Array(TimelineEntrySchema),
  updatedAt: IsoDateTime,
  /** The approval it is in, or was last decided by (null: never submitted). */
  approval: nullable(ApprovalLinkSchema),
});

/** A batch verify or pay: each item is its own transaction; the answer says which went through. */
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

/** What may still be paid: a project with an agreement in force, and what the create page needs once one is chosen. */
export const FundableProjectSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  name: Type.String(),
  remainingAmount: Money,
});

export const FundingInstalmentSchema = Type.Object({
  id: Type.Integer(),
  seq: Type.Integer(),
  plannedDate: IsoDate,
  amount: Money,
  committedAmount: Money,
  availableAmount: Money,
  reportItemTitle: nullable(Type.String()),
  reportStatus: nullable(Type.Enum(REPORT_STATUSES)),
});

export const FundingAgreementSchema = Type.Object({
  id: Type.Integer(),
  number: Type.String(),
  partyB: Type.String(),
  totalAmount: Money,
  committedAmount: Money,
  availableAmount: Money,
  instalments: Type.Array(FundingInstalmentSchema),
});

export const ProjectFundingSchema = Type.Object({
  projectId: Type.Integer(),
  projectCode: Type.String(),
  projectName: Type.String(),
  approvedAmount: nullable(Money),
  appropriatedAmount: Money,
  paidAmount: Money,
  availableAmount: Money,
  payee: nullable(
    Type.Object({
      name: Type.String(),
      bankName: Type.String(),
      accountName: Type.String(),
      accountNo: Type.String(),
    }),
  ),
  agreements: Type.Array(FundingAgreementSchema),
  budgetLines: Type.Array(BudgetLineRefSchema),
});

export type AppropriationListItem = Static<typeof AppropriationItemSchema>;
export type AppropriationRow = Static<typeof AppropriationRowSchema>;
export type AppropriationTotals = Static<typeof TotalsSchema>;
export type AppropriationPage = Static<typeof AppropriationPageSchema>;
export type BudgetLineRef = Static<typeof BudgetLineRefSchema>;
export type AppropriationDetail = Static<typeof AppropriationDetailSchema>;
export type BatchResult = Static<typeof BatchResultSchema>;
/** A project that can be paid from (`GET /pm/appropriations/fundable-projects`): it has an active agreement. */
export type FundableProject = Static<typeof FundableProjectSchema>;
export type FundingInstalment = Static<typeof FundingInstalmentSchema>;
export type FundingAgreement = Static<typeof FundingAgreementSchema>;
/** What the create page needs once a project is chosen (`GET /pm/projects/:id/funding`). */
export type ProjectFunding = Static<typeof ProjectFundingSchema>;
