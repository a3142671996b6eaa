import type { FastifyRequest } from 'fastify';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, inArray, isNull, like, type SQL } from 'drizzle-orm';
import { areaCodePath, areaPath } from '@pm/domain/utils/area';
import type { Executor } from '../../db/client';
import { areas } from '../../db/schema';
import { notFound } from '../../http/errors';
import { dataFolder } from '../../paths';
import type { AreaEntry, AreaLevel } from '@pm/domain/shapes';

type Area = AreaEntry;

const columns = { code: areas.code, name: areas.name };

export async function childAreas(db: Executor, parent: string | undefined): Promise<Area[]> {
  return db
    .select(columns)
    .from(areas)
    .where(parent === undefined ? isNull(areas.parentCode) : eq(areas.parentCode, parent))
    .orderBy(asc(areas.code));
}

// A province is `xx0000`, a city `xxxx00`; anything else is a county-level unit.
const LEVEL_FILTER: Record<AreaLevel, SQL | undefined> = {
  province: like(areas.code, '%0000'),
  city: like(areas.code, '%00'),
  county: undefined,
};

export async function areaList(db: Executor, level: AreaLevel): Promise<Area[]> {
  return db.select(columns).from(areas).where(LEVEL_FILTER[level]).orderBy(asc(areas.code));
}

export async function areaExists(db: Executor, code: string): Promise<boolean> {
  const [row] = await db.select({ code: areas.code }).from(areas).where(eq(areas.code, code));
  return row !== undefined;
}

/** Names from the province down to the area of `code`; levels missing from the table are skipped. */
export async function areaNames(db: Executor, code: string | null): Promise<string[]> {
  const path = code ? areaCodePath(code) : [];
  if (path.length === 0) return [];
  const rows = await db.select(columns).from(areas).where(inArray(areas.code, path));
  return areaPath(code!, new Map(rows.map((row) => [row.code, row.name])));
}

/** Boundaries shipped in data/geo (only the country, 100000, for now). */
export async function areaBoundaries(request: FastifyRequest, code: string): Promise<unknown> {
  const text = await readFile(join(dataFolder, 'geo', `${code}.json`), 'utf8').catch(() => {
    throw notFound(request.t('area.noBoundaries'));
  });
  return JSON.parse(text);
}
