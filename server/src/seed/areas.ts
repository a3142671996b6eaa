import { readFileSync } from 'node:fs';
import { areaParentCode } from '@pm/domain/utils/area';
import { join } from 'node:path';
import type { Transaction } from '../db/client';
import { areas } from '../db/schema';
import { dataFolder } from '../paths';

type AreaRow = typeof areas.$inferInsert;

const BATCH = 500;

/** The shipped divisions (data/areas.json: `[code, name]` pairs, parents before children). */
export function areaRows(): AreaRow[] {
  const pairs = JSON.parse(readFileSync(join(dataFolder, 'areas.json'), 'utf8')) as [string, string][];
  const known = new Set(pairs.map(([code]) => code));
  return pairs.map(([code, name]) => ({ code, name, parentCode: areaParentCode(code, known) }));
}

/** Inserts the divisions the table lacks: reference data, in production too. */
export async function seedAreas(tx: Transaction): Promise<void> {
  const existing = new Set((await tx.select({ code: areas.code }).from(areas)).map((row) => row.code));
  const missing = areaRows().filter((row) => !existing.has(row.code));
  // Sorted by code, so every batch's parents are in it or already stored.
  for (let start = 0; start < missing.length; start += BATCH) {
    await tx.insert(areas).values(missing.slice(start, start + BATCH));
  }
}
