import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { unstable_HistoryRouter as HistoryRouter } from '../router';
import ConfigProvider from '@arco-design/web-react/es/ConfigProvider';
import type { History } from 'history';
import type { Locale } from '@pm/domain/contracts';
import type { AppStore } from '../store/store';
import { i18n } from '../i18n';
import { arcoLocale } from './arco-locale';
import '../ui/look.css';

export interface AppProvidersProps {
  store: AppStore;
  history: History;
  locale: Locale;
  children: ReactNode;
}

type HistoryRouterHistory = Parameters<typeof HistoryRouter>[0]['history'];

/**
 * The providers every React root of the product needs, the shell's and each remote's: one store, one i18n
 * instance, Arco's locale, and a router on the one shared history (TOOLCHAIN.md: history@5 with
 * `unstable_HistoryRouter`, so a link in a remote moves the shell's menu highlight and back/forward work).
 */
export function AppProviders({ store, history, locale, children }: AppProvidersProps) {
  // Defaults for every Arco component of the product; a component's own props win.
  const componentConfig = useMemo(() => {
    const choose = { placeholder: i18n.t('common:form.choose', { lng: locale }) };
    return { Select: choose, Cascader: choose, TreeSelect: choose };
  }, [locale]);
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ConfigProvider locale={arcoLocale(locale)} componentConfig={componentConfig}>
          {/* history@5's type lacks createURL/encodeLocation, which HistoryRouter's type asks for but never calls. */}
          {/*
           * Navigations render at once, not as transitions (React Router 7's default). A transition renders in
           * slices; with the shell and a remote (two roots) both rendering each navigation, a loaded machine lost
           * updates scheduled between the slices: a saved form's drawer never finished closing, its invisible
           * mask took every click, and the root had no work left (e2e approvals-journey: 3 of 4 clean runs of
           * 249e77c's day; reproduced beside three busy cores). No page here renders long enough to need slicing.
           */}
          <HistoryRouter history={history as unknown as HistoryRouterHistory} useTransitions={false}>
            {children}
          </HistoryRouter>
        </ConfigProvider>
      </I18nextProvider>
    </Provider>
  );
}
