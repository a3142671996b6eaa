import { KEYWORD_MAX_LENGTH, type Page, type SortOrder } from '@pm/domain/contracts';
import { asc, Column, desc, eq, ilike, is, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { cachedRead } from '../db/read-cache';
import type { Binder } from '../db/statements';
import { INLINE, runShaped, type Preparable } from '../db/statements';
import { Type, type TProperties } from 'typebox';
import type { SearchHasher } from '../security/search-hash';
import { int32 } from './integers';

const MAX_PAGE_SIZE = 100;

/**
 * Query string of a list call: paging, keyword, a sort field from the list's own whitelist (anything else is a
 * 422), plus the list's filters.
 */
export function listQuerySchema<const Fields extends string[], Filters extends TProperties>(
  sortFields: readonly [...Fields],
  filters: Filters,
) {
  return Type.Object({
    page: Type.Optional(int32({ minimum: 1, default: 1 })),
    pageSize: Type.Optional(int32({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 10 })),
    keyword: Type.Optional(Type.String({ maxLength: KEYWORD_MAX_LENGTH })),
    sortField: Type.Optional(Type.Enum(sortFields)),
    sortOrder: Type.Optional(Type.Enum(['ascend', 'descend'])),
    ...filters,
  });
}

export interface ListQuery {
  page?: number;
  pageSize?: number;
  keyword?: string;
  sortField?: string;
  sortOrder?: SortOrder;
}

export interface ListPlan {
  page: number;
  pageSize: number;
  limit: number;
  offset: number;
  orderBy: SQL[];
}

/**
 * Turns a list query into limit/offset and ORDER BY. The sort column comes from the caller's map, never from the
 * request text; the tiebreaker (the id) keeps pages stable when sort values repeat.
 */
export function planList(
  query: ListQuery,
  sortable: Record<string, AnyColumn | SQL>,
  fallback: { field: string; order: SortOrder },
  tiebreaker: AnyColumn,
  values: Binder = INLINE,
): ListPlan {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? 10;
  const field = query.sortField && sortable[query.sortField] ? query.sortField : fallback.field;
  const order = query.sortField ? (query.sortOrder ?? 'ascend') : fallback.order;
  values.shape(`sort:${field}:${order}`);
  const column = sortable[field] ?? tiebreaker;
  const direction = order === 'descend' ? desc : asc;
  // Rows without a value (no approved amount yet) come last either way: PostgreSQL puts them first on DESC. A NOT
  // NULL column keeps plain DESC, which its index serves backwards (the planner does not match NULLS LAST to it).
  const sorted =
    order === 'descend'
      ? is(column, Column) && column.notNull
        ? desc(column)
        : sql`${column} desc nulls last`
      : asc(column);
  return {
    page,
    pageSize,
    limit: pageSize,
    offset: (page - 1) * pageSize,
    orderBy: [sorted, direction(tiebreaker)],
  };
}

/** Masked fields searched alongside: only a keyword equal to the whole value finds a row, by its keyed hash. */
export interface MaskedKeyword {
  hash: SearchHasher;
  /** The hash columns (`beneficiaries.idNumberHash`…), never the masked values themselves. */
  columns: AnyColumn[];
}

/**
 * Case-insensitive "contains" over several columns (the keyword's own % and _ match literally), or an exact match
 * of the keyword on masked fields: a fragment of an ID number or mobile finds nothing there.
 */
export function keywordFilter(
  keyword: string | undefined,
  columns: (AnyColumn | SQL)[],
  masked?: MaskedKeyword,
  values: Binder = INLINE,
): SQL | undefined {
  const text = keyword?.trim();
  if (!text) return undefined;
  const hash = masked?.hash(text) ?? null;
  const pattern = columns.length > 0 ? values.bind('keyword', containing(text)) : null;
  const hashed = hash === null ? null : values.bind('keywordHash', hash);
  return or(
    ...columns.map((column) => ilike(column, pattern!)),
    ...(hashed === null ? [] : masked!.columns.map((column) => eq(column, hashed))),
  );
}

/** The LIKE pattern of text anywhere: its own % and _ match literally. */
export function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export function toPage<T>(list: T[], total: number, plan: ListPlan): Page<T> {
  return { list, total, page: plan.page, pageSize: plan.pageSize };
}

/**
 * A list's `count()` query, run once per change to the data it counts: counting every matching row was most of a
 * first page's time (db/read-cache.ts).
 */
export function cachedCount(
  db: Executor,
  name: string,
  values: Binder,
  build: () => PgSelect,
): Promise<{ value: number }[]> {
  return cachedRead(db, 'data', `count:${name}:${values.resultKey}`, () =>
    runShaped(db, `count:${name}:${values.key}`, values.values, build as () => PgSelectCount),
  );
}

type PgSelectCount = PgSelect & {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<{ value: number }[]> };
};

/** The plan's ORDER BY, and LIMIT and OFFSET as placeholders (`fetchShapedPage` gives their values). */
export function paged<Query extends PgSelect>(query: Query, plan: ListPlan) {
  return query
    .orderBy(...plan.orderBy)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'));
}

/**
 * One page of a list whose statement is built once per shape (db/statements.ts): `rows` builds it, ordered and
 * paged by `paged`; the count runs beside it.
 */
export async function fetchShapedPage<Query extends PgSelect, Item>(
  db: Executor,
  name: string,
  values: Binder,
  plan: ListPlan,
  rows: () => Query,
  total: Promise<{ value: number }[]>,
  toItem: (row: Awaited<Query>[number]) => Item,
): Promise<Page<Item>> {
  const [list, [count]] = await Promise.all([
    runShaped(
      db,
      `${name}:${values.key}`,
      { ...values.values, limit: plan.limit, offset: plan.offset },
      rows as unknown as () => Preparable<Awaited<Query>>,
    ),
    total,
  ]);
  return toPage(list.map(toItem), count?.value ?? 0, plan);
}

/**
 * One page of a list: the rows query (built with `.$dynamic()`) gets the plan's ORDER BY, LIMIT and OFFSET, the
 * count query runs beside it, and each row becomes an item.
 */
export async function fetchPage<Query extends PgSelect, Item>(
  rows: Query,
  total: Promise<{ value: number }[]>,
  plan: ListPlan,
  toItem: (row: Awaited<Query>[number]) => Item,
): Promise<Page<Item>> {
  const [list, [count]] = await Promise.all([
    rows
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset),
    total,
  ]);
  return toPage((list as Awaited<Query>).map(toItem), count?.value ?? 0, plan);
}
