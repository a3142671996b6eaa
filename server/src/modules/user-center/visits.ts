import { and, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ResponseData } from '../../http/envelope';
import { pageVisits } from '../../db/schema';
import type { RecordVisitBody } from '@pm/domain/shapes';
import type { visitsRoute } from './schema';

type VisitItem = ResponseData<typeof visitsRoute>[number];

const DAY = 24 * 60 * 60_000;
const TOP = 5;

export async function recordVisit(db: Executor, userId: number, body: RecordVisitBody) {
  await db.insert(pageVisits).values({ userId, routeName: body.name.trim(), path: body.path });
}

/** Growth in % with one decimal; `null` for a route not opened the week before: it is new, not "+100 %". */
export function growth(thisWeek: number, lastWeek: number): number | null {
  if (lastWeek === 0) return null;
  return Math.round(((thisWeek - lastWeek) / lastWeek) * 1000) / 10;
}

/** The caller's top routes over the last 7 days, compared with the 7 days before (rolling, not calendar weeks). */
export async function topVisits(db: Executor, userId: number, now = new Date()): Promise<VisitItem[]> {
  const weekAgo = new Date(now.getTime() - 7 * DAY).toISOString();
  const twoWeeksAgo = new Date(now.getTime() - 14 * DAY);
  const rows = await db
    .select({
      name: pageVisits.routeName,
      thisWeek:
        sql<number>`count(*) filter (where ${pageVisits.visitedAt} >= ${weekAgo}::timestamptz)`.mapWith(
          Number,
        ),
      lastWeek:
        sql<number>`count(*) filter (where ${pageVisits.visitedAt} < ${weekAgo}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(pageVisits)
    .where(and(eq(pageVisits.userId, userId), gte(pageVisits.visitedAt, twoWeeksAgo)))
    .groupBy(pageVisits.routeName);
  return rows
    .filter((row) => row.thisWeek > 0)
    .sort((a, b) => b.thisWeek - a.thisWeek || (a.name < b.name ? -1 : 1))
    .slice(0, TOP)
    .map((row) => ({ name: row.name, visits: row.thisWeek, growth: growth(row.thisWeek, row.lastWeek) }));
}
