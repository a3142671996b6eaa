import { join } from 'node:path';
import type { RemoteName } from '@pm/domain/contracts';
import {
  ReleaseInfoSchema,
  ShellFederationInfoSchema,
  type ReleaseInfo,
  type ShellFederationInfo,
} from '@pm/domain/shapes';
import { Check } from 'typebox/value';
import { isFile, readJsonFile } from '../../disk-files';

/** The folder of a remote (`mf_funds` → `mf-funds`): its workspace folder and its folder under releases/. */
export const folderOf = (remote: RemoteName | string): string => remote.replace(/_/g, '-');

/** Where a release's files live, and the URL its manifest is served at (plugins/static-files.ts `/releases`). */
export function releaseLocation(releasesDir: string, remote: string, version: string) {
  const folder = folderOf(remote);
  return {
    dir: join(releasesDir, folder, version),
    entry: `/releases/${folder}/${encodeURIComponent(version)}/mf-manifest.json`,
  };
}

/** A release folder's `release.json`: `missing` without a manifest beside it, `invalid` when it is not one. */
export async function readReleaseInfo(dir: string): Promise<ReleaseInfo | 'missing' | 'invalid'> {
  if (!(await isFile(join(dir, 'mf-manifest.json')))) return 'missing';
  const info = await readJsonFile(join(dir, 'release.json'));
  return Check(ReleaseInfoSchema, info) ? (info as ReleaseInfo) : 'invalid';
}

/**
 * The pages a build says it has (the `pages.json` the webpack factory writes into `dir`, a remote's `dist/` or a
 * release's folder), if it says: the registry passes them on.
 */
export async function pagesIn(dir: string): Promise<{ pages?: string[] }> {
  const pages = await readJsonFile(join(dir, 'pages.json'));
  const valid =
    Array.isArray(pages) && pages.every((page) => typeof page === 'string' && page.startsWith('/'));
  return valid ? { pages } : {};
}

/** What the served shell build provides (`shell/dist/federation.json`), or null when it wrote none. */
export async function readShellFederation(staticRoot: string): Promise<ShellFederationInfo | null> {
  const info = await readJsonFile(join(staticRoot, 'shell', 'dist', 'federation.json'));
  return Check(ShellFederationInfoSchema, info) ? (info as ShellFederationInfo) : null;
}
