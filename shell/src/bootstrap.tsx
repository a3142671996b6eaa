import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from 'history';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { start, addErrorHandler } from 'single-spa';
import { configureHttp, refetchOnLanguageChange } from '@pm/web/api';
import { i18n } from '@pm/web/i18n';
import { AppProviders } from '@pm/web/remote';
import { createAppStore, loadSettings, persistSettings } from '@pm/web/store';
import type { Locale } from '@pm/domain/contracts';
import { localeStorage } from '@pm/web/storage';
import { App } from './app';
import { preloadFirstPage } from './first-page';
import { fetchRegistry, isClientHost, remotesFor } from './federation/registry';
import { rememberStartupRegistry, watchNavigations } from './federation/navigation-registry';
import { registerRemoteEntries } from './federation/remote-loader';
import { showUpdatePrompt } from './federation/update-prompt';
import { registerShellLocale } from './locale';
import { ServicesProvider, type ShellServices } from './services';
import { takeHandoff } from './session/shell-handoff';
import { watchAppearance } from './settings/appearance';
import { watchDevice } from './settings/watch-device';
import { showWelcomeNote } from './session/welcome-note';
import { startTabs } from './tab-bar/tab-storage';
import { useTranslation } from 'react-i18next';

function Root({ services }: { services: ShellServices }) {
  // Re-renders the whole shell (and, through props, the mounted remote) when the language changes.
  const { i18n: instance } = useTranslation();
  return (
    <AppProviders store={services.store} history={services.history} locale={instance.language as Locale}>
      <ServicesProvider value={services}>
        <App />
      </ServicesProvider>
    </AppProviders>
  );
}

interface Prepared {
  clientHost: boolean;
  remotes: ShellServices['remotes'];
}

/**
 * Everything before the first render that does not depend on who signs in: texts, the API client, the registry and
 * the remotes. `onRegistryError` says what a missing registry does: the operation prompt on a page of the app; a
 * failed warm start behind the sign-in page (the page load after the login shows the prompt).
 */
async function prepare(onRegistryError: () => void): Promise<Prepared> {
  registerShellLocale();
  configureHttp({ baseURL: '/api' });
  const clientHost = isClientHost(window.location.hostname);
  const registry = await fetchRegistry().catch(() => {
    onRegistryError();
    return { remotes: [] };
  });
  rememberStartupRegistry(registry);
  const remotes = remotesFor(registry, clientHost);
  registerRemoteEntries(remotes);
  // Parcels report load and lifecycle errors here instead of as uncaught page errors (TOOLCHAIN.md).
  addErrorHandler(() => showUpdatePrompt());
  start({ urlRerouteOnly: true });
  return { clientHost, remotes };
}

function render({ clientHost, remotes }: Prepared): void {
  // A warm start got its texts before the login: the language may have been switched on the sign-in page since.
  const language = localeStorage.get();
  if (language && language !== i18n.language) void i18n.changeLanguage(language);
  // The settings drawer's choices come back from localStorage, are written there on change, and the theme,
  // theme colour and colour weak are on the page before the first render.
  const store = createAppStore({ settings: { settings: loadSettings(), serverMenuLoaded: false } });
  persistSettings(store);
  watchAppearance(store);
  watchDevice(store);
  refetchOnLanguageChange(store);
  // Queries that ask for it (`refetchOnFocus`: the menu's approval counts) are read again when the window gets the
  // focus back.
  setupListeners(store.dispatch);
  startTabs(store, clientHost);

  const history = createBrowserHistory();
  // Each navigation may read the registry once more (a remote released or rolled back since the page loaded).
  watchNavigations(history);
  const services: ShellServices = {
    history,
    store,
    clientHost,
    remotes,
  };
  document.documentElement.lang = i18n.language;
  const container = document.getElementById('root');
  if (!container) throw new Error('#root is missing from index.html');
  createRoot(container).render(<Root services={services} />);
  showWelcomeNote();
}

const handoff = takeHandoff();
if (handoff) {
  // Started by the sign-in page ahead of a login (session/shell-handoff.ts): ready, but nothing on screen yet.
  prepare(() => {
    throw new Error('the registry did not load');
  })
    .then(async (prepared) => {
      await preloadFirstPage(prepared.clientHost);
      handoff.ready(() => render(prepared));
    })
    .catch((error: unknown) => handoff.failed(error));
} else {
  void prepare(showUpdatePrompt).then(render);
}
