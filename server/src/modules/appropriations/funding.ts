import type { BudgetLineRef, FundableProject, ProjectFunding } from '@pm/domain/shapes';
import { sumMoney } from '@pm/domain/money/money';
import { and, asc, desc, eq, exists, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import {
  agreementInstalments,
  agreementReportItems,
  agreements,
  appropriations,
  beneficiaries,
  budgetLines,
  budgetPeriods,
  budgets,
  projects,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { projectFigures } from '../projects/figures';
import { keywordMatch } from '../../records/project-keyword';
import { latestReportStatuses } from '../records/report-items';
import { committing, projectBalances } from '../projects/balances';
import { remaining } from './balances';
import { dataScopeOf, projectInScope, type DataScope } from '../../security/data-scope';

const FUNDABLE_LIMIT = 20;

/** Projects with an agreement in force, matching the keyword (name or code), with what they may still receive. */
export async function fundableProjects(
  db: Executor,
  keyword: string | undefined,
  scope: DataScope,
): Promise<FundableProject[]> {
  const inForce = db
    .select({ id: agreements.id })
    .from(agreements)
    .where(and(eq(agreements.projectId, projects.id), eq(agreements.status, 'active')));
  const rows = await db
    .select({ id: projects.id, code: projects.code, name: projects.name })
    .from(projects)
    .where(and(exists(inForce), keywordMatch(keyword), projectInScope(scope)))
    .orderBy(desc(projects.id))
    .limit(FUNDABLE_LIMIT);
  const balances = await projectBalances(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    ...row,
    remainingAmount: balances.get(row.id)?.available ?? '0.00',
  }));
}

async function fundingAgreements(db: Executor, projectId: number): Promise<ProjectFunding['agreements']> {
  const inForce = await db
    .select({
      id: agreements.id,
      number: agreements.number,
      partyB: agreements.partyB,
      totalAmount: agreements.totalAmount,
    })
    .from(agreements)
    .where(and(eq(agreements.projectId, projectId), eq(agreements.status, 'active')))
    .orderBy(asc(agreements.id));
  if (inForce.length === 0) return [];
  const ids = inForce.map((agreement) => agreement.id);
  const [instalments, committed] = await Promise.all([
    db
      .select({
        id: agreementInstalments.id,
        agreementId: agreementInstalments.agreementId,
        seq: agreementInstalments.seq,
        plannedDate: agreementInstalments.plannedDate,
        amount: agreementInstalments.amount,
        reportItemId: agreementInstalments.reportItemId,
        reportItemTitle: agreementReportItems.title,
      })
      .from(agreementInstalments)
      .leftJoin(agreementReportItems, eq(agreementReportItems.id, agreementInstalments.reportItemId))
      .where(inArray(agreementInstalments.agreementId, ids))
      .orderBy(asc(agreementInstalments.agreementId), asc(agreementInstalments.seq)),
    db
      .select({
        instalmentId: appropriations.instalmentId,
        amount: moneySum(appropriations.amount),
      })
      .from(appropriations)
      .where(and(committing, inArray(appropriations.agreementId, ids)))
      .groupBy(appropriations.instalmentId),
  ]);
  const usedBy = new Map(committed.map((row) => [row.instalmentId, row.amount]));
  const reports = await latestReportStatuses(
    db,
    instalments.flatMap((row) => (row.reportItemId === null ? [] : [row.reportItemId])),
  );
  return inForce.map((agreement) => {
    const own = instalments
      .filter((row) => row.agreementId === agreement.id)
      .map(({ agreementId: _agreement, reportItemId, ...row }) => {
        const committedAmount = sumMoney([usedBy.get(row.id)]);
        return {
          ...row,
          committedAmount,
          availableAmount: remaining(row.amount, committedAmount),
          reportStatus: reportItemId === null ? null : (reports.get(reportItemId) ?? null),
        };
      });
    const committedAmount = sumMoney(own.map((row) => row.committedAmount));
    return {
      ...agreement,
      committedAmount,
      availableAmount: remaining(agreement.totalAmount, committedAmount),
      instalments: own,
    };
  });
}

/** The lines of the project's budget (whatever its status), in period then line order. */
async function projectBudgetLines(db: Executor, projectId: number): Promise<BudgetLineRef[]> {
  return db
    .select({
      id: budgetLines.id,
      name: budgetLines.name,
      category: budgetLines.category,
      periodName: budgetPeriods.name,
    })
    .from(budgetLines)
    .innerJoin(budgets, eq(budgets.id, budgetLines.budgetId))
    .innerJoin(budgetPeriods, eq(budgetPeriods.id, budgetLines.periodId))
    .where(eq(budgets.projectId, projectId))
    .orderBy(asc(budgetPeriods.seq), asc(budgetLines.sort), asc(budgetLines.id));
}

/** What the create page needs once a project is chosen. */
export async function projectFunding(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ProjectFunding> {
  const [project] = await db
    .select({
      approvedAmount: projects.approvedAmount,
      code: projects.code,
      name: projects.name,
      payeeName: beneficiaries.name,
      bankName: beneficiaries.bankName,
      accountName: beneficiaries.bankAccountName,
      accountNo: beneficiaries.bankAccountNo,
    })
    .from(projects)
    .leftJoin(beneficiaries, eq(beneficiaries.id, projects.beneficiaryId))
    .where(and(eq(projects.id, id), projectInScope(await dataScopeOf(request, db))));
  if (!project) throw notFound(request.t('project.notFound'));
  const [figures, fundingList, lines] = await Promise.all([
    projectFigures(db, [id]),
    fundingAgreements(db, id),
    projectBudgetLines(db, id),
  ]);
  const own = figures.get(id);
  return {
    projectId: id,
    projectCode: project.code,
    projectName: project.name,
    approvedAmount: project.approvedAmount,
    appropriatedAmount: own?.appropriatedAmount ?? '0.00',
    paidAmount: own?.paidAmount ?? '0.00',
    // The project's balance, as its list and detail show it and a payment is checked against.
    availableAmount: own?.remainingAmount ?? '0.00',
    payee:
      project.payeeName === null
        ? null
        : {
            name: project.payeeName,
            bankName: project.bankName ?? '',
            accountName: project.accountName ?? '',
            accountNo: project.accountNo ?? '',
          },
    agreements: fundingList,
    budgetLines: lines,
  };
}
