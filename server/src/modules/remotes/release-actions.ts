import { and, eq } from 'drizzle-orm';
import type { ReleaseProblem, RemoteName, RemoteRegistry } from '@pm/domain/contracts';
import { releaseProblems } from '@pm/domain/contracts';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { remoteActive, remoteReleases } from '../../db/schema';
import { conflict, invalid, notFound } from '../../http/errors';
import type { Texts } from '../../http/texts';
import { readReleaseInfo, readShellFederation, releaseLocation } from './release-files';
import { problemTexts } from './releases';

/** Who registers or activates: a signed-in administrator, or the command line (no user). */
export interface ReleaseActor {
  userId: number | null;
  t: Texts;
}

export interface ReleaseSettings {
  releasesDir: string;
  staticRoot: string;
  bootstrap: RemoteRegistry;
}

/** A refusal the caller reads: the release is kept as refused, and these are its reasons. */
export class ReleaseRefused extends Error {
  override name = 'ReleaseRefused';
  constructor(readonly reasons: string[]) {
    super(reasons.join('; '));
  }
}

const actorOf = (actor: ReleaseActor) => (actor.userId === null ? null : { id: actor.userId });

/** Makes a kept, ready release the one `/remotes.json` names, in the caller's transaction, and logs it. */
async function makeActive(
  tx: Transaction,
  actor: ReleaseActor,
  release: { id: number; remote: RemoteName; version: string },
) {
  const [before] = await tx
    .select({ version: remoteReleases.version })
    .from(remoteActive)
    .innerJoin(remoteReleases, eq(remoteReleases.id, remoteActive.releaseId))
    .where(eq(remoteActive.remote, release.remote));
  const values = { releaseId: release.id, activatedBy: actor.userId, activatedAt: new Date() };
  await tx
    .insert(remoteActive)
    .values({ remote: release.remote, ...values })
    .onConflictDoUpdate({ target: remoteActive.remote, set: values });
  await withAudit(
    tx,
    actorOf(actor),
    'activate',
    'remoteRelease',
    release.id,
    { remote: release.remote, version: before?.version ?? null },
    { remote: release.remote, version: release.version },
  );
}

/**
 * Registers `releases/<folder>/<version>/`: checks its `release.json` against what the served shell provides, keeps
 * it (ready, or refused with its problems, so the remotes panel can say why), logs it, and makes a ready one active
 * unless told not to. A refused release throws `ReleaseRefused` after its row is written.
 */
export async function registerRelease(
  db: Database,
  settings: ReleaseSettings,
  actor: ReleaseActor,
  request: { remote: RemoteName; version: string; activate?: boolean },
): Promise<number> {
  const { remote, version } = request;
  if (!settings.bootstrap.remotes.some((entry) => entry.name === remote)) {
    throw notFound(actor.t('release.unknownRemote', { remote }));
  }
  const { dir, entry } = releaseLocation(settings.releasesDir, remote, version);
  const info = await readReleaseInfo(dir);
  if (info === 'missing') throw notFound(actor.t('release.missing', { remote, version }));
  if (info === 'invalid' || info.remote !== remote || info.version !== version) {
    throw invalid(actor.t('release.invalid', { remote, version }));
  }
  const shell = await readShellFederation(settings.staticRoot);
  if (!shell) throw conflict(actor.t('release.shellUnknown'));
  const problems: ReleaseProblem[] = releaseProblems(info, shell);
  const status = problems.length === 0 ? 'ready' : 'refused';

  const id = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(remoteReleases)
      .where(and(eq(remoteReleases.remote, remote), eq(remoteReleases.version, version)))
      .for('update');
    if (existing?.status === 'ready' && status === 'ready') return existing.id;
    const values = {
      entry,
      meta: info,
      status,
      problems,
      releasedBy: actor.userId,
      releasedAt: new Date(),
    } as const;
    const [row] = existing
      ? await tx.update(remoteReleases).set(values).where(eq(remoteReleases.id, existing.id)).returning()
      : await tx
          .insert(remoteReleases)
          .values({ remote, version, ...values })
          .returning();
    await withAudit(
      tx,
      actorOf(actor),
      'publish',
      'remoteRelease',
      row!.id,
      existing ? { status: existing.status } : null,
      { remote, version, status, commit: info.commit },
    );
    return row!.id;
  });
  if (status === 'refused') throw new ReleaseRefused(problemTexts(problems, actor.t));
  if (request.activate !== false) await activateRelease(db, settings, actor, id);
  return id;
}

/** Makes a kept release active (roll forward or back): one call, no restart, no shell rebuild. */
export async function activateRelease(
  db: Database,
  settings: Pick<ReleaseSettings, 'releasesDir'>,
  actor: ReleaseActor,
  id: number,
): Promise<{ remote: RemoteName }> {
  return db.transaction(async (tx) => {
    const [release] = await tx.select().from(remoteReleases).where(eq(remoteReleases.id, id));
    if (!release) throw notFound(actor.t('release.notFound'));
    if (release.status !== 'ready')
      throw conflict(actor.t('release.refusedCannotActivate', { version: release.version }));
    const info = await readReleaseInfo(
      releaseLocation(settings.releasesDir, release.remote, release.version).dir,
    );
    if (info === 'missing') {
      throw conflict(actor.t('release.missing', { remote: release.remote, version: release.version }));
    }
    await makeActive(tx, actor, release);
    return { remote: release.remote };
  });
}

/** Leaves the releases: the remote is served from its bootstrap entry again (logged as a deactivation). */
export async function useBootstrap(db: Database, actor: ReleaseActor, remote: RemoteName): Promise<void> {
  await db.transaction(async (tx) => {
    const [active] = await tx
      .select({ id: remoteReleases.id, version: remoteReleases.version })
      .from(remoteActive)
      .innerJoin(remoteReleases, eq(remoteReleases.id, remoteActive.releaseId))
      .where(eq(remoteActive.remote, remote));
    if (!active) return;
    await tx.delete(remoteActive).where(eq(remoteActive.remote, remote));
    await withAudit(
      tx,
      actorOf(actor),
      'deactivate',
      'remoteRelease',
      active.id,
      { remote, version: active.version },
      {
        remote,
        version: null,
      },
    );
  });
}
