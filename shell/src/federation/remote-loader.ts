import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteEntry, RemoteRegistry } from '@pm/domain/contracts';
import type { RemoteLifecycles } from '@pm/web/contracts';
import { currentEntryOf } from './navigation-registry';
import { fetchRegistry } from './registry';
import { measured } from './remote-health';

let initialised = false;
/** The manifest URL each remote is registered with in the runtime now. */
const registered = new Map<string, string>();

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
  entries.forEach(({ name, entry }) => registered.set(name, entry));
}

/**
 * Points the runtime at another manifest of a remote (a release, a roll-back). `force` drops what was loaded of
 * the old one from the runtime; pages already mounted keep running its code, whose chunks stay served (a release
 * folder is never removed) and load through their own chunk-loading global (shared/web/webpack/release.cjs).
 */
function reregister(entry: RemoteEntry): void {
  registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
  registered.set(entry.name, entry.entry);
}

async function loadApp(name: string): Promise<RemoteLifecycles> {
  const lifecycles = await loadRemote<RemoteLifecycles>(`${name}/app`);
  if (!lifecycles) throw new Error(`${name}/app did not load`);
  return lifecycles;
}

/**
 * Loads a remote's `./app` as the registry names it now (read once per navigation): a release or roll-back made
 * since the shell started is picked up on the next navigation into the remote, without reloading the shell.
 * The runtime's retry plugin tries each file again once; when that still fails, the registry is read afresh, the
 * remote registered again from it and loaded once more. Only then is the failure the caller's to report (the
 * refresh prompt). Each load's time, version and failure go to the health panel.
 */
export async function loadRemoteApp(
  entry: RemoteEntry,
  freshRegistry: () => Promise<RemoteRegistry> = fetchRegistry,
): Promise<RemoteLifecycles> {
  const current = await currentEntryOf(entry, freshRegistry);
  if (registered.has(current.name) && registered.get(current.name) !== current.entry) reregister(current);
  return measured(
    current.name,
    current.version,
    () => loadWithOneMoreTry(current, freshRegistry),
    (app) => app.version,
  );
}

async function loadWithOneMoreTry(
  entry: RemoteEntry,
  freshRegistry: () => Promise<RemoteRegistry>,
): Promise<RemoteLifecycles> {
  try {
    return await loadApp(entry.name);
  } catch (error) {
    const fresh = (await freshRegistry().catch(() => null))?.remotes.find(
      (remote) => remote.name === entry.name,
    );
    if (!fresh) throw error;
    reregister(fresh);
    return loadApp(fresh.name);
  }
}
