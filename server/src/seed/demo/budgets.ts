import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { budgetMachine, type BudgetStatus } from '@pm/domain/workflow/budget-machine';
import type { Transaction } from '../../db/client';
import {
  appropriationBudgetLines,
  appropriations,
  budgetExpenses,
  budgetLines,
  budgetPeriods,
  budgetRevisions,
  budgets,
  projects,
  type BudgetSnapshot,
} from '../../db/schema';
import { DAY, DEMO_REFERENCE_DATE, isoDate, notAfterReference } from './dates';
import type { AgreementFacts } from './agreement-facts';
import { DEMO_PROJECTS, type DemoProject } from './projects';
import { dayOf, HOUR, logSteps, makersOf, split, type Run, type Step } from './record-history';

/** A budget's lines: `budget_category` values, their names, and their weight in the plan. */
const CATEGORIES: [category: string, name: string, weight: number][] = [
  ['personnel', '项目人员劳务费', 30],
  ['materials', '项目物资采购', 28],
  ['training', '培训与社区活动', 18],
  ['travel', '差旅与交通', 6],
  ['services', '第三方评估与审计', 12],
  ['admin', '项目管理费', 6],
];
/** `fund_source` values: mostly the foundation's own money. */
const SOURCES = ['own', 'own', 'restricted', 'own', 'matching', 'government'];
const PERIOD_NAMES = ['第一阶段', '第二阶段', '第三阶段'];
/** Share of the approved amount a budget plans (never more than all of it). */
const PLANNED_SHARES = ['1', '0.96', '0.92'];
const PAYEES: Record<string, [string, string]> = {
  personnel: ['项目专职社工（劳务）', '项目培训讲师（劳务）'],
  materials: ['华联物资供应有限公司', '新华书店集团门市部'],
  training: ['社区教育培训中心', '职业技能培训学校'],
  travel: ['铁路客运服务中心', '城际客运有限公司'],
  services: ['诚信会计师事务所', '公益评估研究中心'],
  admin: ['办公用品商行', '快印图文服务部'],
};

const APPROVE_COMMENT = '预算编制合理，同意执行';
const REVISE_COMMENT = '根据第一阶段执行情况调整物资采购预算';
const REAPPROVE_COMMENT = '同意按执行情况调整预算';
const REVISE_AGAIN_COMMENT = '拟增加第三方评估服务预算，待审批';
const LOCK_COMMENT = '项目已结项，预算锁定';

interface BudgetTarget {
  projectId: number;
  project: DemoProject;
  projectName: string;
  approvedAmount: string;
  status: BudgetStatus;
  /** The periods cover this: the project's dates, up to its completion for a closed one. */
  from: number;
  to: number;
  /** The line whose expenses exceed its plan, if any. */
  overrunLine: number | null;
  /** Its first expense was recorded twice, and the second entry reversed. */
  reversedDuplicate: boolean;
}

interface PlannedPeriod {
  seq: number;
  name: string;
  startDate: string;
  endDate: string;
}

interface PlannedLine {
  periodSeq: number;
  category: string;
  name: string;
  plannedAmount: string;
  fundSource: string;
}

/**
 * Who has a budget: each running and closed top project (closed: locked; running: approved, but the second is
 * being revised a second time), and the first approved top project not yet signed, still drafting its budget.
 * The first approved and the first locked budget each have a line spent beyond its plan; the first approved one
 * also has an expense entered twice, the second entry reversed.
 */
async function targets(tx: Transaction, signed: AgreementFacts[]): Promise<BudgetTarget[]> {
  let running = 0;
  const list: BudgetTarget[] = signed.map((agreement) => {
    const { project } = agreement;
    const status: BudgetStatus = agreement.completed ? 'locked' : running++ === 1 ? 'revising' : 'approved';
    const end = Date.parse(project.endDate);
    const completed = agreement.completedAt ? Date.parse(isoDate(agreement.completedAt.getTime())) : end;
    return {
      projectId: agreement.projectId,
      project,
      projectName: agreement.projectName,
      approvedAmount: agreement.approvedAmount,
      status,
      from: Date.parse(project.startDate),
      to: Math.min(end, completed),
      overrunLine: null,
      reversedDuplicate: false,
    };
  });
  for (const status of ['approved', 'locked']) {
    const overrun = list.find((target) => target.status === status);
    if (overrun) overrun.overrunLine = 0;
  }
  const duplicated = list.find((target) => target.status === 'approved');
  if (duplicated) duplicated.reversedDuplicate = true;
  const drafting = DEMO_PROJECTS.find(
    (project) => project.status === 'approved' && project.parent === undefined,
  );
  if (drafting) {
    const [row] = await tx
      .select({ id: projects.id, name: projects.name, approvedAmount: projects.approvedAmount })
      .from(projects)
      .where(and(eq(projects.code, drafting.code), isNull(projects.parentId)));
    if (row?.approvedAmount) {
      list.push({
        projectId: row.id,
        project: drafting,
        projectName: row.name,
        approvedAmount: row.approvedAmount,
        status: 'draft',
        from: Date.parse(drafting.startDate),
        to: Date.parse(drafting.endDate),
        overrunLine: null,
        reversedDuplicate: false,
      });
    }
  }
  return list;
}

/** Two or three periods one after the other, covering the target's dates. */
function periodsOf(target: BudgetTarget, order: number): PlannedPeriod[] {
  const count = 2 + (order % 2);
  const days = Math.round((target.to - target.from) / DAY);
  const startOf = (seq: number) => target.from + Math.floor((days * seq) / count) * DAY;
  return Array.from({ length: count }, (_, seq) => ({
    seq: seq + 1,
    name: PERIOD_NAMES[seq]!,
    startDate: isoDate(startOf(seq)),
    endDate: isoDate(seq === count - 1 ? target.to : startOf(seq + 1) - DAY),
  }));
}

/** Four to six lines of distinct categories, spread over the periods, planning a share of the approved amount. */
function linesOf(target: BudgetTarget, order: number, periods: number): PlannedLine[] {
  const count = 4 + (order % 3);
  const chosen = Array.from({ length: count }, (_, line) => CATEGORIES[(line + order) % CATEGORIES.length]!);
  const total = new Decimal(target.approvedAmount)
    .times(PLANNED_SHARES[order % PLANNED_SHARES.length]!)
    .div(100)
    .floor()
    .times(100);
  const weights = chosen.reduce((sum, [, , weight]) => sum + weight, 0);
  // Each line a round hundred of its weight's share; the last takes the rest.
  const amounts = chosen.map(([, , weight]) => total.times(weight).div(weights).div(100).floor().times(100));
  amounts[count - 1] = amounts.slice(0, -1).reduce((rest, amount) => rest.minus(amount), total);
  return chosen.map(([category, name], line) => ({
    periodSeq: (line % periods) + 1,
    category,
    name,
    plannedAmount: amounts[line]!.toFixed(2),
    fundSource: SOURCES[(line + order) % SOURCES.length]!,
  }));
}

/** The budget's history: drafted by the officer, approved by the administrator, then locked or revised. */
function stepsOf(target: BudgetTarget): Step[] {
  const at = (time: number) => new Date(notAfterReference(time));
  const steps: Step[] = [
    ['officer', 'create', dayOf(target.project, 18), 'draft'],
    ...(target.status === 'draft'
      ? []
      : ([['admin', 'approve', dayOf(target.project, 19), 'approved', APPROVE_COMMENT]] satisfies Step[])),
  ];
  if (target.status === 'locked') {
    steps.push(['admin', 'lock', at(target.to + 3 * DAY + 2 * HOUR), 'locked', LOCK_COMMENT]);
  }
  if (target.status === 'revising') {
    const revised = target.from + 120 * DAY + 3 * HOUR;
    steps.push(
      ['officer', 'revise', at(revised), 'revising', REVISE_COMMENT],
      ['admin', 'approve', at(revised + 6 * DAY), 'approved', REAPPROVE_COMMENT],
      ['officer', 'revise', at(DEMO_REFERENCE_DATE - 12 * DAY + 3 * HOUR), 'revising', REVISE_AGAIN_COMMENT],
    );
  }
  return steps;
}

/**
 * What was spent on one line so far: a closed project 88–98% of each line, a running one up to 90% of what its
 * period has run, the overrun line 8% more than planned; in one to three expenses dated evenly over the part of
 * the period that has passed (never after "today").
 */
function expensesOf(
  target: BudgetTarget,
  order: number,
  line: number,
  planned: string,
  period: PlannedPeriod,
): { amount: string; date: string }[] {
  const start = Date.parse(period.startDate);
  const end = Date.parse(period.endDate);
  const until = Math.min(end, DEMO_REFERENCE_DATE - DAY);
  if (start > until) return [];
  const turn = order + line;
  let rate: Decimal;
  if (target.overrunLine === line) rate = new Decimal('1.08');
  else if (target.status === 'locked') rate = new Decimal('0.88').plus(new Decimal('0.05').times(turn % 3));
  else {
    const passed = Decimal.min(1, new Decimal(until - start).div(Math.max(end - start, DAY)));
    rate = passed.times(new Decimal('0.75').plus(new Decimal('0.05').times(turn % 4)));
  }
  const spent = new Decimal(planned).times(rate).div(10).floor().times(10);
  if (spent.lt(100)) return [];
  const count = 1 + (turn % 3);
  const amounts = split(spent.toFixed(2), [[], ['0.55'], ['0.45', '0.35']][count - 1]!);
  const days = Math.floor((until - start) / DAY);
  return amounts.map((amount, index) => ({
    amount,
    date: isoDate(start + Math.floor((days * (index + 1)) / (count + 1)) * DAY),
  }));
}

const DUPLICATE_REASON = '重复登记：该凭证已于前一笔入账';

/**
 * The same voucher entered a second time an hour later (without the appropriation, which the first entry used),
 * and reversed by the administrator the next day: what a reversal looks like in the demo.
 */
function reversedDuplicateOf(
  first: typeof budgetExpenses.$inferInsert,
  run: Run,
): typeof budgetExpenses.$inferInsert {
  const recorded = first.createdAt!.getTime();
  return {
    ...first,
    appropriationId: null,
    createdAt: new Date(notAfterReference(recorded + HOUR)),
    reversedAt: new Date(notAfterReference(recorded + DAY + 2 * HOUR)),
    reversedBy: run.userIds.get('admin'),
    reversalReason: DUPLICATE_REASON,
  };
}

interface Spendable {
  id: number;
  paidDate: string;
  left: Decimal;
}

async function insertBudget(tx: Transaction, run: Run, target: BudgetTarget, order: number): Promise<void> {
  const steps = stepsOf(target);
  const plannedPeriods = periodsOf(target, order);
  const plannedLines = linesOf(target, order, plannedPeriods.length);
  const revision = steps.filter(([, action]) => action === 'approve').length;
  const [budget] = await tx
    .insert(budgets)
    .values({
      projectId: target.projectId,
      status: target.status,
      revision,
      remark: '按资助协议与项目实施方案编制',
      ...makersOf(run, steps, budgetMachine, true),
      version: steps.length,
      createdAt: steps[0]![2],
      updatedAt: steps.at(-1)![2],
    })
    .returning({ id: budgets.id });
  const budgetId = budget!.id;
  const periods = await tx
    .insert(budgetPeriods)
    .values(plannedPeriods.map((period) => ({ ...period, budgetId })))
    .returning();
  const lines = await tx
    .insert(budgetLines)
    .values(
      plannedLines.map(({ periodSeq, ...line }, index) => ({
        ...line,
        budgetId,
        periodId: periods[periodSeq - 1]!.id,
        sort: index + 1,
      })),
    )
    .returning();

  // One revision per approval; a revised budget's first plan had less for its first line.
  const approvals = steps.filter(([, action]) => action === 'approve');
  if (approvals.length > 0) {
    await tx.insert(budgetRevisions).values(
      approvals.map(([, , approvedAt, , comment], index) => {
        const earlier = index < approvals.length - 1;
        const snapshotLines = lines.map((line, position) => ({
          id: line.id,
          periodId: line.periodId,
          category: line.category,
          name: line.name,
          plannedAmount:
            earlier && position === 0
              ? new Decimal(line.plannedAmount).times('0.9').div(100).floor().times(100).toFixed(2)
              : line.plannedAmount,
          fundSource: line.fundSource,
        }));
        const snapshot: BudgetSnapshot = {
          periods: periods.map(({ id, seq, name, startDate, endDate }) => ({
            id,
            seq,
            name,
            startDate,
            endDate,
          })),
          lines: snapshotLines,
        };
        return {
          budgetId,
          revision: index + 1,
          plannedAmount: snapshotLines
            .reduce((sum, line) => sum.plus(line.plannedAmount), new Decimal(0))
            .toFixed(2),
          snapshot,
          comment: comment ?? null,
          approvedBy: run.userIds.get('admin'),
          approvedAt,
        };
      }),
    );
  }

  // Each payment is charged to the first two lines of the period its scheduled date falls in.
  const funded = await tx
    .select({
      id: appropriations.id,
      status: appropriations.status,
      scheduledDate: appropriations.scheduledDate,
      paidDate: appropriations.paidDate,
      amount: appropriations.amount,
    })
    .from(appropriations)
    .where(and(eq(appropriations.projectId, target.projectId), ne(appropriations.status, 'cancelled')))
    .orderBy(asc(appropriations.paidDate), asc(appropriations.id));
  const charged = funded.flatMap((appropriation) => {
    const period =
      periods.find(
        (p) => p.startDate <= appropriation.scheduledDate && appropriation.scheduledDate <= p.endDate,
      ) ?? periods.at(-1)!;
    return lines
      .filter((line) => line.periodId === period.id)
      .slice(0, 2)
      .map((line) => ({ appropriationId: appropriation.id, budgetLineId: line.id }));
  });
  if (charged.length > 0) await tx.insert(appropriationBudgetLines).values(charged).onConflictDoNothing();

  if (target.status !== 'draft') {
    // Every other expense is funded by a paid appropriation received by then with enough of it left.
    const spendable: Spendable[] = funded
      .filter((row) => row.status === 'paid' && row.paidDate)
      .map((row) => ({ id: row.id, paidDate: row.paidDate!, left: new Decimal(row.amount) }));
    const expenses: (typeof budgetExpenses.$inferInsert)[] = [];
    for (const [index, line] of lines.entries()) {
      const period = periods.find((p) => p.id === line.periodId)!;
      const planned = plannedPeriods[period.seq - 1]!;
      const payees = PAYEES[line.category] ?? [target.projectName, target.projectName];
      for (const [seq, expense] of expensesOf(target, order, index, line.plannedAmount, planned).entries()) {
        const source =
          seq % 2 === 0
            ? spendable.find((row) => row.paidDate <= expense.date && row.left.gte(expense.amount))
            : undefined;
        if (source) source.left = source.left.minus(expense.amount);
        const date = Date.parse(expense.date);
        expenses.push({
          budgetId,
          lineId: line.id,
          amount: expense.amount,
          date: expense.date,
          payee: payees[(order + index + seq) % 2]!,
          voucherNo: `ZC${expense.date.replaceAll('-', '')}${String(budgetId * 100 + index * 10 + seq).padStart(5, '0')}`,
          appropriationId: source?.id ?? null,
          remark: `${line.name}第${seq + 1}笔支出`,
          createdBy: run.userIds.get('finance'),
          createdAt: new Date(notAfterReference(date + 6 * HOUR)),
        });
      }
    }
    const [first] = expenses;
    if (target.reversedDuplicate && first) expenses.push(reversedDuplicateOf(first, run));
    if (expenses.length > 0) {
      const inserted = await tx.insert(budgetExpenses).values(expenses).returning();
      // Logged as the server logs a recorded expense: created, the row as it was written; then its reversal.
      for (const row of inserted) {
        const recorded = { ...row, reversedAt: null, reversedBy: null, reversalReason: null };
        run.logs.push({
          userId: row.createdBy,
          action: 'create',
          entity: 'expense',
          entityId: String(row.id),
          projectId: target.projectId,
          before: null,
          after: recorded,
          comment: null,
          createdAt: row.createdAt,
        });
        if (row.reversedAt === null) continue;
        run.logs.push({
          userId: row.reversedBy,
          action: 'reverse',
          entity: 'expense',
          entityId: String(row.id),
          projectId: target.projectId,
          before: recorded,
          after: row,
          comment: row.reversalReason,
          createdAt: row.reversedAt,
        });
      }
    }
  }

  logSteps(
    run,
    {
      entity: 'budget',
      id: budgetId,
      projectId: target.projectId,
      label: { projectCode: target.project.code, projectName: target.projectName },
    },
    steps,
  );
}

/** Budgets of the demo projects that have none yet, with their periods, lines, revisions and expenses. */
export async function seedBudgets(tx: Transaction, run: Run, signed: AgreementFacts[]): Promise<void> {
  if (signed.length === 0) return;
  const list = await targets(tx, signed);
  const existing = await tx
    .select({ projectId: budgets.projectId })
    .from(budgets)
    .where(
      inArray(
        budgets.projectId,
        list.map((target) => target.projectId),
      ),
    );
  const budgeted = new Set(existing.map((row) => row.projectId));
  for (const [order, target] of list.entries()) {
    if (!budgeted.has(target.projectId)) await insertBudget(tx, run, target, order);
  }
}
