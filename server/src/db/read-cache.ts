import type { ChangeFeed, ChangeGroup } from './change-feed';
import type { Executor } from './client';

/** Enough for every filter combination in use at once; the oldest entry goes first beyond it. */
const MAX_ENTRIES = 2000;

interface Entry {
  group: ChangeGroup;
  generation: number;
  value: Promise<unknown>;
}

/**
 * Reads that many requests repeat (a list's count and totals, a caller's session, scope and grants), kept until
 * the change feed says a table they read has changed. Concurrent misses of one key share one read.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly feed: ChangeFeed) {}

  read<T>(group: ChangeGroup, key: string, compute: () => Promise<T>): Promise<T> {
    // Taken before the read: a change committed while it runs moves the generation past this entry.
    const generation = this.feed.generation(group);
    if (generation === null) return compute();
    const hit = this.#entries.get(key);
    if (hit && hit.group === group && hit.generation === generation) return hit.value as Promise<T>;
    const value = compute();
    const entry: Entry = { group, generation, value };
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }
}

const caches = new WeakMap<Executor, ReadCache>();

/** Gives the database object its cache. A transaction is another object: it never reads from the cache. */
export function attachReadCache(db: Executor, cache: ReadCache): void {
  caches.set(db, cache);
}

/**
 * `compute()`, or its result cached for `db` under `key` while the tables of `group` have not changed; computed
 * afresh inside a transaction (it may read its own uncommitted writes) and where no cache is attached (scripts).
 */
export function cachedRead<T>(
  db: Executor,
  group: ChangeGroup,
  key: string,
  compute: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(group, key, compute) : compute();
}
