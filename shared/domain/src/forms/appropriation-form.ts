import { appropriationFields } from '../shapes/appropriation';
import { labelsOf, rulesOfFields, type FormValuesOf } from '../shapes/field-table';
import { notAbove, notInFuture, type TodayContext } from './checks';
import { defineForm } from './form-schema';
import { CHOSEN, type FieldError, type Labels } from './rules';

/** An appropriation's form values: one per field of `appropriationFields` (`@pm/domain/shapes/appropriation`). */
export type AppropriationFormValues = FormValuesOf<typeof appropriationFields>;

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
  ...labelsOf(appropriationFields),
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
  fields: rulesOfFields(appropriationFields),
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
