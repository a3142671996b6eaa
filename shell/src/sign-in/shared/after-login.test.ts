import { afterLoginPath } from './after-login';

describe('afterLoginPath', () => {
  it('goes to the default route without a redirect', () => {
    expect(afterLoginPath('', '/home/workplace')).toBe('/home/workplace');
  });

  it('returns to the page the guard came from, with its query', () => {
    expect(
      afterLoginPath('?redirect=%2Fproject%2Flist%3Fstatus%3Ddraft&status=draft', '/home/workplace'),
    ).toBe('/project/list?status=draft');
  });

  it('refuses redirects off the site', () => {
    expect(afterLoginPath('?redirect=https%3A%2F%2Fevil.example', '/home/workplace')).toBe('/home/workplace');
    expect(afterLoginPath('?redirect=%2F%2Fevil.example', '/home/workplace')).toBe('/home/workplace');
  });
});
