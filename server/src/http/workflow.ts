import type { FastifyRequest } from 'fastify';
import { refusedToMaker, transition, type MadeBy, type Machine } from '@pm/domain/workflow';
import { conflict, forbidden } from './errors';

/**
 * The status an action leads to, or a 409 that says what the record's status is and which action was refused
 * ("当前状态“审核中”不能执行“开始执行”"): the machine is the one table both the server and the buttons read.
 */
export function nextStatus<Status extends string, Action extends string>(
  request: FastifyRequest,
  machine: Machine<Status, Action>,
  from: Status,
  action: Action,
): Status {
  const result = transition(machine, from, action);
  if (result.ok) return result.to;
  throw conflict(
    request.t('workflow.refused', {
      entity: machine.entity,
      status: request.t(`status.${from}`, { defaultValue: from }),
      verb: request.t(`action.${action}`, { defaultValue: action }),
    }),
  );
}

/** A save based on an old version is refused: someone else changed the record since it was read. */
export function staleVersion(request: FastifyRequest) {
  return conflict(request.t('workflow.stale'));
}

/** Checks the version a save was based on against the stored one. */
export function assertVersion(request: FastifyRequest, stored: number, sent: number): void {
  if (stored !== sent) throw staleVersion(request);
}

/** Maker–checker: a review step by the record's creator or submitter is refused (403, in the page's words). */
export function assertNotMaker<Status extends string, Action extends string>(
  request: FastifyRequest,
  machine: Machine<Status, Action>,
  action: Action,
  record: MadeBy,
  userId: number,
): void {
  if (refusedToMaker(machine, action, record, userId)) {
    throw forbidden(request, request.t('makerChecker.refused'));
  }
}
