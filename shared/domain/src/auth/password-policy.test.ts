import { isStrongPassword, passwordProblem } from './password-policy';

describe('password policy', () => {
  it('accepts a password with every class and no spaces', () => {
    expect(passwordProblem('Admin@12345')).toBeNull();
    expect(passwordProblem('aB3$xy')).toBeNull();
    expect(isStrongPassword('Zz9_зз')).toBe(true);
  });

  it.each([
    ['aB3$x', 'tooShort'],
    ['', 'tooShort'],
    ['aB3$ xyz', 'space'],
    ['aB3$\txyz', 'space'],
    ['aBc$xyz', 'digit'],
    ['AB3$XYZ', 'lowercase'],
    ['ab3$xyz', 'uppercase'],
    ['aB3dxyz', 'special'],
  ])('refuses %j: %s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
    expect(isStrongPassword(password)).toBe(false);
  });

  it('counts characters, not UTF-16 units, for the minimum length', () => {
    expect(passwordProblem('aB3😀')).toBe('tooShort');
  });
});
