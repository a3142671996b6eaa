import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { menuText, titlesByLocale } from './menu-title';
import { useMenuItems } from './use-menu-items';

/** `(localeKey) => text` for the menu, breadcrumb, tab bar and window title: custom names first (menu-title.ts). */
export function useMenuText(): (key: string) => string {
  const { t, i18n } = useTranslation('common');
  const items = useMenuItems();
  const titles = useMemo(() => titlesByLocale(items), [items]);
  return useCallback((key: string) => menuText(key, titles, i18n.language, t), [titles, i18n.language, t]);
}
