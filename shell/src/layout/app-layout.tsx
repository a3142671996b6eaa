import { useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import Drawer from '@arco-design/web-react/es/Drawer';
import Layout from '@arco-design/web-react/es/Layout';
import IconMenuFold from '@arco-design/web-react/icon/react-icon/IconMenuFold';
import IconMenuUnfold from '@arco-design/web-react/icon/react-icon/IconMenuUnfold';
import { useTranslation } from 'react-i18next';
import { useLocation } from '@pm/web/router';
import { PermissionProvider } from '@pm/web/auth';
import { toPermissionSubject } from '@pm/domain/auth';
import type { CatalogueRoute } from '@pm/domain/routes';
import {
  selectRule,
  selectSettings,
  selectUserInfo,
  selectUserRole,
  updateSettings,
  useAppDispatch,
  useAppSelector,
} from '@pm/web/store';
import { useServices } from '../services';
import { FixedSettingsButton } from '../settings/fixed-settings-button';
import { SettingsDrawer } from '../settings/settings-drawer';
import { TabBar } from '../tab-bar/tab-bar';
import { useTrackTabs } from '../tab-bar/use-track-tabs';
import { PageBreadcrumb } from './breadcrumb';
import { Navbar } from './navbar/navbar';
import { SideMenu } from './side-menu';
import { useRouteProgress } from './use-route-progress';
import styles from './layout.module.css';

/** Arco's collapsed sider width. */
const COLLAPSED_WIDTH = 48;

function usePermissionSubject() {
  const rule = useAppSelector(selectRule);
  const user = useAppSelector(selectUserInfo);
  const userRole = useAppSelector(selectUserRole);
  return useMemo(() => toPermissionSubject({ rule, user, userRole }), [rule, user, userRole]);
}

/** The side menu as a drawer from the left (phones): closed again when a page opens. */
function MenuDrawer({
  route,
  open,
  onClose,
}: {
  route: CatalogueRoute | undefined;
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  useEffect(onClose, [pathname, onClose]);
  return (
    <Drawer
      placement="left"
      width="min(280px, 85vw)"
      title={t('login.title')}
      visible={open}
      footer={null}
      onCancel={onClose}
      className={styles.menuDrawer}
    >
      <SideMenu route={route} onNavigate={onClose} />
    </Drawer>
  );
}

/**
 * The frame of every signed-in page (staff and client): navbar, menu (side, or top when so set), tab bar,
 * breadcrumb, content, footer; the settings drawer for staff. Each part follows its setting. On a phone
 * (`device` 'mobile', below 768 px) the menu is a drawer opened from the navbar.
 */
export function AppLayout({ route, children }: { route: CatalogueRoute | undefined; children: ReactNode }) {
  const settings = useAppSelector(selectSettings);
  const dispatch = useAppDispatch();
  const { clientHost } = useServices();
  const { t } = useTranslation(['common', 'shell']);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const subject = usePermissionSubject();
  useTrackTabs(route);
  useRouteProgress();

  const mobile = settings.device === 'mobile';
  const topMenu = settings.topMenu && settings.navbar && !mobile;
  const menuShown = settings.menu && !topMenu && !settings.hideMenu;
  const showSider = menuShown && !mobile;
  const collapsed = settings.menuCollapse;
  const openSettings = () => setSettingsOpen(true);
  const closeMenu = useCallback(() => setMenuOpen(false), []);

  return (
    <PermissionProvider value={subject}>
      <Layout className={styles.layout}>
        {settings.navbar && (
          <header className={styles.header}>
            <Navbar
              menu={topMenu ? <SideMenu route={route} mode="horizontal" /> : undefined}
              onOpenMenu={menuShown && mobile ? () => setMenuOpen(true) : undefined}
              onOpenSettings={openSettings}
            />
          </header>
        )}
        <Layout className={styles.body}>
          {showSider && (
            <Layout.Sider
              className={styles.sider}
              width={settings.menuWidth}
              collapsed={collapsed}
              collapsedWidth={COLLAPSED_WIDTH}
              collapsible
              trigger={null}
            >
              <div className={styles.menuWrapper}>
                <SideMenu route={route} collapsed={collapsed} />
              </div>
              {/* Its own row under the scrolling menu: it never covers a menu item. */}
              <div className={styles.siderFooter}>
                <button
                  type="button"
                  className={styles.collapseButton}
                  aria-label={t(collapsed ? 'layout.expandMenu' : 'layout.collapseMenu')}
                  aria-expanded={!collapsed}
                  data-testid="menu-collapse"
                  onClick={() => dispatch(updateSettings({ menuCollapse: !collapsed }))}
                >
                  {collapsed ? <IconMenuUnfold /> : <IconMenuFold />}
                </button>
              </div>
            </Layout.Sider>
          )}
          <Layout className={styles.main}>
            {settings.tabBar && <TabBar route={route} />}
            <div className={styles.scroll}>
              <PageBreadcrumb route={route} />
              <Layout.Content className={styles.content}>{children}</Layout.Content>
              {settings.footer && (
                <Layout.Footer className={styles.footer}>{t('shell:footer')}</Layout.Footer>
              )}
            </div>
          </Layout>
        </Layout>
        {menuShown && mobile && <MenuDrawer route={route} open={menuOpen} onClose={closeMenu} />}
        {!clientHost && !settings.navbar && <FixedSettingsButton onClick={openSettings} />}
        {!clientHost && <SettingsDrawer visible={settingsOpen} onClose={() => setSettingsOpen(false)} />}
      </Layout>
    </PermissionProvider>
  );
}
