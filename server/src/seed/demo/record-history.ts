// The history the demo records share: the log rows they leave and the figures they are derived from.
import Decimal from 'decimal.js';
import type { Machine } from '@pm/domain/workflow/machine';
import type { Transaction } from '../../db/client';
import { operationLogs } from '../../db/schema';
import { DAY } from './dates';
import type { DemoProject } from './projects';

export type LogRow = typeof operationLogs.$inferInsert;
export type Actor = 'officer' | 'finance' | 'admin';

export interface Refs {
  projectIds: number[];
  userIds: Map<string, number>;
  beneficiaryIds: number[];
}

/** What the seeding steps share: the references and the log rows of the records inserted by this run. */
export interface Run extends Refs {
  logs: LogRow[];
}

export interface Subject {
  entity: 'application' | 'agreement' | 'report' | 'appropriation' | 'budget';
  id: number;
  projectId: number;
  /** What the log row's snapshot names the record by. */
  label: Record<string, string>;
}

export const HOUR = 60 * 60_000;

/** A moment `days` after the project was created (its own steps are logged by the workplace seed). */
export const dayOf = (project: DemoProject, days: number) =>
  new Date(project.createdAt.getTime() + days * DAY + 3 * HOUR);

/** Amounts that add up to `total` exactly: each share rounded down, the last part takes the rest. */
export function split(total: string, shares: string[]): string[] {
  const parts = shares.map((share) => new Decimal(total).times(share).toDecimalPlaces(2, Decimal.ROUND_DOWN));
  const rest = parts.reduce((sum, part) => sum.minus(part), new Decimal(total));
  return [...parts, rest].map((part) => part.toFixed(2));
}

/** One step of a record's history: who, which action, when, the status after it and the reason given. */
export type Step = [by: Actor, action: string, at: Date, status: string, comment?: string];

/** The steps' log rows: each one's `before` is the record as the previous step left it (none for the first). */
export function logSteps(run: Run, subject: Subject, steps: Step[]) {
  let before: Record<string, string> | null = null;
  for (const [by, action, at, status, comment] of steps) {
    const after = { ...subject.label, status };
    run.logs.push({
      userId: run.userIds.get(by),
      action,
      entity: subject.entity,
      entityId: String(subject.id),
      projectId: subject.projectId,
      before,
      after,
      comment: comment ?? null,
      createdAt: at,
    });
    before = after;
  }
}

/** Writes the run's log rows, oldest first, in batches (one statement per 200 rows). */
export async function flushLogs(tx: Transaction, run: Run): Promise<void> {
  const rows = [...run.logs].sort(
    (a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime(),
  );
  for (let start = 0; start < rows.length; start += 200) {
    await tx.insert(operationLogs).values(rows.slice(start, start + 200));
  }
  run.logs.length = 0;
}

/**
 * The maker–checker columns a record's steps leave (the machine says which actions submit and which review): who
 * created it, who last put it up for review (its creator, for a record created submitted) and who reviewed it
 * since. The database's CHECK refuses a history in which anyone reviews their own work.
 */
export function makersOf(
  run: Run,
  steps: Step[],
  machine: Machine<string, string>,
  createdSubmitted = false,
): { createdBy: number | null; submittedBy: number | null; reviewedBy: number | null } {
  const makers = {
    createdBy: null as number | null,
    submittedBy: null as number | null,
    reviewedBy: null as number | null,
  };
  for (const [by, action] of steps) {
    const userId = run.userIds.get(by) ?? null;
    if (action === 'create') {
      makers.createdBy = userId;
      if (createdSubmitted) makers.submittedBy = userId;
    } else if (machine.actions[action]?.step === 'submit') {
      makers.submittedBy = userId;
      makers.reviewedBy = null;
    } else if (machine.actions[action]?.step === 'review') {
      makers.reviewedBy = userId;
    }
  }
  return makers;
}
