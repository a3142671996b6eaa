import type { ReleaseInfo, ShellFederationInfo } from '../shapes/remote-release';
import { isValidRange, satisfies } from './version-range';

/**
 * The version of the shell ↔ remote contract (`RemoteProps` and the `./app` lifecycles, `@pm/web/contracts`) the
 * shell implements. Raise the major when a remote built against the old contract would break (a prop removed or
 * changed), the minor when a prop is added. Each remote declares the range it needs (`pm.remoteContract` in its
 * package.json); a release outside it is refused at registration instead of breaking a page.
 */
export const REMOTE_CONTRACT_VERSION = '1.0.0';

/**
 * A release's version, which names its folder (`releases/<folder>/<version>/`): letters, digits and `.+_-`, at most
 * 80 characters, never a path. The register route's schema and the static route of `/releases` both hold to it.
 */
export const RELEASE_VERSION_PATTERN = '^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$';

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
