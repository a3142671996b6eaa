import { init, loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import type { RemoteEntry } from '@pm/domain/contracts';
import type { RemoteLifecycles } from '@pm/web/contracts';

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

/** Loads a remote's `./app` (the runtime's retry plugin tries again once after a failure). */
export async function loadRemoteApp(entry: RemoteEntry): Promise<RemoteLifecycles> {
  const lifecycles = await loadRemote<RemoteLifecycles>(`${entry.name}/app`);
  if (!lifecycles) throw new Error(`${entry.name}/app did not load`);
  return lifecycles;
}
