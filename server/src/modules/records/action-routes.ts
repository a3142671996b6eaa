import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Machine } from '@pm/domain/workflow/machine';
import type { FastifyRequest } from 'fastify';
import type { TSchema } from 'typebox';
import { ok } from '../../http/envelope';
import { staffAccess } from '../../plugins/access-control';
import { actionRoute } from './schema';

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** One action's body schema and what it does, for the API documentation. */
export interface ActionRoute {
  body: TSchema;
  summary: string;
}

export interface WorkflowActionRoutes<Action extends string, Input> {
  /** The records' path (`/pm/applications`): each action is `POST <path>/:id/<action>`. */
  path: string;
  /** The API documentation's tag. */
  tag: string;
  /** Names the permission each action needs. */
  machine: Machine<string, Action>;
  /** What every action answers with: the record's detail. */
  detail: TSchema;
  /** The actions to register (a machine's actions may be driven from elsewhere: a project's `sign`…). */
  actions: Partial<Record<Action, ActionRoute>>;
  /** Runs the action; `input` has passed that action's own body schema. */
  run: (request: FastifyRequest, id: number, action: Action, input: Input) => Promise<unknown>;
}

/** One route per workflow action of a record, each guarded by the permission its state machine names. */
export function workflowActionRoutes<Action extends string, Input>(
  app: App,
  routes: WorkflowActionRoutes<Action, Input>,
): void {
  for (const [action, spec] of Object.entries(routes.actions) as [Action, ActionRoute][]) {
    app.post(
      `${routes.path}/:id/${action}`,
      {
        schema: actionRoute(routes.tag, spec.summary, spec.body, routes.detail),
        config: staffAccess(routes.machine.actions[action].permission),
      },
      // The body was validated against this action's own schema above, which is one of the input's shapes.
      async (request) => ok(await routes.run(request, request.params.id, action, request.body as Input)),
    );
  }
}
