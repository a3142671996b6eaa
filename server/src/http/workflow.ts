import type { FastifyRequest } from 'fastify';
import { actionTexts, makerCheckerTexts } from '@pm/shared/i18n/common/workflow-texts';
import { refusedToMaker, transition, type MadeBy, type Machine } from '@pm/shared/workflow';
import { conflict, forbidden } from './errors';
import { commonText, localized, requestLocale, statusName } from './locale';

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
  const locale = requestLocale(request);
  const status = statusName(from, locale);
  const verb = commonText(actionTexts, 'action', action, locale);
  throw conflict(
    locale === 'en-US'
      ? `A ${machine.entity} that is "${status}" cannot be "${verb}"`
      : `当前状态“${status}”不能执行“${verb}”`,
  );
}

/** A save based on an old version is refused: someone else changed the record since it was read. */
export function staleVersion(request: FastifyRequest) {
  return conflict(
    localized(request, [
      '数据已被他人修改，请刷新后重试（您的修改未保存）',
      'Someone else changed this record; reload it and try again (your change was not saved)',
    ]),
  );
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
    throw forbidden(localized(request, makerCheckerTexts['makerChecker.refused']));
  }
}
