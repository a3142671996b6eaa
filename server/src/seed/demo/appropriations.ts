import { eq, inArray } from 'drizzle-orm';
import {
  appropriationMachine,
  type AppropriationStatus,
  type AppropriationType,
  type PaymentMethod,
} from '@pm/domain/workflow/appropriation-machine';
import type { Transaction } from '../../db/client';
import { appropriations } from '../../db/schema';
import { pendingCode, recordCode } from '../../modules/records/codes';
import { DAY, DEMO_REFERENCE_DATE, isoDate, notAfterReference } from './dates';
import type { AgreementFacts, InstalmentFacts } from './agreement-facts';
import { HOUR, logSteps, makersOf, type Run, type Step } from './record-history';

/**
 * What became of an instalment's appropriation. The instalments of a running project after its first wait for
 * the stage report they are linked to: those whose report is accepted were verified, and then paid, bounced
 * (returned, waiting to be paid again) or not paid yet, in turn; the others are still submitted, but for the first
 * whose report is filed and not yet reviewed: finance rejected that one back to its author; and every other one
 * whose report is not even filed has not been requested yet (`none`): the create page has instalments to offer.
 */
type Outcome =
  Extract<AppropriationStatus, 'paid' | 'verified' | 'returned' | 'submitted' | 'rejected'> | 'none';
const ACCEPTED_TURNS: Outcome[] = ['paid', 'verified', 'returned', 'paid', 'verified'];

const RETURN_REASON = '银行退票：收款账户状态异常，请核实账户后重新支付';
const CANCEL_REASON = '计划拨付日期填写有误，作废后重新申请';

/** Mostly bank transfers, some online banking and cheques: the filters and the export have something to show. */
const METHODS: PaymentMethod[] = [
  'bank_transfer',
  'bank_transfer',
  'online_banking',
  'bank_transfer',
  'cheque',
];

interface PlannedRow {
  agreement: AgreementFacts;
  instalment: InstalmentFacts;
  values: typeof appropriations.$inferInsert;
  steps: Step[];
}

function outcomes(signed: AgreementFacts[]): Map<number, Outcome> {
  const decided = new Map<number, Outcome>();
  let accepted = 0;
  let rejected = false;
  let unfiled = 0;
  for (const agreement of signed) {
    for (const instalment of agreement.instalments) {
      let outcome: Outcome = 'paid';
      if (!agreement.completed && instalment.seq > 1) {
        if (instalment.reportStatus === 'accepted') {
          outcome = ACCEPTED_TURNS[accepted % ACCEPTED_TURNS.length]!;
          accepted += 1;
        } else if (instalment.reportStatus === 'submitted' && !rejected) {
          outcome = 'rejected';
          rejected = true;
        } else if (instalment.reportStatus === null && unfiled++ % 2 === 0) {
          outcome = 'none';
        } else {
          outcome = 'submitted';
        }
      }
      decided.set(instalment.id, outcome);
    }
  }
  return decided;
}

const typeOf = (instalment: InstalmentFacts, count: number): AppropriationType =>
  instalment.seq === 1 ? 'initial' : instalment.seq === count ? 'final' : 'interim';

const at = (time: number) => new Date(notAfterReference(time));

/**
 * One appropriation of an instalment, dated from the instalment's planned date: created a week before it
 * (later ones, still ahead, a few days before "today"), verified three days after creation, paid on the planned
 * date or up to three days later (the `position`-th row of the demo), never after "today".
 */
function plannedRow(
  agreement: AgreementFacts,
  instalment: InstalmentFacts,
  status: AppropriationStatus,
  position: number,
  createdDaysBefore = 7,
): PlannedRow {
  const planned = Date.parse(instalment.plannedDate);
  const created = Math.min(
    planned - createdDaysBefore * DAY,
    DEMO_REFERENCE_DATE - (3 + (position % 4)) * DAY,
  );
  const createdAt = at(created + 2 * HOUR);
  const verifiedAt = at(created + 3 * DAY + 4 * HOUR);
  const paidDay = Math.min(planned + (position % 4) * DAY, DEMO_REFERENCE_DATE - DAY);
  const paidAt = at(paidDay + 2 * HOUR + 30 * 60_000);
  const steps: Step[] = [['officer', 'create', createdAt, 'submitted']];
  if (['verified', 'paid', 'returned'].includes(status))
    steps.push(['finance', 'verify', verifiedAt, 'verified']);
  if (['paid', 'returned'].includes(status)) steps.push(['admin', 'pay', paidAt, 'paid']);
  if (status === 'returned') {
    steps.push(['admin', 'return', at(paidAt.getTime() + 4 * DAY + HOUR), 'returned', RETURN_REASON]);
  }
  if (status === 'rejected') {
    const reason = `${instalment.reportItemTitle ?? '阶段报告'}尚未验收通过，暂缓拨付，请验收后重新提交`;
    steps.push(['finance', 'reject', at(created + 2 * DAY + 5 * HOUR), 'rejected', reason]);
  }
  if (status === 'cancelled') {
    steps.push(['officer', 'cancel', at(created + 2 * DAY + 3 * HOUR), 'cancelled', CANCEL_REASON]);
  }
  const paid = status === 'paid' || status === 'returned';
  const paidDate = isoDate(paidDay);
  return {
    agreement,
    instalment,
    steps,
    values: {
      code: pendingCode(),
      projectId: agreement.projectId,
      agreementId: agreement.id,
      instalmentId: instalment.id,
      type: typeOf(instalment, agreement.instalments.length),
      amount: instalment.amount,
      status,
      scheduledDate: isoDate(Math.min(planned, DEMO_REFERENCE_DATE)),
      paidDate: paid ? paidDate : null,
      paymentMethod: METHODS[position % METHODS.length]!,
      payeeName: agreement.payee.name,
      payeeBankName: agreement.payee.bankName,
      payeeAccountName: agreement.payee.accountName,
      payeeAccountNo: agreement.payee.accountNo,
      voucherNo: paid ? `PZ${paidDate.replaceAll('-', '')}${String(position + 1).padStart(3, '0')}` : null,
      remark: `按协议第${instalment.seq}期拨付计划`,
      createdAt,
      updatedAt: steps.at(-1)![2],
      verifiedAt: steps.some(([, action]) => action === 'verify') ? verifiedAt : null,
      paidAt: paid ? paidAt : null,
      version: steps.length,
    },
  };
}

/**
 * Every instalment of every seeded agreement gets its appropriation (a completed agreement's all paid, a running
 * one's first paid and the later ones as `outcomes` says), for the instalment's whole amount: the sums per
 * instalment, agreement and project stay within their limits. The first completed agreement's last instalment
 * was first requested with a wrong date and cancelled (released: it does not count).
 */
function plan(signed: AgreementFacts[]): PlannedRow[] {
  const decided = outcomes(signed);
  const cancelledOn = signed.find((agreement) => agreement.completed)?.instalments.at(-1)?.id;
  const rows: PlannedRow[] = [];
  for (const agreement of signed) {
    for (const instalment of agreement.instalments) {
      if (instalment.id === cancelledOn)
        rows.push(plannedRow(agreement, instalment, 'cancelled', rows.length, 12));
      const outcome = decided.get(instalment.id)!;
      if (outcome !== 'none') rows.push(plannedRow(agreement, instalment, outcome, rows.length));
    }
  }
  return rows;
}

/**
 * Inserts the planned appropriations of the agreements that have none yet, oldest first (their codes, `BK` + year
 * + id like the server's, then follow time), with who did each step: the officer creates, finance verifies, the
 * administrator pays (four eyes), and logs the steps.
 */
export async function seedAppropriations(tx: Transaction, run: Run, signed: AgreementFacts[]): Promise<void> {
  if (signed.length === 0) return;
  const funded = await tx
    .selectDistinct({ agreementId: appropriations.agreementId })
    .from(appropriations)
    .where(
      inArray(
        appropriations.agreementId,
        signed.map((agreement) => agreement.id),
      ),
    );
  const skip = new Set(funded.map((row) => row.agreementId));
  const rows = plan(signed)
    .filter((row) => !skip.has(row.agreement.id))
    .sort((a, b) => (a.values.createdAt as Date).getTime() - (b.values.createdAt as Date).getTime());
  const who = (action: string, row: PlannedRow) => {
    const step = row.steps.find(([, name]) => name === action);
    return step ? run.userIds.get(step[0]) : null;
  };
  for (const row of rows) {
    const [inserted] = await tx
      .insert(appropriations)
      .values({
        ...row.values,
        ...makersOf(run, row.steps, appropriationMachine, true),
        verifiedBy: who('verify', row),
        paidBy: who('pay', row),
      })
      .returning({ id: appropriations.id, createdAt: appropriations.createdAt });
    const code = recordCode('BK', inserted!.id, inserted!.createdAt);
    await tx
      .update(appropriations)
      .set({ code, updatedAt: row.values.updatedAt })
      .where(eq(appropriations.id, inserted!.id));
    logSteps(
      run,
      {
        entity: 'appropriation',
        id: inserted!.id,
        projectId: row.agreement.projectId,
        label: { code, projectName: row.agreement.projectName, amount: row.values.amount },
      },
      row.steps,
    );
  }
}
