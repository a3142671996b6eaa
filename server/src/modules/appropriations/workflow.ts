import type { AppropriationDetail } from '@pm/domain/shapes';
import { appropriationForm, type PaymentFormValues } from '@pm/domain/forms/appropriation-form';
import { appropriationFields } from '@pm/domain/shapes/appropriation';
import { valuesOfRecord } from '@pm/domain/shapes/field-table';
import {
  APPROPRIATION_REASON_ACTIONS,
  appropriationMachine,
  type AppropriationAction,
} from '@pm/domain/workflow/appropriation-machine';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { agreementInstalments, agreementReportItems, appropriations } from '../../db/schema';
import { conflict, forbidden } from '../../http/errors';
import { staffOf } from '../../plugins/auth';
import { assertMayAttach } from '../files/access';
import { archiveRecord } from '../materials/archive-record';
import { assertPayable } from '../partners/blacklist-guards';
import { takeStepIn, type RecordWorkflow, type StepEffect, type StepInput } from '../records/workflow-step';
import { approversOf } from '../../approvals/link';
import { appropriationDetail, chargedLines, latestReportStatus } from './detail';
import { assertFundable, lockAppropriation, type AppropriationRow } from './write';

/** An action's body: the version and reason of every step, and the payment's fields when paying. */
export type ActionInput = StepInput & Partial<PaymentFormValues>;

export const appropriationWorkflow: RecordWorkflow<
  AppropriationRow,
  AppropriationAction,
  AppropriationDetail
> = {
  entity: 'appropriation',
  machine: appropriationMachine,
  needsReason: APPROPRIATION_REASON_ACTIONS,
  lock: lockAppropriation,
  save: async (tx, id, columns) =>
    (await tx.update(appropriations).set(columns).where(eq(appropriations.id, id)).returning())[0]!,
  detail: appropriationDetail,
};

/**
 * The stage-report gate: an instalment linked to a reporting item is verified only once the latest report filed
 * against that item has been accepted (an accepted report is final, so what is read here stays true).
 */
async function assertReportAccepted(tx: Transaction, request: FastifyRequest, instalmentId: number) {
  const [gate] = await tx
    .select({
      itemId: agreementReportItems.id,
      title: agreementReportItems.title,
    })
    .from(agreementInstalments)
    .innerJoin(agreementReportItems, eq(agreementReportItems.id, agreementInstalments.reportItemId))
    .where(eq(agreementInstalments.id, instalmentId));
  if (!gate || (await latestReportStatus(tx, gate.itemId)) === 'accepted') return;
  throw conflict(request.t('appropriation.reportNotAccepted', { title: gate.title }));
}

/**
 * The form's balance check alone: a resubmitted appropriation was valid when saved (an older row may lack what
 * the form asks for today, such as the payee's bank), and what may have changed since is what is left to pay.
 */
const balanceCheck = {
  ...appropriationForm,
  fields: { instalmentId: appropriationForm.fields.instalmentId, amount: appropriationForm.fields.amount },
};

/** A resubmitted appropriation counts again: the balances are checked as at its creation. */
async function assertStillFundable(tx: Transaction, request: FastifyRequest, row: AppropriationRow) {
  const values = valuesOfRecord(appropriationFields, {
    ...row,
    budgetLines: await chargedLines(tx, row.id),
  });
  await assertFundable(tx, request, values, balanceCheck);
}

/**
 * Four eyes: whoever verified an appropriation — its last approver, or anyone who approved it on the way — does
 * not pay it (the database's CHECK is the backstop for the last one).
 */
async function assertNotVerifier(
  tx: Transaction,
  request: FastifyRequest,
  row: AppropriationRow,
  userId: number,
) {
  const approvers = await approversOf(tx, 'appropriation', row.id);
  if (row.verifiedBy !== userId && !approvers.includes(userId)) return;
  throw forbidden(request, request.t('appropriation.verifierCannotPay'));
}

export const paymentOf = (input: ActionInput): PaymentFormValues => ({
  paidDate: input.paidDate ?? '',
  voucherNo: input.voucherNo ?? '',
  receiptFileId: input.receiptFileId ?? null,
});

/**
 * What each step does beyond moving the appropriation. Verifying passes the report gate and records the verifier;
 * resubmitting checks the balances again (agreement, then projects, locked after the row); paying checks four
 * eyes, records the payment and archives its receipt.
 */
export function appropriationEffect(
  request: FastifyRequest,
  action: AppropriationAction,
  input: ActionInput,
  paidInThisBatch: readonly number[],
): StepEffect<AppropriationRow> {
  const userId = staffOf(request).userId;
  const payment = paymentOf(input);
  return async (tx, row) => {
    // Nothing moves towards paying a blacklisted partner (verify, resubmit, pay); cancelling and rejecting may.
    if (action === 'verify' || action === 'resubmit' || action === 'pay') {
      await assertPayable(tx, request, row.agreementId, row.payeeName);
    }
    switch (action) {
      case 'verify':
        await assertReportAccepted(tx, request, row.instalmentId);
        return { verifiedBy: userId, verifiedAt: new Date() };
      case 'resubmit':
        await assertStillFundable(tx, request, row);
        return {};
      case 'pay': {
        await assertNotVerifier(tx, request, row, userId);
        const receipt = payment.receiptFileId === null ? [] : [payment.receiptFileId];
        if (payment.receiptFileId !== null) {
          const target = {
            kind: 'appropriation',
            id: row.id,
            field: 'receiptFileId',
            alsoOn: paidInThisBatch,
          } as const;
          await assertMayAttach(tx, request, target, [payment.receiptFileId]);
        }
        await archiveRecord(tx, { id: userId }, { entity: 'appropriation', id: row.id, fileIds: receipt });
        return {
          paidDate: payment.paidDate,
          voucherNo: payment.voucherNo.trim(),
          receiptFileId: payment.receiptFileId,
          paidBy: userId,
          paidAt: new Date(),
        };
      }
      default:
        return {};
    }
  };
}

/** A step inside the caller's transaction: the approval engine drives verification, rejection and withdrawal so. */
export function stepAppropriation(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  action: AppropriationAction,
  comment = '',
): Promise<AppropriationRow> {
  const input = { comment };
  return takeStepIn(
    tx,
    request,
    appropriationWorkflow,
    id,
    action,
    input,
    appropriationEffect(request, action, input, []),
  );
}
