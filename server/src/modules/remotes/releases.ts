import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RemoteEntry, RemoteName, RemoteRegistry, ReleaseProblem } from '@pm/domain/contracts';
import type { RemoteReleaseRow, RemoteReleaseSummary } from '@pm/domain/shapes';
import type { Executor } from '../../db/client';
import { remoteActive, remoteReleases, users } from '../../db/schema';
import type { Texts } from '../../http/texts';
import { folderOf, releaseLocation, pagesIn } from './release-files';

/** Each remote's active release (name → entry, version, folder), read by `/remotes.json` on every request. */
export async function activeReleases(db: Executor) {
  return db
    .select({ remote: remoteActive.remote, version: remoteReleases.version, entry: remoteReleases.entry })
    .from(remoteActive)
    .innerJoin(remoteReleases, eq(remoteReleases.id, remoteActive.releaseId));
}

/**
 * The registry the shell reads: the bootstrap entry of each remote (REMOTES_CONFIG or built-in), its manifest,
 * version and pages replaced by the active release's where a remote has one. The prefixes and audience stay the
 * bootstrap's: a release changes code, not which paths a remote owns.
 */
export async function servedRegistry(
  db: Executor,
  bootstrap: RemoteRegistry,
  releasesDir: string,
): Promise<RemoteRegistry> {
  const active = new Map((await activeReleases(db)).map((row) => [row.remote, row]));
  const remotes = await Promise.all(
    bootstrap.remotes.map(async (remote): Promise<RemoteEntry> => {
      const release = active.get(remote.name);
      if (!release) return remote;
      const { dir } = releaseLocation(releasesDir, remote.name, release.version);
      const { pages: _bootstrapPages, ...rest } = remote;
      return { ...rest, entry: release.entry, version: release.version, ...(await pagesIn(dir)) };
    }),
  );
  return { remotes };
}

/** A refusal's reasons in the reader's language (texts `release.problem.*`). */
export const problemTexts = (problems: ReleaseProblem[], t: Texts): string[] =>
  problems.map((problem) => t(`release.problem.${problem.kind}`, problem));

const releasers = alias(users, 'releasers');
const activators = alias(users, 'activators');

/** Every remote of the bootstrap registry (and any other with releases), its kept releases newest first. */
export async function releaseSummaries(
  db: Executor,
  bootstrap: RemoteRegistry,
  t: Texts,
  only?: RemoteName,
): Promise<RemoteReleaseSummary[]> {
  const rows = await db
    .select({
      release: remoteReleases,
      releasedBy: releasers.name,
      activeId: remoteActive.releaseId,
      activatedBy: activators.name,
      activatedAt: remoteActive.activatedAt,
    })
    .from(remoteReleases)
    .leftJoin(releasers, eq(releasers.id, remoteReleases.releasedBy))
    .leftJoin(remoteActive, eq(remoteActive.remote, remoteReleases.remote))
    .leftJoin(activators, eq(activators.id, remoteActive.activatedBy))
    .where(only ? eq(remoteReleases.remote, only) : undefined)
    .orderBy(desc(remoteReleases.releasedAt), desc(remoteReleases.id));
  const names = [
    ...new Set<RemoteName>([...bootstrap.remotes.map((r) => r.name), ...rows.map((r) => r.release.remote)]),
  ].filter((name) => !only || name === only);
  return names.map((remote) => {
    const mine = rows.filter((row) => row.release.remote === remote);
    const releases = mine.map(
      ({ release, releasedBy, activeId, activatedBy, activatedAt }): RemoteReleaseRow => {
        const active = activeId === release.id;
        return {
          id: release.id,
          version: release.version,
          status: release.status,
          problems: problemTexts(release.problems, t),
          commit: release.meta.commit,
          builtAt: release.meta.builtAt,
          releasedBy: releasedBy ?? null,
          releasedAt: release.releasedAt.toISOString(),
          active,
          activatedBy: active ? (activatedBy ?? null) : null,
          activatedAt: active && activatedAt ? activatedAt.toISOString() : null,
        };
      },
    );
    const activeRelease = releases.find((release) => release.active);
    const bootstrapEntry = bootstrap.remotes.find((entry) => entry.name === remote);
    return {
      remote,
      folder: folderOf(remote),
      servedVersion: activeRelease?.version ?? bootstrapEntry?.version ?? '',
      activeId: activeRelease?.id ?? null,
      releases,
    };
  });
}
