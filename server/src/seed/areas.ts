import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transaction } from '../db/client';
import { areas } from '../db/schema';
import { dataFolder } from '../paths';

type AreaRow = typeof areas.$inferInsert;

const BATCH = 500;

/**
 * The parent of a six-digit code: none for a province (`xx0000`), the province for a city (`xxxx00`), and for a
 * county its city when that exists, else its province (districts of Beijing, county-level cities of Henan).
 */
export function parentAreaCode(code: string, known: ReadonlySet<string>): string | null {
  if (code.endsWith('0000')) return null;
  const province = `${code.slice(0, 2)}0000`;
  const city = `${code.slice(0, 4)}00`;
  return !code.endsWith('00') && known.has(city) ? city : province;
}

/** The shipped divisions (data/areas.json: `[code, name]` pairs, parents before children). */
export function areaRows(): AreaRow[] {
  const pairs = JSON.parse(readFileSync(join(dataFolder, 'areas.json'), 'utf8')) as [string, string][];
  const known = new Set(pairs.map(([code]) => code));
  return pairs.map(([code, name]) => ({ code, name, parentCode: parentAreaCode(code, known) }));
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
