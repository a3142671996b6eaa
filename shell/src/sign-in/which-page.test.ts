import { signInPageFor } from './which-page';

describe('signInPageFor', () => {
  it('gives /client/login the beneficiaries’ page and every other address the staff login', () => {
    expect(signInPageFor('/client/login')).toBe('client');
    expect(signInPageFor('/client/login/')).toBe('client');
    expect(signInPageFor('/login')).toBe('staff');
    expect(signInPageFor('/login/')).toBe('staff');
    expect(signInPageFor('/')).toBe('staff');
  });
});
