import {
  SERVICE_STATUSES,
  VOLUNTEER_BUTTONS,
  VOLUNTEER_STATUSES,
  actionsFrom,
  allowedActions,
  serviceMachine,
  transition,
  volunteerMachine,
  type Machine,
} from '.';

type Edge = readonly [from: string, action: string, to: string];

/** Every transition each machine allows, written out: anything not listed is refused. */
const LEGAL: { machine: Machine<string, string>; statuses: readonly string[]; edges: Edge[] }[] = [
  {
    machine: volunteerMachine,
    statuses: VOLUNTEER_STATUSES,
    edges: [
      ['applied', 'activate', 'active'],
      ['active', 'suspend', 'suspended'],
      ['suspended', 'resume', 'active'],
      ['applied', 'leave', 'left'],
      ['active', 'leave', 'left'],
      ['suspended', 'leave', 'left'],
    ],
  },
  {
    machine: serviceMachine,
    statuses: SERVICE_STATUSES,
    edges: [
      ['scheduled', 'attend', 'attended'],
      ['scheduled', 'noShow', 'noShow'],
      ['attended', 'verify', 'verified'],
    ],
  },
];

describe.each(LEGAL)('$machine.entity machine', ({ machine, statuses, edges }) => {
  it('allows exactly the listed transitions', () => {
    for (const from of statuses) {
      for (const action of Object.keys(machine.actions)) {
        const edge = edges.find(([f, a]) => f === from && a === action);
        const result = transition(machine, from, action);
        expect({ from, action, result }).toEqual({
          from,
          action,
          result: edge
            ? { ok: true, to: edge[2] }
            : { ok: false, from, allowedFrom: machine.actions[action]!.from },
        });
      }
    }
  });
});

describe('volunteer and service machines', () => {
  it('has final states: a volunteer who left, a verified or missed record', () => {
    expect(actionsFrom(volunteerMachine, 'left')).toEqual([]);
    expect(actionsFrom(serviceMachine, 'verified')).toEqual([]);
    expect(actionsFrom(serviceMachine, 'noShow')).toEqual([]);
  });

  it('verifies only attended records, and only with the verify code', () => {
    expect(transition(serviceMachine, 'scheduled', 'verify')).toMatchObject({ ok: false });
    expect(serviceMachine.actions.verify.permission).toBe(VOLUNTEER_BUTTONS.verify);
    const serviceOnly = (code: string) => code === VOLUNTEER_BUTTONS.service;
    expect(allowedActions(serviceMachine, 'attended', serviceOnly)).toEqual([]);
    expect(allowedActions(serviceMachine, 'scheduled', serviceOnly)).toEqual(['attend', 'noShow']);
  });
});
