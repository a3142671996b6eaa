import type { RemoteName } from '@pm/domain/contracts';
import { fetchRegistry } from '../../federation/registry';
import { measured } from '../../federation/remote-health';

/**
 * Checks a remote as the shell would load it now: reads the registry afresh and fetches the manifest it names,
 * recording the time taken or the error in the health panel. Loads no code (the page keeps what it runs).
 */
export async function recheckRemote(name: RemoteName): Promise<void> {
  const entry = (await fetchRegistry()).remotes.find((remote) => remote.name === name);
  if (!entry) throw new Error(`${name} is not in /remotes.json`);
  await measured(name, entry.version, async () => {
    const response = await fetch(entry.entry, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`${entry.entry}: HTTP ${response.status}`);
    await response.json();
  });
}
