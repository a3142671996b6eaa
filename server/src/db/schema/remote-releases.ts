import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReleaseProblem, RemoteName } from '@pm/domain/contracts';
import type { ReleaseInfo } from '@pm/domain/shapes';
import { id } from './columns';
import { users } from './organisation';

export const REMOTE_RELEASE_STATUSES = ['ready', 'refused'] as const;
export type RemoteReleaseStatus = (typeof REMOTE_RELEASE_STATUSES)[number];

/**
 * A remote's release registered from `releases/<folder>/<version>/` (modules/remotes, `pnpm release`). The folder is
 * immutable, so a kept row can be made active again at any time (roll back). A release the shell cannot host is kept
 * as `refused` with its problems, so the remotes panel can say why.
 */
export const remoteReleases = pgTable(
  'remote_releases',
  {
    id: id(),
    remote: text('remote').$type<RemoteName>().notNull(),
    version: text('version').notNull(),
    /** URL of its `mf-manifest.json` (`/releases/<folder>/<version>/mf-manifest.json`). */
    entry: text('entry').notNull(),
    /** Its `release.json` as registered. */
    meta: jsonb('meta').$type<ReleaseInfo>().notNull(),
    status: text('status').$type<RemoteReleaseStatus>().notNull(),
    problems: jsonb('problems').$type<ReleaseProblem[]>().notNull().default([]),
    /** Null when registered from the command line against the database (no user signed in). */
    releasedBy: integer('released_by').references(() => users.id),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('remote_releases_remote_version_unique').on(table.remote, table.version),
    check('remote_releases_status_check', sql`${table.status} in ('ready', 'refused')`),
  ],
);

/** The release `/remotes.json` names for a remote; no row: its bootstrap entry (REMOTES_CONFIG or built-in). */
export const remoteActive = pgTable('remote_active', {
  remote: text('remote').$type<RemoteName>().primaryKey(),
  releaseId: integer('release_id')
    .notNull()
    .references(() => remoteReleases.id),
  activatedBy: integer('activated_by').references(() => users.id),
  activatedAt: timestamp('activated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
