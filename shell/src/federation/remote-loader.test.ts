import type { RemoteEntry } from '@pm/domain/contracts';

import * as federationRuntime from '@module-federation/enhanced/runtime';
import { loadRemoteApp, registerRemoteEntries } from './remote-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  init: jest.fn(),
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(),
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

beforeEach(() => jest.clearAllMocks());

describe('registerRemoteEntries', () => {
  it('initialises the runtime once with loaded-first and registers names and manifests only', () => {
    registerRemoteEntries([entry]);
    registerRemoteEntries([entry]);
    expect(runtime.init).toHaveBeenCalledTimes(1);
    expect(runtime.init).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'shell', shareStrategy: 'loaded-first' }),
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

  it('retries once after a failure, re-registering the remote with force', async () => {
    runtime.loadRemote.mockRejectedValueOnce(new Error('#RUNTIME-008')).mockResolvedValueOnce(lifecycles);
    await expect(loadRemoteApp(entry)).resolves.toBe(lifecycles);
    expect(runtime.registerRemotes).toHaveBeenCalledWith([{ name: 'mf_archives', entry: entry.entry }], {
      force: true,
    });
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('gives up after the retry fails too', async () => {
    runtime.loadRemote.mockRejectedValue(new Error('#RUNTIME-008'));
    await expect(loadRemoteApp(entry)).rejects.toThrow('#RUNTIME-008');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('treats an empty module as a failure', async () => {
    runtime.loadRemote.mockResolvedValue(null);
    await expect(loadRemoteApp(entry)).rejects.toThrow('mf_archives/app did not load');
  });
});
