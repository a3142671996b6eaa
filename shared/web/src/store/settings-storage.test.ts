import { createAppStore } from './store';
import { defaultSettings } from './settings';
import { setServerMenu, updateSettings } from './settings-slice';
import { SETTINGS_STORAGE_KEY, loadSettings, persistSettings } from './settings-storage';

afterEach(() => window.localStorage.clear());

describe('defaultSettings', () => {
  it('are the specification §3 app settings defaults', () => {
    expect(defaultSettings).toEqual({
      theme: 'light',
      colorWeak: false,
      navbar: true,
      menu: true,
      topMenu: false,
      hideMenu: false,
      menuCollapse: false,
      footer: true,
      themeColor: '#165DFF',
      menuWidth: 220,
      device: 'desktop',
      tabBar: false,
      menuFromServer: true,
      serverMenu: [],
    });
  });
});

describe('loadSettings', () => {
  it('gives the defaults when nothing was saved', () => {
    expect(loadSettings()).toEqual(defaultSettings);
  });

  it('gives the defaults for a corrupt entry', () => {
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, '{not json');
    expect(loadSettings()).toEqual(defaultSettings);
    window.localStorage.setItem(SETTINGS_STORAGE_KEY, '[1,2]');
    expect(loadSettings()).toEqual(defaultSettings);
  });

  it('keeps each valid value and drops values of the wrong type or range', () => {
    window.localStorage.setItem(
      SETTINGS_STORAGE_KEY,
      JSON.stringify({
        theme: 'purple',
        colorWeak: 'yes',
        menuWidth: -5,
        themeColor: 'red',
        device: 'tablet',
        footer: false,
        tabBar: true,
        serverMenu: [{ name: 'stale' }],
        unknown: 1,
      }),
    );
    expect(loadSettings()).toEqual({ ...defaultSettings, footer: false, tabBar: true });
  });
});

describe('persistSettings', () => {
  it('round-trips every drawer setting through localStorage, without the server menu', () => {
    const store = createAppStore();
    const stop = persistSettings(store);
    const changed = {
      theme: 'dark' as const,
      colorWeak: true,
      navbar: false,
      menu: false,
      topMenu: true,
      menuCollapse: true,
      footer: false,
      themeColor: '#F53F3F',
      menuWidth: 260,
      tabBar: true,
      menuFromServer: false,
    };
    store.dispatch(updateSettings(changed));
    store.dispatch(
      setServerMenu([{ path: '/home', name: 'home', meta: { locale: 'menu.home', requiresAuth: true } }]),
    );
    stop();

    const stored = JSON.parse(window.localStorage.getItem(SETTINGS_STORAGE_KEY) ?? '{}');
    expect(stored).not.toHaveProperty('serverMenu');
    expect(loadSettings()).toEqual({ ...defaultSettings, ...changed });
  });

  it('does not write when only the server menu changes', () => {
    const store = createAppStore();
    const stop = persistSettings(store);
    store.dispatch(setServerMenu([]));
    stop();
    expect(window.localStorage.getItem(SETTINGS_STORAGE_KEY)).toBeNull();
  });
});
