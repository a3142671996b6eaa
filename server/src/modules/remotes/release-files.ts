import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { ReleaseInfo, RemoteName, ShellFederationInfo } from '@pm/domain/contracts';
import { Check } from 'typebox/value';
import { ReleaseInfoSchema, ShellFederationInfoSchema } from './release-schema';

/** A release version names a folder: letters, digits and `.+_-`, never a path. */
export const RELEASE_VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,79}$/;

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

async function readJson(path: string): Promise<unknown> {
  try {
    return JSON.parse(await readFile(path, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

export const isFile = (path: string) =>
  stat(path).then(
    (info) => info.isFile(),
    () => false,
  );

/** A release folder's `release.json`: `missing` without a manifest beside it, `invalid` when it is not one. */
export async function readReleaseInfo(dir: string): Promise<ReleaseInfo | 'missing' | 'invalid'> {
  if (!(await isFile(join(dir, 'mf-manifest.json')))) return 'missing';
  const info = await readJson(join(dir, 'release.json'));
  return Check(ReleaseInfoSchema, info) ? (info as ReleaseInfo) : 'invalid';
}

/** The pages a release says it has (its `pages.json`), as the built-in entries pass them on. */
export async function releasePages(dir: string): Promise<{ pages?: string[] }> {
  const pages = await readJson(join(dir, 'pages.json'));
  const valid =
    Array.isArray(pages) && pages.every((page) => typeof page === 'string' && page.startsWith('/'));
  return valid ? { pages } : {};
}

/** What the served shell build provides (`shell/dist/federation.json`), or null when it wrote none. */
export async function readShellFederation(staticRoot: string): Promise<ShellFederationInfo | null> {
  const info = await readJson(join(staticRoot, 'shell', 'dist', 'federation.json'));
  return Check(ShellFederationInfoSchema, info) ? (info as ShellFederationInfo) : null;
}
