import { eq } from 'drizzle-orm';
import { field, period, projectLabel } from '../../approvals/fields';
import type { ApprovalSubject } from '../../approvals/subject';
import { projects } from '../../db/schema';
import { lockProject, moveProject } from '../../records/project-lock';

type ProjectRow = typeof projects.$inferSelect;

/**
 * A project's closing decided by its definition (`project_closing`): starting to close puts it up for approval,
 * the last approval closes it, a rejection or a withdrawal puts it back in progress.
 */
export const projectClosingApproval: ApprovalSubject<ProjectRow> = {
  businessType: 'project_closing',
  lock: lockProject,
  load: async (db, id) => (await db.select().from(projects).where(eq(projects.id, id)))[0],
  facts: async (_db, row) => ({
    title: `${row.code} ${row.name}`,
    projectId: row.id,
    amount: row.approvedAmount,
    path: `/project/list/detail?id=${row.id}`,
  }),
  snapshot: async (db, row) => [
    field.text('project', await projectLabel(db, row.id)),
    field.money('amount', row.approvedAmount),
    field.text('period', period(row.startDate, row.endDate)),
    field.text('summary', row.goal),
    field.status('project', row.status),
  ],
  // A project has no creator column: whoever asked to close it does not approve its closing.
  makers: () => [],
  onApproved: async (tx, request, id, decision) => {
    await moveProject(tx, request, id, 'finish', { comment: decision.comment || null });
  },
  onRejected: async (tx, request, id, comment) => {
    await moveProject(tx, request, id, 'reopen', { comment });
  },
  onWithdrawn: async (tx, request, id) => {
    await moveProject(tx, request, id, 'reopen');
  },
};
