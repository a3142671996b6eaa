import { certificateNumber } from '@pm/domain/certificates/number';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { certNumberCounters } from '../../db/schema';

/**
 * The next number of a prefix for a year (the pattern of `materials/numbering.ts`). The counter row is written in
 * the caller's transaction: a concurrent issue of the same prefix waits for this one to end (the row's lock) and
 * then takes the next sequence; a rolled-back issue takes its sequence back with it. So the numbers of a prefix
 * and year run from 1 without gaps or repeats.
 */
export async function nextCertificateNumber(
  tx: Transaction,
  rule: { prefix: string; digits: number },
  issuedOn: string,
): Promise<string> {
  const year = Number(issuedOn.slice(0, 4));
  const [counter] = await tx
    .insert(certNumberCounters)
    .values({ prefix: rule.prefix, year, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [certNumberCounters.prefix, certNumberCounters.year],
      set: { lastSequence: sql`${certNumberCounters.lastSequence} + 1` },
    })
    .returning({ sequence: certNumberCounters.lastSequence });
  return certificateNumber(rule.prefix, year, counter!.sequence, rule.digits);
}

/** The number the next issue would get (shown by the designer and the list; not reserved). */
export async function peekCertificateNumber(
  db: Executor,
  rule: { prefix: string; digits: number },
  today: string,
): Promise<string> {
  const year = Number(today.slice(0, 4));
  const [counter] = await db
    .select({ last: certNumberCounters.lastSequence })
    .from(certNumberCounters)
    .where(and(eq(certNumberCounters.prefix, rule.prefix), eq(certNumberCounters.year, year)));
  return certificateNumber(rule.prefix, year, (counter?.last ?? 0) + 1, rule.digits);
}
