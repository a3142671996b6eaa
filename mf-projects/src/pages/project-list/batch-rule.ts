import type { BatchResult, ProjectListItem } from '@pm/domain/shapes';
import {
  PROJECT_BUTTON_ACTIONS,
  canProjectTransition,
  projectMachine,
  type ProjectButtonAction,
} from '@pm/domain/workflow';

export type BatchRow = Pick<ProjectListItem, 'id' | 'code' | 'status' | 'parentId' | 'version'>;

/** Why an action is not offered for the selection: the user may not, or some selected projects cannot now. */
export type BatchBlock = { reason: 'noPermission' } | { reason: 'notNow'; codes: string[] };

export interface BatchOption {
  action: ProjectButtonAction;
  /** null: every selected project can take it and the user may run it. */
  blocked: BatchBlock | null;
}

/**
 * The project buttons for a selection of rows, in the machine's order: an action is open when the user holds its
 * permission and every selected project's status allows it (the same rule as the detail page's buttons and the
 * server), else it says why, naming the projects that stand in the way.
 */
export function batchOptions(
  rows: readonly BatchRow[],
  holds: (permission: string) => boolean,
): BatchOption[] {
  return PROJECT_BUTTON_ACTIONS.map((action) => {
    if (!holds(projectMachine.actions[action].permission))
      return { action, blocked: { reason: 'noPermission' } };
    const codes = rows.filter((row) => !canProjectTransition(row, action)).map((row) => row.code);
    return { action, blocked: codes.length > 0 ? { reason: 'notNow', codes } : null };
  });
}

/**
 * Runs the action on each row in turn (one at a time: each is its own transaction and audit entry on the server,
 * and one failure must not stop the others) and collects what happened, as a server-side batch answers it.
 */
export async function runBatch(
  rows: readonly BatchRow[],
  run: (row: BatchRow) => Promise<unknown>,
): Promise<BatchResult> {
  const result: BatchResult = { succeeded: [], failed: [] };
  for (const row of rows) {
    try {
      await run(row);
      result.succeeded.push(row.id);
    } catch (error) {
      const field = (name: string) =>
        error && typeof error === 'object' && name in error
          ? String((error as Record<string, unknown>)[name])
          : '';
      result.failed.push({
        id: row.id,
        code: field('httpStatus'),
        message: field('message') || String(error),
      });
    }
  }
  return result;
}
