import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@pm/web/router';
import { findRoute } from '../guards/route-table';
import { useServices } from '../services';
import { useMenuText } from './use-menu-text';

/** The browser tab says which page is open, then the product, in the page's language ('项目列表 - 项目管理系统'). */
export function useDocumentTitle(): void {
  const { clientHost } = useServices();
  const { pathname } = useLocation();
  const { t } = useTranslation('common');
  const text = useMenuText();
  const route = findRoute(pathname, clientHost);
  const product = t('login.title');
  const title = route ? `${text(route.meta.locale)} - ${product}` : product;
  useEffect(() => {
    document.title = title;
  }, [title]);
}
