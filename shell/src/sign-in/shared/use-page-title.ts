import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** The browser tab names the sign-in page, then the product, in the page's language ('登录 - 项目管理系统'). */
export function usePageTitle(pageKey: 'menu.login' | 'menu.clientLogin'): void {
  const { t } = useTranslation('common');
  const title = `${t(pageKey)} - ${t('login.title')}`;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
