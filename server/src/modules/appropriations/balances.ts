import type { AppropriationContext } from '@pm/domain/forms/appropriation-form';
import { compareMoney, subMoney } from '@pm/domain/money/money';
import { and, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { agreementInstalments, agreements, appropriations } from '../../db/schema';
import { committing, projectBalance } from '../projects/balances';
import { lockProject } from '../../records/project-lock';
import { fieldRefusal } from '../records/refusals';
import { refusedIn } from './labels';

const total = (where?: SQL) => moneySum(appropriations.amount, where);

/** What is left of a limit, never below zero (a limit lowered after the fact leaves nothing, not a debt). */
export function remaining(limit: string | null, used: string): string {
  const left = subMoney(limit ?? '0', used);
  return compareMoney(left, '0') < 0 ? '0.00' : left;
}

export interface FundingTarget {
  projectId: number;
  agreementId: number;
  instalmentId: number;
}

/**
 * Locks what an appropriation of `target` draws on and reads what is left of it: the agreement row, then the
 * project — the order every write here follows, after the appropriation's own row. The agreement must be in force
 * and of the project, the instalment of the agreement. Appropriations of one agreement queue on its row; those of
 * one project (any agreement) on the project's row, as does a sub-project taking an allocation from it; so the
 * sums read next count every committed appropriation. What the rest of the tree does cannot shrink the project's
 * balance: its sub-projects keep within their allocations and its parent within what it has not allocated.
 */
export async function lockFunding(
  tx: Transaction,
  request: FastifyRequest,
  target: FundingTarget,
): Promise<AppropriationContext> {
  const [agreement] = await tx
    .select()
    .from(agreements)
    .where(eq(agreements.id, target.agreementId))
    .for('update');
  if (!agreement || agreement.projectId !== target.projectId) {
    throw fieldRefusal('agreementId', request.t('appropriation.agreementNotOfProject'));
  }
  if (agreement.status !== 'active') {
    throw refusedIn(request, 'appropriation.agreementClosedIn', 'agreement', agreement.status);
  }
  const [instalment] = await tx
    .select()
    .from(agreementInstalments)
    .where(
      and(
        eq(agreementInstalments.id, target.instalmentId),
        eq(agreementInstalments.agreementId, agreement.id),
      ),
    );
  if (!instalment) {
    throw fieldRefusal('instalmentId', request.t('appropriation.instalmentNotOfAgreement'));
  }
  await lockProject(tx, request, agreement.projectId);
  const [used] = await tx
    .select({
      agreement: total(),
      instalment: total(eq(appropriations.instalmentId, instalment.id)),
    })
    .from(appropriations)
    .where(and(committing, eq(appropriations.agreementId, agreement.id)));
  return {
    instalmentAvailable: remaining(instalment.amount, used?.instalment ?? '0'),
    agreementAvailable: remaining(agreement.totalAmount, used?.agreement ?? '0'),
    projectAvailable: (await projectBalance(tx, agreement.projectId)).available,
  };
}
