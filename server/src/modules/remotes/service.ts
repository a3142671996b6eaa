import { join } from 'node:path';
import type { RemoteEntry, RemoteRegistry } from '@pm/domain/contracts';
import { Check, Errors } from 'typebox/value';
import { ConfigError } from '../../config';
import { readJsonFile } from '../../disk-files';
import { pagesIn } from './release-files';
import { RemoteRegistrySchema } from './schema';

interface BuiltInRemote {
  name: RemoteEntry['name'];
  folder: string;
  prefixes: string[];
  audience: RemoteEntry['audience'];
}

/** The remotes of this workspace and the route prefixes each owns (ARCHITECTURE.md "The house"). */
const BUILT_IN_REMOTES: BuiltInRemote[] = [
  {
    name: 'mf_projects',
    folder: 'mf-projects',
    prefixes: ['/project/list', '/project/report', '/submit'],
    audience: 'staff',
  },
  {
    name: 'mf_funds',
    folder: 'mf-funds',
    prefixes: ['/project/appropriation', '/project/budget'],
    audience: 'staff',
  },
  { name: 'mf_related', folder: 'mf-related', prefixes: ['/related'], audience: 'staff' },
  { name: 'mf_archives', folder: 'mf-archives', prefixes: ['/archives'], audience: 'staff' },
  { name: 'mf_system', folder: 'mf-system', prefixes: ['/system'], audience: 'staff' },
  { name: 'mf_client', folder: 'mf-client', prefixes: ['/client'], audience: 'client' },
];

/** The deployed build's version (from its manifest), else the source version, so the shell can tell builds apart. */
async function versionOf(staticRoot: string, folder: string): Promise<string> {
  const manifest = (await readJsonFile(join(staticRoot, folder, 'dist', 'mf-manifest.json'))) as
    { metaData?: { buildInfo?: { buildVersion?: unknown } } } | undefined;
  const buildVersion = manifest?.metaData?.buildInfo?.buildVersion;
  if (typeof buildVersion === 'string' && buildVersion) return buildVersion;
  const pkg = (await readJsonFile(join(staticRoot, folder, 'package.json'))) as
    { version?: unknown } | undefined;
  return typeof pkg?.version === 'string' ? pkg.version : '0.0.0';
}

/** Reads and checks a REMOTES_CONFIG file; a broken file is a configuration error, never a half registry. */
export async function readRegistryFile(path: string): Promise<RemoteRegistry> {
  const registry = await readJsonFile(path);
  if (!Check(RemoteRegistrySchema, registry)) {
    const problem =
      registry === undefined ? 'missing or not JSON' : Errors(RemoteRegistrySchema, registry)[0]?.message;
    throw new ConfigError(`REMOTES_CONFIG ${path}: ${problem ?? 'invalid'}`);
  }
  return registry as RemoteRegistry;
}

/**
 * The registry: REMOTES_CONFIG when set (it replaces the built-in list; an independently deployed remote is one more
 * entry there), else the built-in remotes served from this server. Read per request so a deploy needs no restart.
 */
export async function remoteRegistry(options: {
  staticRoot: string;
  remotesConfig: string | undefined;
}): Promise<RemoteRegistry> {
  if (options.remotesConfig) return readRegistryFile(options.remotesConfig);
  const remotes = await Promise.all(
    BUILT_IN_REMOTES.map(async ({ folder, ...remote }) => ({
      ...remote,
      entry: `/remotes/${folder}/mf-manifest.json`,
      version: await versionOf(options.staticRoot, folder),
      ...(await pagesIn(join(options.staticRoot, folder, 'dist'))),
    })),
  );
  return { remotes };
}

/**
 * The origins, other than this server's, that REMOTES_CONFIG loads remotes from (absolute entry URLs): the pages'
 * Content-Security-Policy allows them. Read at start-up: a remote on a new origin needs a restart.
 */
export async function remoteOrigins(remotesConfig: string | undefined): Promise<string[]> {
  if (!remotesConfig) return [];
  const { remotes } = await readRegistryFile(remotesConfig);
  const origins = remotes.flatMap(({ entry }) =>
    /^https?:\/\//i.test(entry) ? [new URL(entry).origin] : [],
  );
  return [...new Set(origins)];
}
