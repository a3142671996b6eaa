import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteEntry, RemoteRegistry } from '@pm/domain/contracts';
import type { RemoteLifecycles } from '@pm/web/contracts';
import { fetchRegistry } from './registry';

let initialised = false;

/**
 * One more try after a failure (a deploy may have swapped files mid-flight): for the manifest (the plugin waits
 * 1 s before it) and for the entry script and the exposed module (at once). A remote that still fails is the
 * caller's to report (the refresh prompt).
 */
export const retryOptions = {
  fetch: { retryTimes: 1 },
  script: { retryTimes: 1, retryDelay: 0 },
};

/** Registers the remotes of this audience. Nothing is fetched until a remote's prefix is first visited. */
export function registerRemoteEntries(entries: RemoteEntry[]): void {
  if (!initialised) {
    init({ name: 'shell', remotes: [], shareStrategy: 'loaded-first', plugins: [RetryPlugin(retryOptions)] });
    initialised = true;
  }
  registerRemotes(entries.map(({ name, entry }) => ({ name, entry })));
}

async function loadApp(name: string): Promise<RemoteLifecycles> {
  const lifecycles = await loadRemote<RemoteLifecycles>(`${name}/app`);
  if (!lifecycles) throw new Error(`${name}/app did not load`);
  return lifecycles;
}

/**
 * Loads a remote's `./app`. The runtime's retry plugin tries each file again once; when that still fails, the
 * page may hold a registry older than a release (its entry, or the chunk names the loaded entry gave, are gone):
 * the registry is read afresh, the remote registered again from it (what was loaded of it is dropped), and loaded
 * once more. Only then is the failure the caller's to report (the refresh prompt).
 */
export async function loadRemoteApp(
  entry: RemoteEntry,
  freshRegistry: () => Promise<RemoteRegistry> = fetchRegistry,
): Promise<RemoteLifecycles> {
  try {
    return await loadApp(entry.name);
  } catch (error) {
    const fresh = (await freshRegistry().catch(() => null))?.remotes.find(
      (remote) => remote.name === entry.name,
    );
    if (!fresh) throw error;
    registerRemotes([{ name: fresh.name, entry: fresh.entry }], { force: true });
    return loadApp(fresh.name);
  }
}
