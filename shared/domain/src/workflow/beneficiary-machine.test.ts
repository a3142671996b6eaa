import { beneficiaryMachine, BENEFICIARY_BUTTONS } from './beneficiary-machine';
import { transition } from './machine';

describe('the beneficiary machine', () => {
  it('moves active and inactive both ways, and merges either for good', () => {
    expect(transition(beneficiaryMachine, 'active', 'deactivate')).toEqual({ ok: true, to: 'inactive' });
    expect(transition(beneficiaryMachine, 'inactive', 'activate')).toEqual({ ok: true, to: 'active' });
    expect(transition(beneficiaryMachine, 'inactive', 'merge')).toEqual({ ok: true, to: 'merged' });
    expect(transition(beneficiaryMachine, 'active', 'activate').ok).toBe(false);
    for (const action of ['activate', 'deactivate', 'merge'] as const) {
      expect(transition(beneficiaryMachine, 'merged', action).ok).toBe(false);
    }
  });

  it('asks for the slice’s button codes', () => {
    expect(beneficiaryMachine.actions.merge.permission).toBe(BENEFICIARY_BUTTONS.merge);
    expect(beneficiaryMachine.actions.activate.permission).toBe(BENEFICIARY_BUTTONS.status);
  });
});
