import type { RemoteEntry, RemoteRegistry } from '@pm/domain/contracts';
import type { CatalogueRoute } from '@pm/domain/routes';

/** The client portal is chosen when the first host label is `client` (specification §1). */
export function isClientHost(hostname: string): boolean {
  return hostname.split('.')[0] === 'client';
}

export function remotesFor(registry: RemoteRegistry, clientHost: boolean): RemoteEntry[] {
  const audience = clientHost ? 'client' : 'staff';
  return registry.remotes.filter((remote) => remote.audience === audience);
}

function ownsPath(prefix: string, pathname: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** The remote owning a path: the longest matching prefix wins (`/project/appropriation` over `/project`). */
export function findRemoteForPath(remotes: RemoteEntry[], pathname: string): RemoteEntry | undefined {
  let best: { remote: RemoteEntry; length: number } | undefined;
  for (const remote of remotes) {
    for (const prefix of remote.prefixes) {
      if (ownsPath(prefix, pathname) && (!best || prefix.length > best.length)) {
        best = { remote, length: prefix.length };
      }
    }
  }
  return best?.remote;
}

/**
 * Whether the route has a page to open: the shell's own routes do; a remote's when its registry entry lists the
 * path (or lists no pages at all). A catalogue route whose remote has no page for it yet shows not-found.
 */
export function hasPage(remotes: RemoteEntry[], route: CatalogueRoute): boolean {
  if (route.owner === 'shell') return true;
  const remote = findRemoteForPath(remotes, route.path);
  if (!remote) return false;
  return remote.pages === undefined || remote.pages.includes(route.path);
}

export async function fetchRegistry(): Promise<RemoteRegistry> {
  const response = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!response.ok) throw new Error(`remotes.json: HTTP ${response.status}`);
  return (await response.json()) as RemoteRegistry;
}
