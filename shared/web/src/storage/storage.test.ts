import type { ClientUser } from '@pm/domain/shapes';
import { clearSession, clientUserStorage, formatToken, localeStorage, ruleStorage, tokenStorage } from '.';

const clientUser = { id: 7, name: '张三', type: 'person' } as ClientUser;

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('tokenStorage', () => {
  it("stores the token as '{token_type} {token}' under 'token'", () => {
    tokenStorage.set(formatToken({ token_type: 'Bearer', token: 'abc' }));
    expect(window.localStorage.getItem('token')).toBe('Bearer abc');
    expect(tokenStorage.get()).toBe('Bearer abc');
  });

  it('reads null when there is no token, and after clear', () => {
    expect(tokenStorage.get()).toBeNull();
    tokenStorage.set('Bearer abc');
    tokenStorage.clear();
    expect(tokenStorage.get()).toBeNull();
  });
});

describe('ruleStorage', () => {
  it("keeps 'user' or 'client' under 'rule'", () => {
    ruleStorage.set('client');
    expect(window.localStorage.getItem('rule')).toBe('client');
    expect(ruleStorage.get()).toBe('client');
  });

  it('ignores an unknown marker', () => {
    window.localStorage.setItem('rule', 'admin');
    expect(ruleStorage.get()).toBeNull();
  });
});

describe('clientUserStorage', () => {
  it("keeps the client user as JSON under 'clientUser'", () => {
    clientUserStorage.set(clientUser);
    expect(JSON.parse(window.localStorage.getItem('clientUser') ?? '')).toEqual(clientUser);
    expect(clientUserStorage.get()).toEqual(clientUser);
  });

  it('reads a corrupt value as absent', () => {
    window.localStorage.setItem('clientUser', '{not json');
    expect(clientUserStorage.get()).toBeNull();
  });
});

describe('localeStorage', () => {
  it("keeps the locale under 'arco-locale'", () => {
    localeStorage.set('en-US');
    expect(window.localStorage.getItem('arco-locale')).toBe('en-US');
    expect(localeStorage.get()).toBe('en-US');
  });

  it('ignores an unsupported locale', () => {
    window.localStorage.setItem('arco-locale', 'fr-FR');
    expect(localeStorage.get()).toBeNull();
  });
});

describe('clearSession', () => {
  it('removes token, rule and client user but keeps the locale', () => {
    tokenStorage.set('Bearer abc');
    ruleStorage.set('client');
    clientUserStorage.set(clientUser);
    localeStorage.set('en-US');
    clearSession();
    expect(tokenStorage.get()).toBeNull();
    expect(ruleStorage.get()).toBeNull();
    expect(clientUserStorage.get()).toBeNull();
    expect(localeStorage.get()).toBe('en-US');
  });
});

describe('when localStorage throws', () => {
  beforeEach(() => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(fail);
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(fail);
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(fail);
  });

  it('reads nothing and writes nothing without throwing', () => {
    expect(() => tokenStorage.set('Bearer abc')).not.toThrow();
    expect(tokenStorage.get()).toBeNull();
    expect(ruleStorage.get()).toBeNull();
    expect(clientUserStorage.get()).toBeNull();
    expect(localeStorage.get()).toBeNull();
    expect(() => clearSession()).not.toThrow();
    expect(() => localeStorage.set('zh-CN')).not.toThrow();
  });
});
