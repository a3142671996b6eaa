import type { ProjectDetail } from '@pm/domain/shapes';
import { reviewCommentForm } from '@pm/domain/forms';
import { canProjectTransition, needsComment, type ProjectAction } from '@pm/domain/workflow';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Transaction } from '../../db/client';
import { conflict } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { projectDetail } from './detail';
import { lockWithdrawableApplication, withdrawWithProject } from '../applications/actions';
import { lockProject, moveProject } from '../../records/project-lock';
import { assertArchiveComplete } from '../materials/archive-gate';
import type { ActionBody } from './write-schema';
import { startApproval } from '../../approvals/start';
import { projectClosingApproval } from './approval';

/**
 * One button of the project's detail page: the version must be the one the page showed, the machine must allow
 * the action from the current status. The machine lets `start` leave `approved` for sub-projects (funded by their
 * parent); a top project must have its agreement signed first, and says so. Closing needs the archive's required
 * categories (the close gate). Withdrawing takes the project's open application back with it.
 */
export async function runProjectAction(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  action: ProjectAction,
  body: Static<typeof ActionBody>,
): Promise<ProjectDetail> {
  // Its open application first: records are locked before their project (see lockWithdrawableApplication).
  const application = action === 'withdraw' ? await lockWithdrawableApplication(tx, id) : undefined;
  const row = await lockProject(tx, request, id);
  assertVersion(request, row.version, body.version);
  const comment = body.comment?.trim() ?? '';
  if (needsComment(action) || comment !== '') assertForm(request, reviewCommentForm, { comment });
  if (action === 'start' && row.status === 'approved' && !canProjectTransition(row, action)) {
    throw conflict(request.t('project.startNeedsAgreement'));
  }
  // The gate speaks only where the machine allows closing (elsewhere the status is the refusal).
  if (action === 'close' && canProjectTransition(row, action))
    await assertArchiveComplete(tx, request, row.id);
  const moved = await moveProject(tx, request, row, action, { comment: comment || null });
  if (application) await withdrawWithProject(tx, request, application, comment || null);
  // Closing is decided by the project-closing approval: its last approval finishes the project.
  if (action === 'close') await startApproval(tx, request, projectClosingApproval, moved);
  return projectDetail(tx, request, id);
}
