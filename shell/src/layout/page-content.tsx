import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@pm/web/router';
import type { Locale } from '@pm/domain/contracts';
import type { RemoteProps } from '@pm/web/contracts';
import type { CatalogueRoute } from '@pm/domain/routes';
import { ruleStorage } from '@pm/web/storage';
import { useAppSelector, selectSettings, selectUserInfo } from '@pm/web/store';
import { findRemoteForPath } from '../federation/registry';
import { findRoute } from '../guards/route-table';
import { lazyWithPrompt } from '../lazy-with-prompt';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from '../pages/exception/exception-page';
import { useServices } from '../services';
import { selectTabCache } from '../tab-bar/tab-bar-slice';
import { loadWorkplacePage } from '../first-page';
import { KeepAlive, type PaneSpec } from './keep-alive/keep-alive';
import { PageSpin } from './page-spin';

const shellPages: Record<string, ComponentType> = {
  homeWorkplace: lazyWithPrompt(loadWorkplacePage),
  userInfo: lazyWithPrompt(() => import('../pages/user-info/user-info-page')),
  userSetting: lazyWithPrompt(() => import('../pages/user-setting/user-setting-page')),
  exception403: ForbiddenPage,
  exception404: NotFoundPage,
  exception500: ServerErrorPage,
  redirect: lazyWithPrompt(() => import('../pages/redirect-page')),
};

function useRemoteProps(): RemoteProps {
  const { store, history } = useServices();
  const user = useAppSelector(selectUserInfo);
  const { theme } = useAppSelector(selectSettings);
  const { i18n } = useTranslation();
  const locale = i18n.language as Locale;
  return useMemo(
    () => ({
      store,
      history,
      rule: ruleStorage.get() ?? 'user',
      user,
      accessList: user?.accessList ?? [],
      locale,
      theme,
    }),
    [store, history, user, locale, theme],
  );
}

const notFoundPane: PaneSpec = { key: 'notFound', kind: 'shell', page: NotFoundPage };
/** Shown for the moment the guards wait (the server menu) or send the user elsewhere. */
const pendingPane: PaneSpec = { key: 'pending', kind: 'shell', page: PageSpin };

/**
 * What the current location shows. With the tab bar a page is one route (its tab); without it a remote stays one
 * parcel while the user moves inside it, as before tabs existed.
 */
function usePaneSpec(route: CatalogueRoute | undefined, tabBar: boolean): PaneSpec {
  const { remotes, clientHost } = useServices();
  const { pathname } = useLocation();
  const ShellPage = route && shellPages[route.name];
  const remote = route && !ShellPage ? findRemoteForPath(remotes, pathname) : undefined;
  const routeName = route?.name;
  return useMemo((): PaneSpec => {
    if (!routeName) return notFoundPane;
    if (ShellPage) return { key: routeName, kind: 'shell', page: ShellPage };
    if (!remote) return notFoundPane;
    if (tabBar) {
      const owns = (location: { pathname: string }) =>
        findRoute(location.pathname, clientHost)?.name === routeName;
      return { key: routeName, kind: 'remote', remote, owns };
    }
    const owns = (location: { pathname: string }) => findRemoteForPath(remotes, location.pathname) === remote;
    return { key: `remote:${remote.name}`, kind: 'remote', remote, owns };
  }, [routeName, ShellPage, remote, tabBar, clientHost, remotes]);
}

interface PageContentProps {
  /** The allowed route; without one (and not pending) the not-found page shows. */
  route: CatalogueRoute | undefined;
  pending?: boolean;
}

/** The page for an allowed route: a shell page, or the remote that owns the path. */
export function PageContent({ route, pending = false }: PageContentProps) {
  const { tabBar } = useAppSelector(selectSettings);
  const cache = useAppSelector(selectTabCache);
  const remoteProps = useRemoteProps();
  const spec = usePaneSpec(route, tabBar);
  return (
    <KeepAlive
      current={pending ? pendingPane : spec}
      cache={tabBar ? cache : null}
      remoteProps={remoteProps}
    />
  );
}
