/**
 * A state machine of a business record: its statuses and the explicit actions that move it, each with the
 * permission (button code) it needs. The server refuses what the machine does not allow; the UI shows only the
 * buttons the machine and the user's permissions allow. One table, read by both.
 */
export interface ActionRule<Status extends string> {
  from: readonly Status[];
  to: Status;
  permission: string;
  /**
   * Its part in the maker–checker rule: `submit` puts the record up for review (whoever takes it becomes its
   * submitter); `review` decides on it, which its creator and its submitter may not (`refusedToMaker`).
   */
  step?: 'submit' | 'review';
  /**
   * Taken by the record's approval (`/pm/approvals/...`): an approver's decision, the initiator's withdrawal, or
   * what the last decision does. Never a button of the record (`allowedActions` leaves it out); the record has no
   * route of its own for it.
   */
  byApproval?: true;
}

export interface Machine<Status extends string, Action extends string> {
  /** The record's name in messages and the operation log (`project`, `application`…). */
  entity: string;
  statuses: readonly Status[];
  actions: Readonly<Record<Action, ActionRule<Status>>>;
}

export function defineMachine<const Status extends string, const Action extends string>(
  machine: Machine<Status, Action>,
): Machine<Status, Action> {
  return machine;
}

export type TransitionResult<Status extends string> =
  { ok: true; to: Status } | { ok: false; from: Status; allowedFrom: readonly Status[] };

export function transition<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  from: Status,
  action: Action,
): TransitionResult<Status> {
  const rule = machine.actions[action];
  return rule.from.includes(from) ? { ok: true, to: rule.to } : { ok: false, from, allowedFrom: rule.from };
}

export function canTransition<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  from: Status,
  action: Action,
): boolean {
  return machine.actions[action].from.includes(from);
}

/**
 * The actions a record in `status` offers to someone who holds the button codes `has` says yes to: what a
 * record's buttons show (the server checks both again). What its approval takes (`byApproval`) is never a button.
 */
export function allowedActions<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  status: Status,
  has: (code: string) => boolean,
): Action[] {
  return actionsFrom(machine, status).filter(
    (action) => !machine.actions[action].byApproval && has(machine.actions[action].permission),
  );
}

/** The actions a record in `status` offers, in the machine's order. */
export function actionsFrom<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  status: Status,
): Action[] {
  return (Object.keys(machine.actions) as Action[]).filter((action) =>
    canTransition(machine, status, action),
  );
}

export function isAction<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  value: string,
): value is Action {
  return Object.prototype.hasOwnProperty.call(machine.actions, value);
}
