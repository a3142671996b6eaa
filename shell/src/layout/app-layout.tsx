import type { ReactNode } from 'react';
import Layout from '@arco-design/web-react/es/Layout';
import { useTranslation } from 'react-i18next';
import type { CatalogueRoute } from '@pm/shared/routes';
import { useAppSelector, selectSettings } from '@pm/shared/store';
import { Navbar } from './navbar';
import { SideMenu } from './side-menu';
import styles from './layout.module.css';

/** The staff and client layout: navbar, server-driven side menu, content. */
export function AppLayout({ route, children }: { route: CatalogueRoute | undefined; children: ReactNode }) {
  const settings = useAppSelector(selectSettings);
  const { t } = useTranslation('shell');
  return (
    <Layout className={styles.layout}>
      <Layout.Header className={styles.header}>
        <Navbar />
      </Layout.Header>
      <Layout className={styles.body}>
        <Layout.Sider className={styles.sider} width={settings.menuWidth}>
          <SideMenu route={route} />
        </Layout.Sider>
        <Layout.Content className={styles.content}>
          {children}
          {settings.footer && <footer className={styles.footer}>{t('footer')}</footer>}
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
