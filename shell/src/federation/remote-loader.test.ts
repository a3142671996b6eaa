import type { RemoteEntry } from '@pm/domain/contracts';

import * as federationRuntime from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { watchNavigations } from './navigation-registry';
import { healthSnapshot } from './remote-health';
import { loadRemoteApp, registerRemoteEntries, retryOptions } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
}));
jest.mock('@module-federation/retry-plugin', () => ({
  RetryPlugin: jest.fn(() => ({ name: 'retry-plugin' })),
}));

const runtime = jest.mocked(federationRuntime);

const entry: RemoteEntry = {
  name: 'mf_archives',
  entry: '/remotes/mf-archives/mf-manifest.json',
  version: '1',
  prefixes: ['/archives'],
  audience: 'staff',
};
const lifecycles = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

let navigate: () => void = () => undefined;
watchNavigations({
  listen: (listener) => {
    navigate = () => listener({} as never);
    return () => undefined;
  },
});

// Each test is a navigation of its own: the registry is read again once in it.
beforeEach(() => {
  jest.clearAllMocks();
  navigate();
});

describe('registerRemoteEntries', () => {
  it('initialises the runtime once with loaded-first and registers names and manifests only', () => {
    registerRemoteEntries([entry]);
    registerRemoteEntries([entry]);
    expect(runtime.init).toHaveBeenCalledTimes(1);
    expect(runtime.init).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'shell', shareStrategy: 'loaded-first' }),
    );
    // The retry plugin: one more try for the manifest, the entry script and the module.
    expect(retryOptions).toEqual({ fetch: { retryTimes: 1 }, script: { retryTimes: 1, retryDelay: 0 } });
    expect(RetryPlugin).toHaveBeenCalledWith(retryOptions);
    expect(runtime.init).toHaveBeenCalledWith(
      expect.objectContaining({ plugins: [{ name: 'retry-plugin' }] }),
    );
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_archives', entry: entry.entry }]);
    expect(runtime.loadRemote).not.toHaveBeenCalled();
  });
});

describe('loadRemoteApp', () => {
  it('loads the remote ./app', async () => {
    runtime.loadRemote.mockResolvedValueOnce(lifecycles);
    await expect(loadRemoteApp(entry)).resolves.toBe(lifecycles);
    expect(runtime.loadRemote).toHaveBeenCalledWith('mf_archives/app');
  });

  const registryWith = (...remotes: RemoteEntry[]) => jest.fn(async () => ({ remotes }));

  it('loads the entry the registry names now: a release since start-up is registered again, once per navigation', async () => {
    registerRemoteEntries([entry]);
    jest.clearAllMocks();
    const released = { ...entry, entry: '/releases/mf-archives/2/mf-manifest.json', version: '2' };
    runtime.loadRemote.mockResolvedValue({ ...lifecycles, version: '2' });
    const registry = registryWith(released);
    await loadRemoteApp(entry, registry);
    await loadRemoteApp(entry, registry);
    expect(registry).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_archives', entry: released.entry }], {
      force: true,
    });
    expect(healthSnapshot().mf_archives).toMatchObject({ registryVersion: '2', loadedVersion: '2' });
    expect(healthSnapshot().mf_archives?.lastError).toBeUndefined();

    // A roll-back, read at the next navigation.
    navigate();
    await loadRemoteApp(entry, registryWith(entry));
    expect(runtime.registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_archives', entry: entry.entry }], {
      force: true,
    });
  });

  it('after a failure the retry plugin could not mend, registers the remote again from a fresh registry and tries once more', async () => {
    const released = { ...entry, entry: '/remotes/mf-archives/2/mf-manifest.json', version: '2' };
    runtime.loadRemote.mockRejectedValueOnce(new Error('#RUNTIME-008')).mockResolvedValueOnce(lifecycles);
    // This navigation's read still names the old entry; the read after the failure names the release.
    const registry = jest
      .fn()
      .mockResolvedValueOnce({ remotes: [entry] })
      .mockResolvedValueOnce({ remotes: [released] });
    await expect(loadRemoteApp(entry, registry)).resolves.toBe(lifecycles);
    expect(registry).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_archives', entry: released.entry }], {
      force: true,
    });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('passes on the failure of that second try (e2e failed-remote)', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('#RUNTIME-008'));
    await expect(loadRemoteApp(entry, registryWith(entry))).rejects.toThrow('#RUNTIME-008');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('passes on the first failure when the fresh registry cannot be read or no longer lists the remote', async () => {
    registerRemoteEntries([entry]);
    jest.clearAllMocks();
    runtime.loadRemote.mockRejectedValue(new Error('#RUNTIME-008'));
    await expect(
      loadRemoteApp(
        entry,
        jest.fn(() => Promise.reject(new Error('offline'))),
      ),
    ).rejects.toThrow('#RUNTIME-008');
    navigate();
    await expect(loadRemoteApp(entry, registryWith())).rejects.toThrow('#RUNTIME-008');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
    expect(runtime.registerRemotes).not.toHaveBeenCalled();
    expect(healthSnapshot().mf_archives?.lastError).toBe('#RUNTIME-008');
  });

  it('treats an empty module as a failure', async () => {
    runtime.loadRemote.mockResolvedValue(null);
    await expect(loadRemoteApp(entry, registryWith(entry))).rejects.toThrow('mf_archives/app did not load');
  });
});
