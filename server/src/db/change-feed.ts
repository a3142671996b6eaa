import pg from 'pg';
import type { DatabaseHandle } from './client';

/**
 * What a cached read depends on: `data`, the rows lists count and sum; `access`, who a caller is and may see
 * (sessions, users, roles, grants, departments).
 */
export type ChangeGroup = 'data' | 'access';

const CHANNEL = 'pm_changes';
const RECONNECT_MS = 1000;

/** The tables each group reads; drizzle/0023_list_change_feed.sql announces every committed change to them. */
const GROUPS_OF: Record<string, readonly ChangeGroup[]> = {
  projects: ['data'],
  appropriations: ['data'],
  beneficiaries: ['data'],
  beneficiary_qualifications: ['data'],
  applications: ['data'],
  operation_logs: ['data'],
  users: ['data', 'access'],
  sessions: ['access'],
  roles: ['access'],
  user_roles: ['access'],
  role_permissions: ['access'],
  permissions: ['access'],
  role_departments: ['access'],
  departments: ['access'],
};

/**
 * A generation per group that moves on every change to its tables, on this server or any other: a value cached
 * under one generation is stale once it moves. While the feed is not listening (starting, or its connection lost)
 * `generation` answers null and nothing may be served from a cache.
 */
export interface ChangeFeed {
  generation(group: ChangeGroup): number | null;
  /** Everything changed: this server has just written (its own next read must not see an older figure). */
  changedAll(): void;
  /** A table changed (`*`: any of them). */
  changed(table: string): void;
  close(): Promise<void>;
}

function generations() {
  const counts: Record<ChangeGroup, number> = { data: 0, access: 0 };
  let listening = false;
  return {
    read: (group: ChangeGroup) => (listening ? counts[group] : null),
    changed: (table: string | undefined) => {
      const groups = table === '*' ? (['data', 'access'] as const) : (GROUPS_OF[table ?? ''] ?? []);
      for (const group of groups) counts[group] += 1;
    },
    changedAll: () => {
      counts.data += 1;
      counts.access += 1;
    },
    setListening(value: boolean) {
      listening = value;
      counts.data += 1;
      counts.access += 1;
    },
  };
}

/** Listens to the change channel on a connection of its own (the pool's stay for requests), reconnecting. */
function postgresFeed(pool: pg.Pool, onError: (error: unknown) => void): ChangeFeed {
  const state = generations();
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  const lost = (error: unknown) => {
    state.setListening(false);
    client = null;
    if (closed) return;
    onError(error);
    retry = setTimeout(connect, RECONNECT_MS);
    retry.unref();
  };
  const connect = () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => state.changed(message.payload));
    next.on('error', (error) => next === client && lost(error));
    next.on('end', () => next === client && lost(new Error('change feed connection ended')));
    client = next;
    next
      .connect()
      .then(() => next.query(`listen ${CHANNEL}`))
      .then(() => next === client && !closed && state.setListening(true))
      .catch((error: unknown) => next === client && lost(error));
  };
  connect();
  return {
    generation: state.read,
    changedAll: state.changedAll,
    changed: state.changed,
    async close() {
      closed = true;
      clearTimeout(retry);
      state.setListening(false);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}

/** The embedded database has one client, this process's: its notifications arrive on it. */
async function pgliteFeed(handle: Extract<DatabaseHandle, { driver: 'pglite' }>): Promise<ChangeFeed> {
  const state = generations();
  const unlisten = await handle.client.listen(CHANNEL, (payload) => state.changed(payload));
  state.setListening(true);
  return {
    generation: state.read,
    changedAll: state.changedAll,
    changed: state.changed,
    async close() {
      state.setListening(false);
      await unlisten().catch(() => undefined);
    },
  };
}

/**
 * The feed of a database: its notifications (any server's committed changes), and this process's own writes as
 * each starts, so that a read made after a write here never meets a figure cached before it.
 */
export async function openChangeFeed(
  handle: DatabaseHandle,
  onError: (error: unknown) => void,
): Promise<ChangeFeed> {
  const feed = handle.driver === 'postgres' ? postgresFeed(handle.pool, onError) : await pgliteFeed(handle);
  handle.onWrite((table) => feed.changed(table));
  return feed;
}
