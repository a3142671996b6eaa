import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteEntry } from '@pm/domain/contracts';
import type { RemoteLifecycles } from '@pm/web/contracts';

let initialised = false;

/** Registers the remotes of this audience. Nothing is fetched until a remote's prefix is first visited. */
export function registerRemoteEntries(entries: RemoteEntry[]): void {
  if (!initialised) {
    init({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
    initialised = true;
  }
  registerRemotes(entries.map(({ name, entry }) => ({ name, entry })));
}

async function loadOnce(entry: RemoteEntry): Promise<RemoteLifecycles> {
  const lifecycles = await loadRemote<RemoteLifecycles>(`${entry.name}/app`);
  if (!lifecycles) throw new Error(`${entry.name}/app did not load`);
  return lifecycles;
}

/**
 * Loads a remote's `./app`, retrying once after a failure (a deploy may have swapped files mid-flight). The
 * retry re-registers the remote with `force` so the runtime drops what it cached of the failed attempt.
 */
export async function loadRemoteApp(entry: RemoteEntry): Promise<RemoteLifecycles> {
  try {
    return await loadOnce(entry);
  } catch {
    registerRemotes([{ name: entry.name, entry: entry.entry }], { force: true });
    return loadOnce(entry);
  }
}
