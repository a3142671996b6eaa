import { budgetForm, type BudgetFormValues } from '@pm/domain/forms/budget-form';
import { formErrorMessages } from '@pm/domain/forms/form-schema';
import type { FieldError } from '@pm/domain/forms/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Transaction } from '../../db/client';
import {
  appropriationBudgetLines,
  appropriations,
  budgetExpenses,
  dictItems,
  type budgetLines,
  type budgetPeriods,
} from '../../db/schema';
import { AppError, conflict } from '../../http/errors';
import { requestLocale } from '../../http/locale';

type PeriodRow = typeof budgetPeriods.$inferSelect;
type LineRow = typeof budgetLines.$inferSelect;

/** A refused plan, shaped like `assertForm`'s answer: each field with the form's own message. */
function refusePlan(request: FastifyRequest, errors: FieldError[]): AppError {
  const messages = formErrorMessages(budgetForm, errors, requestLocale(request));
  return new AppError(422, messages[0]!.message, undefined, { errors: messages });
}

/** Categories and fund sources come from their dictionaries (`budget_category`, `fund_source`). */
export async function assertDictionaryValues(
  tx: Transaction,
  request: FastifyRequest,
  values: BudgetFormValues,
): Promise<void> {
  const items = await tx
    .select({ code: dictItems.dictCode, value: dictItems.value })
    .from(dictItems)
    .where(inArray(dictItems.dictCode, ['budget_category', 'fund_source']));
  const known = new Set(items.map((item) => `${item.code}:${item.value}`));
  const errors = values.lines.flatMap((line, index): FieldError[] => [
    ...(known.has(`budget_category:${line.category}`)
      ? []
      : [{ field: `lines[${index}].category`, message: 'oneOf' as const }]),
    ...(known.has(`fund_source:${line.fundSource}`)
      ? []
      : [{ field: `lines[${index}].fundSource`, message: 'oneOf' as const }]),
  ]);
  if (errors.length > 0) throw refusePlan(request, errors);
}

/** Rows sent with an id must be this budget's, each once: anything else is a stale or forged page. */
export function assertOwnIds(
  request: FastifyRequest,
  list: 'periods' | 'lines',
  sent: readonly { id?: number | null }[],
  stored: readonly { id: number }[],
): void {
  const own = new Set(stored.map((row) => row.id));
  const seen = new Set<number>();
  sent.forEach((row, index) => {
    if (row.id === undefined || row.id === null) return;
    if (!own.has(row.id) || seen.has(row.id)) {
      const field = `${list}[${index}]`;
      const message = request.t('budget.rowGone', { row: index + 1 });
      throw new AppError(422, message, undefined, { errors: [{ field, message }] });
    }
    seen.add(row.id);
  });
}

interface LineUse {
  expenseCount: number;
  firstDate: string | null;
  lastDate: string | null;
  /** An appropriation charged to the line (its code), if any. */
  chargedBy: string | null;
}

/** What each of a budget's lines is used by: its expenses and the appropriations charged to it. */
async function lineUses(tx: Transaction, budgetId: number, lineIds: number[]): Promise<Map<number, LineUse>> {
  const spent = await tx
    .select({
      lineId: budgetExpenses.lineId,
      count: sql<number>`count(*)::int`,
      firstDate: sql<string>`min(${budgetExpenses.date})::text`,
      lastDate: sql<string>`max(${budgetExpenses.date})::text`,
    })
    .from(budgetExpenses)
    .where(eq(budgetExpenses.budgetId, budgetId))
    .groupBy(budgetExpenses.lineId);
  const charged =
    lineIds.length === 0
      ? []
      : await tx
          .select({ lineId: appropriationBudgetLines.budgetLineId, code: appropriations.code })
          .from(appropriationBudgetLines)
          .innerJoin(appropriations, eq(appropriations.id, appropriationBudgetLines.appropriationId))
          .where(inArray(appropriationBudgetLines.budgetLineId, lineIds));
  return new Map(
    lineIds.map((id) => {
      const own = spent.find((row) => row.lineId === id);
      return [
        id,
        {
          expenseCount: own?.count ?? 0,
          firstDate: own?.firstDate ?? null,
          lastDate: own?.lastDate ?? null,
          chargedBy: charged.find((row) => row.lineId === id)?.code ?? null,
        },
      ];
    }),
  );
}

export interface PlanChange {
  periods: PeriodRow[];
  lines: LineRow[];
  values: BudgetFormValues;
  /** The period each kept line is in after the change (by the position `periodSeq` names). */
  newPeriodOf: (line: LineRow) => number | null;
}

/**
 * What money has already touched stays: a period or line with expenses is not removed, a line with expenses does
 * not move to another period, a period keeps the dates of its expenses, and a line an appropriation is charged to
 * is not removed. Each refusal is a 409 naming the period or line.
 */
export async function assertSpentRowsKept(
  tx: Transaction,
  request: FastifyRequest,
  budgetId: number,
  change: PlanChange,
): Promise<void> {
  const { periods, lines, values } = change;
  const uses = await lineUses(
    tx,
    budgetId,
    lines.map((line) => line.id),
  );
  const usageOf = (line: LineRow) => uses.get(line.id)!;
  const keptLines = new Set(values.lines.flatMap((line) => (line.id ? [line.id] : [])));
  for (const period of periods) {
    const spentLines = lines.filter((line) => line.periodId === period.id && usageOf(line).expenseCount > 0);
    if (spentLines.length === 0) continue;
    const sent = values.periods.find((row) => row.id === period.id);
    if (!sent) {
      throw conflict(request.t('budget.periodHasExpenses', { name: period.name }));
    }
    const first = spentLines.map((line) => usageOf(line).firstDate!).sort()[0]!;
    const last = spentLines
      .map((line) => usageOf(line).lastDate!)
      .sort()
      .at(-1)!;
    if (sent.startDate > first || sent.endDate < last) {
      throw conflict(request.t('budget.periodMustCoverExpenses', { name: period.name, first, last }));
    }
  }
  for (const line of lines) {
    const { expenseCount, chargedBy } = usageOf(line);
    if (!keptLines.has(line.id) && expenseCount > 0) {
      throw conflict(request.t('budget.lineHasExpenses', { name: line.name, expenseCount }));
    }
    if (!keptLines.has(line.id) && chargedBy) {
      throw conflict(request.t('budget.lineCharged', { name: line.name, chargedBy }));
    }
    if (keptLines.has(line.id) && expenseCount > 0 && change.newPeriodOf(line) !== line.periodId) {
      throw conflict(request.t('budget.lineCannotMove', { name: line.name }));
    }
  }
}
