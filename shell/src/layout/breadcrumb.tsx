import Breadcrumb from '@arco-design/web-react/es/Breadcrumb';
import { useTranslation } from 'react-i18next';
import type { CatalogueRoute } from '@pm/domain/routes';
import { useServices } from '../services';
import { breadcrumbKeys } from './breadcrumb-items';
import { useMenuText } from './use-menu-text';
import styles from './layout.module.css';

/** Where the page sits in the menu, in the current language. */
export function PageBreadcrumb({ route }: { route: CatalogueRoute | undefined }) {
  const { t } = useTranslation('common');
  const text = useMenuText();
  const { clientHost } = useServices();
  const keys = breadcrumbKeys(route, clientHost);
  if (keys.length === 0) return null;
  return (
    <nav aria-label={t('layout.breadcrumb')} className={styles.breadcrumb}>
      <Breadcrumb>
        {keys.map((key) => (
          <Breadcrumb.Item key={key}>{text(key)}</Breadcrumb.Item>
        ))}
      </Breadcrumb>
    </nav>
  );
}
