import { createAppStore, setClientUser, setServerMenu, setUserInfo } from '@pm/web/store';
import { clientUserStorage, ruleStorage, tokenStorage } from '@pm/web/storage';
import type { UserState } from '@pm/domain/contracts';
import type { ClientUser, MenuItem } from '@pm/domain/shapes';
import { reloadPage } from '@pm/web/api';
import { logout } from './session-actions';
import { storeToken } from './store-token';
import { sessionApi } from './session-api';

jest.mock('@pm/web/api/reload-page', () => ({ reloadPage: jest.fn() }));
jest.mock('./session-api', () => ({
  sessionApi: { staffLogout: jest.fn(), clientLogout: jest.fn() },
}));

const api = jest.mocked(sessionApi);
const menu: MenuItem[] = [{ path: '/home', name: 'home', meta: { locale: 'menu.home' } } as MenuItem];

function signedInStore(rule: 'user' | 'client') {
  const store = createAppStore();
  storeToken({ token_type: 'Bearer', token: 'abc' }, rule);
  if (rule === 'client') {
    const client = { id: 7, name: '张三' } as ClientUser;
    clientUserStorage.set(client);
    store.dispatch(setClientUser(client));
  } else {
    store.dispatch(setUserInfo({ id: 1, username: 'admin', role: ['admin'] } as UserState));
    store.dispatch(setServerMenu(menu));
  }
  return store;
}

function expectEverythingCleared(store: ReturnType<typeof createAppStore>) {
  expect(tokenStorage.get()).toBeNull();
  expect(ruleStorage.get()).toBeNull();
  expect(clientUserStorage.get()).toBeNull();
  const state = store.getState();
  expect(state.session.userInfo).toBeNull();
  expect(state.session.clientUser).toBeNull();
  expect(state.settings.settings.serverMenu).toEqual([]);
  expect(state.settings.serverMenuLoaded).toBe(false);
  expect(reloadPage).toHaveBeenCalledTimes(1);
}

beforeEach(() => {
  jest.clearAllMocks();
  window.localStorage.clear();
});

describe('storeToken', () => {
  it("stores the token as '{token_type} {token}' with the marker", () => {
    storeToken({ token_type: 'Bearer', token: 'abc' }, 'user');
    expect(window.localStorage.getItem('token')).toBe('Bearer abc');
    expect(window.localStorage.getItem('rule')).toBe('user');
  });
});

describe('logout (specification §4)', () => {
  it('calls the staff endpoint for a staff user, then clears everything and reloads', async () => {
    api.staffLogout.mockResolvedValueOnce(null);
    const store = signedInStore('user');
    await logout(store.dispatch);
    expect(api.staffLogout).toHaveBeenCalledTimes(1);
    expect(api.clientLogout).not.toHaveBeenCalled();
    expectEverythingCleared(store);
  });

  it('calls the client endpoint for a beneficiary', async () => {
    api.clientLogout.mockResolvedValueOnce(null);
    const store = signedInStore('client');
    await logout(store.dispatch);
    expect(api.clientLogout).toHaveBeenCalledTimes(1);
    expect(api.staffLogout).not.toHaveBeenCalled();
    expectEverythingCleared(store);
  });

  it('clears everything even when the server call fails', async () => {
    api.staffLogout.mockRejectedValueOnce(new Error('Network Error'));
    const store = signedInStore('user');
    await expect(logout(store.dispatch)).resolves.toBeUndefined();
    expectEverythingCleared(store);
  });
});
