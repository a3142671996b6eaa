import type { History } from 'history';
import type { RemoteEntry, RemoteRegistry } from '@pm/domain/contracts';
import { fetchRegistry } from './registry';

let navigation = 0;
let read: { navigation: number; registry: Promise<RemoteRegistry | null> } | null = null;

/**
 * Counts navigations: the registry is read again at most once per navigation, and only when one goes into a
 * remote's page (a release or roll-back reaches an open shell there, without a reload).
 */
export function watchNavigations(history: Pick<History, 'listen'>): () => void {
  return history.listen(() => {
    navigation += 1;
  });
}

/** The registry the shell started with counts as this (first) navigation's read: the first page needs no second one. */
export function rememberStartupRegistry(registry: RemoteRegistry): void {
  read = { navigation, registry: Promise.resolve(registry) };
}

/** The registry as it is now, read once for this navigation however many remotes load in it; null if unreadable. */
export function registryOfThisNavigation(
  fetchFresh: () => Promise<RemoteRegistry> = fetchRegistry,
): Promise<RemoteRegistry | null> {
  if (read?.navigation !== navigation) {
    read = { navigation, registry: fetchFresh().catch(() => null) };
  }
  return read.registry;
}

/** A remote's entry as the registry names it now: the one it had at start-up when the registry cannot be read. */
export async function currentEntryOf(
  entry: RemoteEntry,
  fetchFresh?: () => Promise<RemoteRegistry>,
): Promise<RemoteEntry> {
  const registry = await registryOfThisNavigation(fetchFresh);
  return registry?.remotes.find((remote) => remote.name === entry.name) ?? entry;
}
