import { publicRouteNames, whiteList, type CatalogueRoute } from '@pm/domain/routes';
import { passesRoleCheck } from '@pm/domain/auth';

export type GuardDecision =
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  | { kind: 'loadUser' }
  | { kind: 'loadMenu' }
  | { kind: 'notFound' };

export interface GuardInput {
  /** The record for the path, undefined when no route matches. */
  route: CatalogueRoute | undefined;
  /** pathname + search of the requested location. */
  fullPath: string;
  search: string;
  hasToken: boolean;
  clientHost: boolean;
  userLoaded: boolean;
  userRoles: string[];
  menuFromServer: boolean;
  serverMenuLoaded: boolean;
  /** Names of every route in the server menu (visible or hidden). */
  serverMenuNames: ReadonlySet<string>;
  /** When the menu is not from the server: the first route the role may open, if any. */
  firstAccessiblePath?: string;
}

function loginRedirect(input: GuardInput): string {
  const params = new URLSearchParams(input.search);
  params.set('redirect', input.fullPath);
  return `${input.clientHost ? '/client/login' : '/login'}?${params.toString()}`;
}

/**
 * The specification's route guards 1–4, one decision per call. The caller performs `loadUser`/`loadMenu` and
 * asks again.
 */
export function decideRoute(input: GuardInput): GuardDecision {
  const { route } = input;
  // Guard 1: without a token only the public routes open; the rest go to login keeping the query.
  if (!input.hasToken) {
    if (route && publicRouteNames.includes(route.name)) return { kind: 'allow' };
    return { kind: 'redirect', to: loginRedirect(input) };
  }
  if (route && publicRouteNames.includes(route.name)) return { kind: 'allow' };
  // Guard 2: a token but no role loaded yet: fetch the user first.
  if (!input.userLoaded) return { kind: 'loadUser' };
  // Guard 3 reads the server menu; so does the layout around every signed-in page, not-found included.
  const menuPending = !input.clientHost && input.menuFromServer && !input.serverMenuLoaded;
  if (menuPending) return { kind: 'loadMenu' };
  if (!route) return { kind: 'notFound' };
  if (route.redirect) return { kind: 'redirect', to: route.redirect };
  // The client portal has no permission keys: clients get the full client route list.
  if (input.clientHost) return { kind: 'allow' };
  // Guard 3 + 4.
  const rolePasses = passesRoleCheck(route.meta, input.userRoles);
  if (input.menuFromServer) {
    const listed = input.serverMenuNames.has(route.name) || whiteList.includes(route.name);
    return listed && rolePasses ? { kind: 'allow' } : { kind: 'notFound' };
  }
  if (rolePasses) return { kind: 'allow' };
  return input.firstAccessiblePath
    ? { kind: 'redirect', to: input.firstAccessiblePath }
    : { kind: 'notFound' };
}
