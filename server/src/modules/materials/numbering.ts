import { archiveNumber } from '@pm/domain/utils/archive-number';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { materialNumberCounters } from '../../db/schema';

/**
 * The next archive number of a project for the year of `filedOn` (an ISO business date). The counter row is
 * written in the caller's transaction: a concurrent filing under the same project waits for this one to end
 * (the row's lock) and then takes the next sequence; a rolled-back filing takes its sequence back with it. So the
 * numbers of a project and year run from 1 without gaps or repeats.
 */
export async function nextArchiveNumber(
  tx: Transaction,
  project: { id: number; code: string },
  filedOn: string,
): Promise<string> {
  const year = Number(filedOn.slice(0, 4));
  const [counter] = await tx
    .insert(materialNumberCounters)
    .values({ projectId: project.id, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [materialNumberCounters.projectId, materialNumberCounters.year],
      set: { lastSequence: sql`${materialNumberCounters.lastSequence} + 1` },
    })
    .returning({ sequence: materialNumberCounters.lastSequence });
  return archiveNumber(year, project.code, counter!.sequence);
}
