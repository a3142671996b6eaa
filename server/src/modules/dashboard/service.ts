import { normalizeMoney } from '@pm/domain/money/money';
import { and, count, countDistinct, desc, eq, gte, inArray, isNotNull, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import type { ResponseData } from '../../http/envelope';
import { appropriations, areas, PROJECT_STATUSES, projects, type AppropriationStatus } from '../../db/schema';
import { businessTimeZone } from '../../records/today';
import { lastMonths } from './months';
import { filedUnderScope, projectInScope, type DataScope } from '../../security/data-scope';
import type {
  fundsByMonthRoute,
  overviewRoute,
  projectsByProvinceRoute,
  projectsByStatusRoute,
} from './schema';

/** Requested money that still stands: rejected and cancelled appropriations are not counted as appropriated. */
const NOT_APPROPRIATED: AppropriationStatus[] = ['rejected', 'cancelled'];

// A literal, not a parameter: the same expression must appear in SELECT and GROUP BY, and two parameters differ.
/** The zone as an SQL literal (the same text in SELECT and GROUP BY); config.ts allows only IANA names in it. */
const zoneLiteral = () => sql.raw(`'${businessTimeZone()}'`);

export async function overview(db: Executor, scope: DataScope): Promise<ResponseData<typeof overviewRoute>> {
  const [project] = await db
    .select({
      projectCount: count(),
      inProgressCount: sql<number>`count(*) filter (where ${projects.status} = 'in_progress')`.mapWith(
        Number,
      ),
      beneficiaryCount: countDistinct(projects.beneficiaryId),
      approvedTotal: moneySum(projects.approvedAmount),
    })
    .from(projects)
    .where(projectInScope(scope));
  const inScope = filedUnderScope(scope, appropriations.projectId, appropriations.createdBy);
  const [appropriated] = await db
    .select({ total: moneySum(appropriations.amount) })
    .from(appropriations)
    .where(and(notInArray(appropriations.status, NOT_APPROPRIATED), inScope));
  const [paid] = await db
    .select({ total: moneySum(appropriations.amount) })
    .from(appropriations)
    .where(and(eq(appropriations.status, 'paid'), inScope));
  return {
    projectCount: project?.projectCount ?? 0,
    inProgressCount: project?.inProgressCount ?? 0,
    beneficiaryCount: project?.beneficiaryCount ?? 0,
    approvedTotal: normalizeMoney(project?.approvedTotal),
    appropriatedTotal: normalizeMoney(appropriated?.total),
    paidTotal: normalizeMoney(paid?.total),
  };
}

export async function fundsByMonth(
  db: Executor,
  months: number,
  scope: DataScope,
  now = new Date(),
): Promise<ResponseData<typeof fundsByMonthRoute>> {
  const keys = lastMonths(now, months);
  const first = keys[0]!;
  const zone = zoneLiteral();
  const createdMonth = sql<string>`to_char(${appropriations.createdAt} at time zone ${zone}, 'YYYY-MM')`;
  const paidMonth = sql<string>`to_char(${appropriations.paidDate}, 'YYYY-MM')`;
  const inScope = filedUnderScope(scope, appropriations.projectId, appropriations.createdBy);
  const appropriated = await db
    .select({ month: createdMonth, total: moneySum(appropriations.amount) })
    .from(appropriations)
    .where(
      and(
        notInArray(appropriations.status, NOT_APPROPRIATED),
        inScope,
        gte(appropriations.createdAt, sql`(${`${first}-01`}::timestamp at time zone ${zone})`),
      ),
    )
    .groupBy(createdMonth);
  const paid = await db
    .select({ month: paidMonth, total: moneySum(appropriations.amount) })
    .from(appropriations)
    .where(and(eq(appropriations.status, 'paid'), gte(appropriations.paidDate, `${first}-01`), inScope))
    .groupBy(paidMonth);
  const appropriatedBy = new Map(appropriated.map((row) => [row.month, row.total]));
  const paidBy = new Map(paid.map((row) => [row.month, row.total]));
  return keys.map((month) => ({
    month,
    appropriated: normalizeMoney(appropriatedBy.get(month)),
    paid: normalizeMoney(paidBy.get(month)),
  }));
}

export async function projectsByStatus(
  db: Executor,
  scope: DataScope,
): Promise<ResponseData<typeof projectsByStatusRoute>> {
  const rows = await db
    .select({ status: projects.status, n: count() })
    .from(projects)
    .where(projectInScope(scope))
    .groupBy(projects.status);
  const counts = new Map(rows.map((row) => [row.status, row.n]));
  return PROJECT_STATUSES.map((status) => ({ status, count: counts.get(status) ?? 0 }));
}

export async function projectsByProvince(
  db: Executor,
  scope: DataScope,
): Promise<ResponseData<typeof projectsByProvinceRoute>> {
  const province = sql<string>`substr(${projects.areaCode}, 1, 2) || '0000'`;
  const rows = await db
    .select({ code: province, count: count(), approvedTotal: moneySum(projects.approvedAmount) })
    .from(projects)
    .where(and(isNotNull(projects.areaCode), projectInScope(scope)))
    .groupBy(province)
    .orderBy(desc(count()), province);
  const names = rows.length
    ? await db
        .select({ code: areas.code, name: areas.name })
        .from(areas)
        .where(
          inArray(
            areas.code,
            rows.map((row) => row.code),
          ),
        )
    : [];
  const nameOf = new Map(names.map((row) => [row.code, row.name]));
  return rows.map((row) => ({
    code: row.code,
    name: nameOf.get(row.code) ?? row.code,
    count: row.count,
    approvedTotal: normalizeMoney(row.approvedTotal),
  }));
}
