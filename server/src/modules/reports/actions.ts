import type { ReportDetail } from '@pm/shared/contracts/projects';
import { reviewCommentForm } from '@pm/shared/forms/application-form';
import { reportMachine, type ReportAction } from '@pm/shared/workflow/report-machine';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { stageReports } from '../../db/schema';
import { assertForm } from '../../http/form';
import { assertVersion, nextStatus } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { reportDetail } from './queries';
import { lockReport } from './service';

export interface ReportActionInput {
  version: number;
  comment?: string;
}

/** Rejecting a report or sending it back needs a reason the author can act on. */
const NEEDS_REASON: ReportAction[] = ['reject', 'rework'];

/** One step of a report's workflow in one transaction, versioned and logged with its project. */
export async function actOnReport(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: ReportAction,
  input: ReportActionInput,
): Promise<ReportDetail> {
  const comment = (input.comment ?? '').trim();
  if (NEEDS_REASON.includes(action)) assertForm(request, reviewCommentForm, { comment });
  await db.transaction(async (tx) => {
    const before = await lockReport(tx, request, id);
    assertVersion(request, before.version, input.version);
    const status = nextStatus(request, reportMachine, before.status, action);
    const change = action === 'submit' ? { submittedAt: new Date() } : { reviewComment: comment || null };
    const [after] = await tx
      .update(stageReports)
      .set({ ...change, status, version: before.version + 1 })
      .where(eq(stageReports.id, id))
      .returning();
    await withAudit(tx, { id: staffOf(request).userId }, action, 'report', id, before, after, {
      projectId: before.projectId,
      comment: comment || null,
    });
  });
  return reportDetail(db, request, id);
}
