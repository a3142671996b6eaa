import type { ExpenseItem, SpendableAppropriation } from '@pm/domain/shapes';
import type { Page } from '@pm/domain/contracts';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { moneyText } from '../../db/money-sql';
import {
  appropriations,
  budgetExpenses,
  budgetLines,
  budgetPeriods,
  budgets,
  files,
  users,
} from '../../db/schema';
import { fetchPage, keywordFilter, planList } from '../../http/list-query';
import { notReversed } from './execution';
import { budgetNotFound } from './list';
import type { ExpenseListQuery } from './schema';
import { dataScopeOf, filedUnderScope } from '../../security/data-scope';

const creator = alias(users, 'creator');
const uploader = alias(users, 'uploader');
const reverser = alias(users, 'reverser');

const expenseColumns = {
  id: budgetExpenses.id,
  budgetId: budgetExpenses.budgetId,
  lineId: budgetExpenses.lineId,
  lineName: budgetLines.name,
  periodName: budgetPeriods.name,
  amount: budgetExpenses.amount,
  date: budgetExpenses.date,
  payee: budgetExpenses.payee,
  voucherNo: budgetExpenses.voucherNo,
  appropriationId: budgetExpenses.appropriationId,
  appropriationCode: appropriations.code,
  remark: budgetExpenses.remark,
  createdByName: creator.name,
  createdAt: budgetExpenses.createdAt,
  fileId: files.id,
  fileName: files.name,
  fileSize: files.size,
  fileMime: files.mime,
  fileUploadedBy: uploader.name,
  fileCreatedAt: files.createdAt,
  reversedAt: budgetExpenses.reversedAt,
  reversalReason: budgetExpenses.reversalReason,
  reversedByName: reverser.name,
};

function expenseRows(db: Executor) {
  return db
    .select(expenseColumns)
    .from(budgetExpenses)
    .innerJoin(budgetLines, eq(budgetLines.id, budgetExpenses.lineId))
    .innerJoin(budgetPeriods, eq(budgetPeriods.id, budgetLines.periodId))
    .leftJoin(appropriations, eq(appropriations.id, budgetExpenses.appropriationId))
    .leftJoin(creator, eq(creator.id, budgetExpenses.createdBy))
    .leftJoin(files, eq(files.id, budgetExpenses.fileId))
    .leftJoin(uploader, eq(uploader.id, files.uploadedBy))
    .leftJoin(reverser, eq(reverser.id, budgetExpenses.reversedBy))
    .$dynamic();
}

type ExpenseRow = Awaited<ReturnType<typeof expenseRows>>[number];

function toExpenseItem(row: ExpenseRow): ExpenseItem {
  const {
    fileId,
    fileName,
    fileSize,
    fileMime,
    fileUploadedBy,
    fileCreatedAt,
    createdAt,
    reversedAt,
    reversalReason,
    reversedByName,
    ...expense
  } = row;
  const file =
    fileId === null
      ? null
      : {
          id: fileId,
          name: fileName!,
          size: fileSize!,
          mime: fileMime!,
          version: 1,
          uploadedBy: fileUploadedBy,
          createdAt: fileCreatedAt!.toISOString(),
        };
  const reversal =
    reversedAt === null
      ? null
      : { reason: reversalReason!, reversedByName, reversedAt: reversedAt.toISOString() };
  return { ...expense, file, createdAt: createdAt.toISOString(), reversal };
}

export async function expenseItem(db: Executor, id: number): Promise<ExpenseItem> {
  const [row] = await expenseRows(db).where(eq(budgetExpenses.id, id));
  return toExpenseItem(row!);
}

/** The budget of that id, if the caller's data scope holds it. */
async function budgetInScope(db: Executor, request: FastifyRequest, budgetId: number) {
  const scope = await dataScopeOf(request, db);
  return and(eq(budgets.id, budgetId), filedUnderScope(scope, budgets.projectId, budgets.createdBy));
}

/** A budget's expenses, newest first unless sorted otherwise; 404 when the budget does not exist. */
export async function listExpenses(
  db: Executor,
  request: FastifyRequest,
  budgetId: number,
  query: Static<typeof ExpenseListQuery>,
): Promise<Page<ExpenseItem>> {
  const [budget] = await db
    .select({ id: budgets.id })
    .from(budgets)
    .where(await budgetInScope(db, request, budgetId));
  if (!budget) throw budgetNotFound(request);
  const where = and(
    eq(budgetExpenses.budgetId, budgetId),
    query.lineId ? eq(budgetExpenses.lineId, query.lineId) : undefined,
    keywordFilter(query.keyword, [budgetExpenses.payee, budgetExpenses.voucherNo]),
  );
  const plan = planList(
    query,
    { date: budgetExpenses.date, amount: budgetExpenses.amount, createdAt: budgetExpenses.createdAt },
    { field: 'date', order: 'descend' },
    budgetExpenses.id,
  );
  const total = db.select({ value: count() }).from(budgetExpenses).where(where);
  return fetchPage(expenseRows(db).where(where), total, plan, toExpenseItem);
}

/** What of an appropriation expenses already account for (reversed ones give theirs back). */
export const spentOf = sql<string>`coalesce(sum(${budgetExpenses.amount}), 0)`;

/** The paid appropriations of a budget's project with something left to record as spent, latest paid first. */
export async function spendableAppropriations(
  db: Executor,
  request: FastifyRequest,
  budgetId: number,
): Promise<SpendableAppropriation[]> {
  const [budget] = await db
    .select({ projectId: budgets.projectId })
    .from(budgets)
    .where(await budgetInScope(db, request, budgetId));
  if (!budget) throw budgetNotFound(request);
  return db
    .select({
      id: appropriations.id,
      code: appropriations.code,
      amount: appropriations.amount,
      spentAmount: moneyText(spentOf),
      availableAmount: moneyText(sql`${appropriations.amount} - ${spentOf}`),
      paidDate: appropriations.paidDate,
    })
    .from(appropriations)
    .leftJoin(budgetExpenses, and(eq(budgetExpenses.appropriationId, appropriations.id), notReversed))
    .where(and(eq(appropriations.projectId, budget.projectId), eq(appropriations.status, 'paid')))
    .groupBy(appropriations.id)
    .having(sql`${appropriations.amount} > ${spentOf}`)
    .orderBy(sql`${appropriations.paidDate} desc nulls last`, desc(appropriations.id));
}
