import { Suspense, useEffect, useMemo } from 'react';
import { Navigate, useLocation } from '@pm/web/router';
import { tokenStorage } from '@pm/web/storage';
import {
  useAppDispatch,
  useAppSelector,
  selectClientUser,
  selectSettings,
  selectServerMenuLoaded,
  selectUserInfo,
  selectUserRole,
} from '@pm/web/store';
import { FullPageSpin } from '../layout/full-page-spin';
import { AppLayout } from '../layout/app-layout';
import { PageContent } from '../layout/page-content';
import { lazyWithPrompt } from '../lazy-with-prompt';
import { loadClientUser, loadServerMenu, loadStaffUser } from '../session/session-actions';
import { useServices } from '../services';
import { decideRoute } from './decide-route';
import { catalogueMenu, firstLeafPath, menuNames, rolesForCheck } from './menu-source';
import { useRecordVisit } from './record-visit';
import { findRoute } from './route-table';

const ForcedPasswordPage = lazyWithPrompt(() => import('../pages/forced-password/forced-password-page'));

/** Every route that is not public goes through here: the guards decide, then the layout renders the page. */
export function GuardedRoute() {
  const { clientHost } = useServices();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const userInfo = useAppSelector(selectUserInfo);
  const clientUser = useAppSelector(selectClientUser);
  const userRole = useAppSelector(selectUserRole);
  const settings = useAppSelector(selectSettings);
  const serverMenuLoaded = useAppSelector(selectServerMenuLoaded);
  const route = findRoute(location.pathname, clientHost);
  const hasToken = Boolean(tokenStorage.get());
  const roles = useMemo(() => rolesForCheck(userRole, userInfo), [userRole, userInfo]);
  const serverMenuNames = useMemo(() => menuNames(settings.serverMenu), [settings.serverMenu]);
  // Guard 3, menu not from the server: where a route failing the role check sends the user.
  const firstAccessiblePath = useMemo(() => firstLeafPath(catalogueMenu(roles)), [roles]);

  const decision = decideRoute({
    route,
    fullPath: `${location.pathname}${location.search}`,
    search: location.search,
    hasToken,
    clientHost,
    userLoaded: clientHost ? Boolean(clientUser) : Boolean(userInfo),
    userRoles: roles,
    menuFromServer: settings.menuFromServer,
    serverMenuLoaded,
    serverMenuNames,
    firstAccessiblePath,
  });

  useEffect(() => {
    if (decision.kind === 'loadUser') {
      (clientHost ? loadClientUser(dispatch) : loadStaffUser(dispatch)).catch(() => {
        // A 401 already cleared the token and reloaded (the API client); other failures were toasted.
      });
    } else if (decision.kind === 'loadMenu') {
      // Loaded once per session: the result (or [] after a failure) marks the menu loaded.
      void loadServerMenu(dispatch);
    }
  }, [decision.kind, clientHost, dispatch]);

  const allowed = decision.kind === 'allow' ? route : undefined;
  useRecordVisit(allowed, location.pathname, !clientHost);

  if (decision.kind === 'loadUser') return <FullPageSpin />;
  // A one-time password: nothing but its change until it is changed (the server refuses the rest with 403).
  if (!clientHost && hasToken && userInfo?.mustChangePassword) {
    return (
      <Suspense fallback={<FullPageSpin />}>
        <ForcedPasswordPage />
      </Suspense>
    );
  }
  if (decision.kind === 'redirect' && !hasToken) return <Navigate to={decision.to} replace />;
  // Signed in, the layout stays whatever the decision: the pages kept alive in it (tab bar) survive a redirect
  // or a menu reload. The children keep one shape so that React never remounts the content.
  return (
    <AppLayout route={allowed}>
      {decision.kind === 'redirect' ? <Navigate to={decision.to} replace /> : null}
      <PageContent route={allowed} pending={decision.kind === 'redirect' || decision.kind === 'loadMenu'} />
    </AppLayout>
  );
}
