import {
  MATERIAL_BUTTONS,
  MATERIAL_STATUSES,
  actionsFrom,
  allowedActions,
  isBorrowingOverdue,
  materialMachine,
  transition,
} from '.';

type Edge = readonly [from: string, action: string, to: string];

/** Every transition the archive allows, written out: anything not listed is refused. */
const LEGAL: Edge[] = [
  ['pending', 'archive', 'archived'],
  ['archived', 'borrow', 'borrowed'],
  ['borrowed', 'giveBack', 'archived'],
  ['archived', 'destroy', 'destroyed'],
];

describe('material machine', () => {
  it('allows exactly pending → archived → borrowed → archived, and destroying an archived entry', () => {
    for (const from of MATERIAL_STATUSES) {
      for (const action of Object.keys(materialMachine.actions) as (keyof typeof materialMachine.actions)[]) {
        const edge = LEGAL.find(([f, a]) => f === from && a === action);
        expect({ from, action, result: transition(materialMachine, from, action) }).toEqual({
          from,
          action,
          result: edge
            ? { ok: true, to: edge[2] }
            : { ok: false, from, allowedFrom: materialMachine.actions[action].from },
        });
      }
    }
  });

  it('ends with a destroyed entry, and destroys nothing that is lent out', () => {
    expect(actionsFrom(materialMachine, 'destroyed')).toEqual([]);
    expect(actionsFrom(materialMachine, 'borrowed')).toEqual(['giveBack']);
  });

  it('offers each step only to holders of its button code', () => {
    const borrowOnly = (code: string) => code === MATERIAL_BUTTONS.borrow;
    expect(allowedActions(materialMachine, 'archived', borrowOnly)).toEqual(['borrow']);
    expect(allowedActions(materialMachine, 'pending', borrowOnly)).toEqual([]);
    const all = () => true;
    expect(allowedActions(materialMachine, 'archived', all)).toEqual(['borrow', 'destroy']);
  });

  it('flags a borrowing overdue from the day after its due date', () => {
    expect(isBorrowingOverdue('2026-11-27', '2026-11-28')).toBe(true);
    expect(isBorrowingOverdue('2026-11-28', '2026-11-28')).toBe(false);
  });
});
