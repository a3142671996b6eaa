import { useEffect, useMemo } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { tokenStorage } from '@pm/shared/storage';
import {
  useAppDispatch,
  useAppSelector,
  selectClientUser,
  selectSettings,
  selectServerMenuLoaded,
  selectUserInfo,
} from '@pm/shared/store';
import type { MenuItem } from '@pm/shared/contracts';
import { FullPageSpin } from '../layout/full-page-spin';
import { AppLayout } from '../layout/app-layout';
import { PageContent } from '../layout/page-content';
import { NotFoundPage } from '../pages/exception/exception-page';
import { loadClientUser, loadServerMenu, loadStaffUser } from '../session/session-actions';
import { useServices } from '../services';
import { decideRoute } from './decide-route';
import { findRoute } from './route-table';

function menuNames(menu: MenuItem[]): Set<string> {
  const names = new Set<string>();
  const walk = (items: MenuItem[]) =>
    items.forEach((item) => {
      names.add(item.name);
      walk(item.children ?? []);
    });
  walk(menu);
  return names;
}

function firstLeafPath(menu: MenuItem[]): string | undefined {
  for (const item of menu) {
    if (item.meta.hideInMenu) continue;
    if (!item.children?.length) return item.path;
    const child = firstLeafPath(item.children);
    if (child) return child;
  }
  return undefined;
}

/** Every route that is not public goes through here: the guards decide, then the layout renders the page. */
export function GuardedRoute() {
  const { clientHost } = useServices();
  const location = useLocation();
  const dispatch = useAppDispatch();
  const userInfo = useAppSelector(selectUserInfo);
  const clientUser = useAppSelector(selectClientUser);
  const settings = useAppSelector(selectSettings);
  const serverMenuLoaded = useAppSelector(selectServerMenuLoaded);
  const route = findRoute(location.pathname, clientHost);
  const serverMenuNames = useMemo(() => menuNames(settings.serverMenu), [settings.serverMenu]);

  const decision = decideRoute({
    route,
    fullPath: `${location.pathname}${location.search}`,
    search: location.search,
    hasToken: Boolean(tokenStorage.get()),
    clientHost,
    userLoaded: clientHost ? Boolean(clientUser) : Boolean(userInfo),
    userRoles: userInfo?.role ?? [],
    menuFromServer: settings.menuFromServer,
    serverMenuLoaded,
    serverMenuNames,
    firstAccessiblePath: firstLeafPath(settings.serverMenu),
  });

  useEffect(() => {
    if (decision.kind === 'loadUser') {
      (clientHost ? loadClientUser(dispatch) : loadStaffUser(dispatch)).catch(() => {
        // A 401 already cleared the token and reloaded (the API client); other failures were toasted.
      });
    } else if (decision.kind === 'loadMenu') {
      void loadServerMenu(dispatch);
    }
  }, [decision.kind, clientHost, dispatch]);

  switch (decision.kind) {
    case 'redirect':
      return <Navigate to={decision.to} replace />;
    case 'loadUser':
    case 'loadMenu':
      return <FullPageSpin />;
    case 'notFound':
      return (
        <AppLayout route={undefined}>
          <NotFoundPage />
        </AppLayout>
      );
    case 'allow':
      return (
        <AppLayout route={route}>
          <PageContent route={route} />
        </AppLayout>
      );
  }
}
