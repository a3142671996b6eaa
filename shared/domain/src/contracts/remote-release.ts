import type { RemoteName } from './remote-registry';
import { isValidRange, satisfies } from './version-range';

/**
 * The version of the shell ↔ remote contract (`RemoteProps` and the `./app` lifecycles, `@pm/web/contracts`) the
 * shell implements. Raise the major when a remote built against the old contract would break (a prop removed or
 * changed), the minor when a prop is added. Each remote declares the range it needs (`pm.remoteContract` in its
 * package.json); a release outside it is refused at registration instead of breaking a page.
 */
export const REMOTE_CONTRACT_VERSION = '1.0.0';

/**
 * What a release build writes beside its manifest (`releases/<folder>/<version>/release.json`): registration reads
 * it to decide whether the shell can host the release.
 */
export interface ReleaseInfo {
  remote: RemoteName;
  version: string;
  commit: string;
  builtAt: string;
  /** The `RemoteProps` contract range the remote needs (e.g. `^1.0.0`). */
  contract: string;
  /** Each shared singleton the remote expects from the shell, with the range it was built to accept. */
  shared: Record<string, string>;
}

/** What the shell's build says it provides (`shell/dist/federation.json`): its contract and shared versions. */
export interface ShellFederationInfo {
  contract: string;
  shared: Record<string, string>;
}

/** Why the shell cannot host a release; the texts are `release.problem.<kind>` (common namespace). */
export type ReleaseProblem =
  | { kind: 'contract'; required: string; provided: string }
  | { kind: 'shared'; name: string; required: string; provided: string }
  | { kind: 'sharedMissing'; name: string; required: string }
  | { kind: 'invalidRange'; name: string; required: string };

/**
 * The version the shell provides of a shared module: by its own key, or by a trailing-slash key that covers its
 * subpaths (`@pm/web/` provides `@pm/web/api`).
 */
function providedVersion(shared: Record<string, string>, name: string): string | undefined {
  if (shared[name] !== undefined) return shared[name];
  const prefix = Object.keys(shared).find((key) => key.endsWith('/') && name.startsWith(key));
  return prefix === undefined ? undefined : shared[prefix];
}

/**
 * Every reason the shell cannot host a release, none when it can: the contract range must hold the shell's
 * contract version, and each shared singleton's range the shell's version of it (a singleton the shell does not
 * provide would make the remote load its own copy: a second React or store).
 */
export function releaseProblems(
  release: Pick<ReleaseInfo, 'contract' | 'shared'>,
  shell: ShellFederationInfo,
): ReleaseProblem[] {
  const problems: ReleaseProblem[] = [];
  if (!isValidRange(release.contract)) {
    problems.push({ kind: 'invalidRange', name: 'RemoteProps', required: release.contract });
  } else if (!satisfies(shell.contract, release.contract)) {
    problems.push({ kind: 'contract', required: release.contract, provided: shell.contract });
  }
  for (const [name, required] of Object.entries(release.shared).sort(([a], [b]) => a.localeCompare(b))) {
    const provided = providedVersion(shell.shared, name);
    if (!isValidRange(required)) problems.push({ kind: 'invalidRange', name, required });
    else if (provided === undefined) problems.push({ kind: 'sharedMissing', name, required });
    else if (!satisfies(provided, required)) problems.push({ kind: 'shared', name, required, provided });
  }
  return problems;
}

/** One registered release of a remote, as the admin API lists it. */
export interface RemoteReleaseRow {
  id: number;
  version: string;
  status: 'ready' | 'refused';
  /** Why it was refused (empty when ready), in the caller's language. */
  problems: string[];
  commit: string;
  builtAt: string;
  releasedBy: string | null;
  releasedAt: string;
  active: boolean;
  /** When it was last made the active version, and by whom. */
  activatedBy: string | null;
  activatedAt: string | null;
}

/** A remote in the admin API: what serves now (a release or the bootstrap entry) and every kept release. */
export interface RemoteReleaseSummary {
  remote: RemoteName;
  folder: string;
  /** The version `/remotes.json` names now. */
  servedVersion: string;
  /** The active release's id; null: the bootstrap entry (REMOTES_CONFIG or the built-in `dist/`) serves. */
  activeId: number | null;
  releases: RemoteReleaseRow[];
}
