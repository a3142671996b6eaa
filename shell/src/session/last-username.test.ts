import { LAST_USERNAME_KEY, lastUsername } from './last-username';

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('lastUsername', () => {
  it("keeps the last username under 'lastUsername'", () => {
    expect(lastUsername.get()).toBe('');
    lastUsername.set('officer');
    expect(window.localStorage.getItem(LAST_USERNAME_KEY)).toBe('officer');
    expect(lastUsername.get()).toBe('officer');
  });

  it('remembers nothing, and breaks nothing, when storage is off', () => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
    expect(() => lastUsername.set('officer')).not.toThrow();
    expect(lastUsername.get()).toBe('');
  });
});
