import Card from '@arco-design/web-react/es/Card';
import Empty from '@arco-design/web-react/es/Empty';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@pm/domain/shapes';
import { useAppSelector, selectServerMenu } from '@pm/web/store';
import { RouterLink } from '@pm/web/ui';
import { hasPage } from '../../federation/registry';
import { findRoute } from '../../guards/route-table';
import { useServices } from '../../services';

function leaves(menu: MenuItem[]): MenuItem[] {
  return menu.flatMap((item) =>
    item.meta.hideInMenu ? [] : item.children?.length ? leaves(item.children) : [item],
  );
}

/** Links to the pages of the server menu the user may open and that exist (a remote may not have one yet). */
export function ShortcutsCard() {
  const { t } = useTranslation(['shell', 'common']);
  const { remotes, clientHost } = useServices();
  const links = leaves(useAppSelector(selectServerMenu)).filter((item) => {
    const route = findRoute(item.path, clientHost);
    return item.name !== 'homeWorkplace' && route !== undefined && hasPage(remotes, route);
  });
  return (
    <Card title={t('workplace.shortcuts')}>
      {links.length === 0 ? (
        <Empty description={t('workplace.empty')} />
      ) : (
        <Space wrap size="medium">
          {links.map((item) => (
            <RouterLink key={item.name} to={item.path}>
              {t(item.meta.locale, { ns: 'common' })}
            </RouterLink>
          ))}
        </Space>
      )}
    </Card>
  );
}
