import { useMemo, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import type { Locale, RemoteProps } from '@pm/shared/contracts';
import type { CatalogueRoute } from '@pm/shared/routes';
import { ruleStorage } from '@pm/shared/storage';
import { useAppSelector, selectSettings, selectUserInfo } from '@pm/shared/store';
import { findRemoteForPath } from '../federation/registry';
import { RemoteOutlet } from '../federation/remote-outlet';
import { lazyWithPrompt } from '../lazy-with-prompt';
import { ForbiddenPage, NotFoundPage, ServerErrorPage } from '../pages/exception/exception-page';
import { useServices } from '../services';

const shellPages: Record<string, ComponentType> = {
  homeWorkplace: lazyWithPrompt(() => import('../pages/workplace/workplace-page')),
  userInfo: lazyWithPrompt(() => import('../pages/user-info/user-info-page')),
  userSetting: lazyWithPrompt(() => import('../pages/user-info/user-info-page')),
  exception403: ForbiddenPage,
  exception404: NotFoundPage,
  exception500: ServerErrorPage,
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

/** The page for an allowed route: a shell page, or the remote that owns the path. */
export function PageContent({ route }: { route: CatalogueRoute | undefined }) {
  const { remotes } = useServices();
  const { pathname } = useLocation();
  const remoteProps = useRemoteProps();
  const ShellPage = route && shellPages[route.name];
  if (ShellPage) return <ShellPage />;
  const remote = findRemoteForPath(remotes, pathname);
  if (!remote) return <NotFoundPage />;
  // Keyed by remote: moving inside one remote keeps it mounted; entering another swaps the parcel.
  return <RemoteOutlet key={remote.name} remote={remote} remoteProps={remoteProps} />;
}
