import { transition, type Machine } from '@pm/domain/workflow/machine';
import type { FastifyRequest } from 'fastify';
import { conflict } from '../../http/errors';

/**
 * The status an action leads to, or a 409 naming the record, its status and the action as the pages name them
 * ("志愿服务记录当前状态“已排班”不能执行“核验通过”").
 */
export function nextStatusOf<Status extends string, Action extends string>(
  request: FastifyRequest,
  machine: Machine<Status, Action>,
  from: Status,
  action: Action,
): Status {
  const result = transition(machine, from, action);
  if (result.ok) return result.to;
  throw conflict(
    request.t('volunteer.refused', {
      entity: request.t(`entity.${machine.entity}`),
      status: request.t(`status.${from}`, { defaultValue: from }),
      verb: request.t(`action.${action}`, { defaultValue: action }),
    }),
  );
}
