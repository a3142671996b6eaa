import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { projects, type SnapshotField } from '../db/schema';

/** The fields of a snapshot, by kind: the label is a text key (`approval.field.*`), the value kept raw. */
export const field = {
  text: (key: string, value: string | null | undefined): SnapshotField => ({
    key: `approval.field.${key}`,
    kind: 'text',
    value: value ?? null,
  }),
  money: (key: string, value: string | null | undefined): SnapshotField => ({
    key: `approval.field.${key}`,
    kind: 'money',
    value: value ?? null,
  }),
  date: (key: string, value: string | null | undefined): SnapshotField => ({
    key: `approval.field.${key}`,
    kind: 'date',
    value: value ?? null,
  }),
  status: (entity: string, value: string): SnapshotField => ({
    key: 'approval.field.status',
    kind: 'status',
    value,
    of: entity,
  }),
};

/** "2026-01-01 – 2026-12-31", or '' when neither end is known. */
export const period = (start: string | null, end: string | null) =>
  start || end ? `${start ?? ''} – ${end ?? ''}` : '';

/** The project's name (its code and name), for a record's snapshot. */
export async function projectLabel(db: Executor, projectId: number | null): Promise<string> {
  if (projectId === null) return '';
  const [project] = await db
    .select({ code: projects.code, name: projects.name })
    .from(projects)
    .where(eq(projects.id, projectId));
  return project ? `${project.code} ${project.name}` : '';
}

/** The record's makers for the four-eyes rule: who created it and who put it up for approval. */
export const makersOf = (row: { createdBy: number | null; submittedBy: number | null }) =>
  [row.createdBy, row.submittedBy].filter((id): id is number => id !== null);
