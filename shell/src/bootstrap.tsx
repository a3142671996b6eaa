import { createRoot } from 'react-dom/client';
import { createBrowserHistory } from 'history';
import { setupListeners } from '@reduxjs/toolkit/query/react';
import { start, addErrorHandler } from 'single-spa';
import { configureHttp, refetchOnLanguageChange } from '@pm/web/api';
import { i18n } from '@pm/web/i18n';
import { AppProviders } from '@pm/web/remote';
import { createAppStore, loadSettings, persistSettings } from '@pm/web/store';
import type { Locale } from '@pm/domain/contracts';
import { App } from './app';
import { fetchRegistry, isClientHost, remotesFor } from './federation/registry';
import { registerRemoteEntries } from './federation/remote-loader';
import { showUpdatePrompt } from './federation/update-prompt';
import { registerShellLocale } from './locale';
import { ServicesProvider, type ShellServices } from './services';
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

async function bootstrap() {
  registerShellLocale();
  configureHttp({ baseURL: '/api' });
  const clientHost = isClientHost(window.location.hostname);
  const registry = await fetchRegistry().catch(() => {
    showUpdatePrompt();
    return { remotes: [] };
  });
  const remotes = remotesFor(registry, clientHost);
  registerRemoteEntries(remotes);
  // Parcels report load and lifecycle errors here instead of as uncaught page errors (TOOLCHAIN.md).
  addErrorHandler(() => showUpdatePrompt());
  start({ urlRerouteOnly: true });

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

  const services: ShellServices = {
    history: createBrowserHistory(),
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

void bootstrap();
