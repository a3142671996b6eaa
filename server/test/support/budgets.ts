import { approveAll } from './approvals';
import type { BudgetDetail } from '@pm/domain/shapes';
import { randomUUID } from 'node:crypto';
import type { BudgetFormValues } from '@pm/domain/forms/budget-form';
import type { AppropriationStatus } from '@pm/domain/workflow/appropriation-machine';
import type { App } from '../../src/app';
import { agreementInstalments, agreements, appropriations } from '../../src/db/schema';
import { agreementValues } from '../fixtures/agreement';
import { appropriationValues, paymentValues } from '../fixtures/appropriation';
import { budgetValues } from '../fixtures/budget';
import { caller, expectStatus, insertProject } from './records';

/** Fixtures of the budget tests: projects and paid appropriations inserted directly, budgets made through the API. */

/** The detail's periods and lines as the edit form sends them back (ids kept, lines by period position). */
export function valuesOf(detail: BudgetDetail): BudgetFormValues {
  return {
    periods: detail.periods.map(({ id, name, startDate, endDate }) => ({ id, name, startDate, endDate })),
    lines: detail.lines.map((line) => ({
      id: line.id,
      periodSeq: detail.periods.findIndex((period) => period.id === line.periodId) + 1,
      category: line.category,
      name: line.name,
      plannedAmount: line.plannedAmount,
      fundSource: line.fundSource,
    })),
    remark: detail.remark,
  };
}

/**
 * An appropriation of the project in `status` (paid by default), with the minimal active agreement and instalment
 * it needs, inserted directly: the budget tests need paid money, not the payment workflow.
 */
export async function insertAppropriation(
  app: App,
  projectId: number,
  amount: string,
  status: AppropriationStatus = 'paid',
): Promise<number> {
  const suffix = randomUUID().slice(0, 8);
  const { partyA, partyB, signedDate, effectiveDate, expiryDate, totalAmount, instalments } = agreementValues(
    projectId,
    { instalments: [{ amount }] },
  );
  const [agreement] = await app.db
    .insert(agreements)
    .values({
      number: `TXY${suffix}`,
      projectId,
      partyA,
      partyB,
      signedDate,
      effectiveDate,
      expiryDate,
      totalAmount,
      status: 'active',
    })
    .returning({ id: agreements.id });
  const [instalment] = await app.db
    .insert(agreementInstalments)
    .values({ agreementId: agreement!.id, seq: 1, plannedDate: instalments[0]!.plannedDate, amount })
    .returning({ id: agreementInstalments.id });
  const values = appropriationValues({ id: agreement!.id, projectId, instalments: [instalment!] }, amount);
  const [row] = await app.db
    .insert(appropriations)
    .values({
      code: `TBK${suffix}`,
      projectId,
      agreementId: agreement!.id,
      instalmentId: instalment!.id,
      type: 'initial',
      amount,
      status,
      scheduledDate: values.scheduledDate,
      paidDate: status === 'paid' ? paymentValues().paidDate : null,
      payeeName: values.payeeName,
    })
    .returning({ id: appropriations.id });
  return row!.id;
}

/** Budget calls as one user, and the steps most tests take. */
export function budgetCalls(app: App) {
  const call = caller(app);
  return {
    call,
    /** An approved project (approved amount 1 000 000.00 unless told) and its draft budget. */
    async draft(token: string, values = budgetValues(), approvedAmount: string | null = '1000000.00') {
      const projectId = await insertProject(app, 'approved', approvedAmount);
      return expectStatus(
        await call<BudgetDetail>(token, 'POST', '/pm/budgets', { projectId, ...values }),
        200,
      );
    },
    act(token: string, budget: BudgetDetail, action: string, comment = '') {
      return call<BudgetDetail>(token, 'POST', `/pm/budgets/${budget.id}/${action}`, {
        version: budget.version,
        comment,
      });
    },
    /** Puts a draft or a revision up for approval (`POST /pm/budgets/:id/submit`) as `token`'s user. */
    submit(token: string, budget: BudgetDetail, comment = '') {
      return call<BudgetDetail>(token, 'POST', `/pm/budgets/${budget.id}/submit`, {
        version: budget.version,
        comment,
      });
    },
    /** Submits the budget as `token`'s user and approves it through its approval; answers its detail. */
    async approve(token: string, budget: BudgetDetail) {
      expectStatus(
        await call<BudgetDetail>(token, 'POST', `/pm/budgets/${budget.id}/submit`, {
          version: budget.version,
          comment: '',
        }),
        200,
      );
      await approveAll(app, 'budget', budget.id);
      return expectStatus(await call<BudgetDetail>(token, 'GET', `/pm/budgets/${budget.id}`), 200);
    },
    update(token: string, budget: BudgetDetail, values: BudgetFormValues) {
      return call<BudgetDetail>(token, 'PUT', `/pm/budgets/${budget.id}`, {
        version: budget.version,
        ...values,
      });
    },
    async detail(token: string, id: number) {
      return expectStatus(await call<BudgetDetail>(token, 'GET', `/pm/budgets/${id}`), 200);
    },
  };
}
