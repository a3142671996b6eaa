// Registers a release found in RELEASES_DIR (default <workspace>/releases) straight in the configured database
// (DATABASE_URL, else the PGlite folder DATA_DIR) and makes it active, as POST /pm/remote-releases does: for
// `pnpm release` when no server is running. PGlite is one process: stop the server first, or register through the
// API instead (PM_URL + PM_TOKEN). Usage: node --import tsx scripts/register-release.ts <mf_name> <version> [--no-activate]
import { parseArgs } from 'node:util';
import { REMOTE_NAMES } from '@pm/domain/contracts';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { textsIn } from '../src/http/texts';
import { registerRelease, ReleaseRefused } from '../src/modules/remotes/release-actions';
import { remoteRegistry } from '../src/modules/remotes/service';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { 'no-activate': { type: 'boolean', default: false } },
});
const [name, version] = positionals;
const remote = REMOTE_NAMES.find((known) => known === name);
if (!remote || !version) {
  throw new Error(`usage: register-release.ts <${REMOTE_NAMES.join('|')}> <version> [--no-activate]`);
}

const config = loadConfig();
const handle = await openDatabase(config.database);
try {
  await migrateDatabase(handle);
  const settings = { ...config, bootstrap: await remoteRegistry(config) };
  const actor = { userId: null, t: textsIn('en-US') };
  await registerRelease(handle.db, settings, actor, {
    remote,
    version,
    activate: !values['no-activate'],
  });
  console.log(`registered ${remote} ${version}${values['no-activate'] ? '' : ' (active)'}`);
} catch (error) {
  const reasons = error instanceof ReleaseRefused ? error.reasons : [(error as Error).message];
  console.error(`not registered: ${reasons.join('; ')}`);
  process.exitCode = 1;
} finally {
  await handle.close();
}
