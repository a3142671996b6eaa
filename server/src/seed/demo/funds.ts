// The funds slice's demo: appropriations paying the seeded agreements' instalments, and the projects' budgets.
import type { Transaction } from '../../db/client';
import { loadAgreements } from './agreement-facts';
import { seedAppropriations } from './appropriations';
import { seedBudgets } from './budgets';
import { flushLogs, type Refs, type Run } from './record-history';

/**
 * Appropriations and budgets of the demo projects, consistent with the rules the server enforces; each record's
 * steps are logged with its project. Idempotent: an agreement that already has appropriations gets none, a project
 * that already has a budget gets none (nor expenses); only the rows inserted by this run are logged.
 */
export async function seedFunds(tx: Transaction, refs: Refs): Promise<void> {
  const run: Run = { ...refs, logs: [] };
  const signed = await loadAgreements(tx);
  await seedAppropriations(tx, run, signed);
  await seedBudgets(tx, run, signed);
  await flushLogs(tx, run);
}
