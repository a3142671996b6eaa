import type { ReactNode } from 'react';
import ConfigProvider from '@arco-design/web-react/es/ConfigProvider';
import { I18nextProvider } from 'react-i18next';
import type { Locale } from '@pm/domain/contracts';
import { i18n } from '@pm/web/i18n';
import { arcoLocale } from '@pm/web/remote';
import '@pm/web/ui/look.css';

/** The sign-in page's one React root: the i18n instance and Arco's locale, no router, store or remote. */
export function SignInApp({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <ConfigProvider locale={arcoLocale(i18n.language as Locale)}>{children}</ConfigProvider>
    </I18nextProvider>
  );
}
