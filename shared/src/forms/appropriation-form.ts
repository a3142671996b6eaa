import {
  APPROPRIATION_TYPES,
  PAYMENT_METHODS,
  type AppropriationType,
  type PaymentMethod,
} from '../workflow/appropriation-machine';
import { notAbove, notInFuture, type TodayContext } from './checks';
import { defineForm } from './form-schema';
import { CHOSEN, type FieldError, type Labels } from './rules';

/**
 * An appropriation (`/project/appropriation/create`, and the edit of a rejected one): which instalment of which
 * agreement of which project it pays, how much, when and how, and to whom — the payee's bank account as it is
 * today, kept on the appropriation as a snapshot.
 */
export interface AppropriationFormValues {
  projectId: number | null;
  agreementId: number | null;
  instalmentId: number | null;
  type: AppropriationType | '';
  amount: string;
  scheduledDate: string;
  paymentMethod: PaymentMethod | '';
  payeeName: string;
  payeeBankName: string;
  payeeAccountName: string;
  payeeAccountNo: string;
  /** Lines of the project's budget this payment is charged to (optional). */
  budgetLineIds: number[];
  remark: string;
}

/**
 * What is still available, as read when the instalment was chosen (the page) or under lock (the server): the
 * amount may exceed none of them. Null: not known yet (nothing chosen), no check.
 */
export interface AppropriationContext {
  instalmentAvailable: string | null;
  agreementAvailable: string | null;
  projectAvailable: string | null;
}

export const appropriationLabels: Labels = {
  projectId: ['所属项目', 'Project'],
  agreementId: ['资助协议', 'Agreement'],
  instalmentId: ['拨付期次', 'Instalment'],
  type: ['拨款类型', 'Type'],
  amount: ['拨款金额', 'Amount'],
  scheduledDate: ['计划拨付日期', 'Scheduled date'],
  paymentMethod: ['支付方式', 'Payment method'],
  payeeName: ['收款方', 'Payee'],
  payeeBankName: ['开户银行', 'Bank'],
  payeeAccountName: ['账户名称', 'Account name'],
  payeeAccountNo: ['银行账号', 'Account number'],
  budgetLineIds: ['列支预算科目', 'Budget lines charged'],
  remark: ['备注', 'Remarks'],
  instalmentAvailable: ['本期可拨余额', "instalment's remaining amount"],
  agreementAvailable: ['协议可拨余额', "agreement's remaining amount"],
  projectAvailable: ['项目可拨余额', "project's remaining amount"],
};

function withinBalances(values: AppropriationFormValues, context: AppropriationContext): FieldError[] {
  const limits = [
    ['instalmentAvailable', context.instalmentAvailable],
    ['agreementAvailable', context.agreementAvailable],
    ['projectAvailable', context.projectAvailable],
  ] as const;
  for (const [label, limit] of limits) {
    const errors = notAbove('amount', values.amount, label, limit);
    if (errors.length > 0) return errors;
  }
  return [];
}

export const appropriationForm = defineForm<AppropriationFormValues, AppropriationContext>({
  name: 'appropriation',
  labels: appropriationLabels,
  fields: {
    projectId: [CHOSEN],
    agreementId: [CHOSEN],
    instalmentId: [CHOSEN],
    type: [CHOSEN, { kind: 'oneOf', values: APPROPRIATION_TYPES }],
    amount: [{ kind: 'required' }, { kind: 'amount' }],
    scheduledDate: [CHOSEN, { kind: 'date' }],
    paymentMethod: [CHOSEN, { kind: 'oneOf', values: PAYMENT_METHODS }],
    payeeName: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    payeeBankName: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    payeeAccountName: [{ kind: 'required' }, { kind: 'maxLength', max: 100 }],
    payeeAccountNo: [{ kind: 'required' }, { kind: 'bankAccount' }],
    remark: [{ kind: 'maxLength', max: 500 }],
  },
  checks: [{ uses: ['instalmentId', 'amount'], run: withinBalances }],
});

/** Paying a verified appropriation (one, or a batch under one bank voucher). */
export interface PaymentFormValues {
  paidDate: string;
  voucherNo: string;
  /** The bank's receipt (电子回单), uploaded first. */
  receiptFileId: number | null;
}

/** The day the payment is recorded on: it cannot be paid in the future. */
export type PaymentContext = TodayContext;

export const paymentLabels: Labels = {
  paidDate: ['支付日期', 'Paid on'],
  voucherNo: ['凭证号', 'Voucher number'],
  receiptFileId: ['银行回单', 'Bank receipt'],
  comment: ['原因', 'Reason'],
};

export const paymentForm = defineForm<PaymentFormValues, PaymentContext>({
  name: 'payment',
  labels: paymentLabels,
  fields: {
    paidDate: [CHOSEN, { kind: 'date' }],
    voucherNo: [{ kind: 'required' }, { kind: 'maxLength', max: 50 }],
  },
  checks: [notInFuture('paidDate')],
});
