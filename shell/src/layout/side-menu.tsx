import { useMemo } from 'react';
import Menu from '@arco-design/web-react/es/Menu';
import { useTranslation } from 'react-i18next';
import { clientRoutes, type CatalogueRoute } from '@pm/shared/routes';
import type { MenuItem } from '@pm/shared/contracts';
import { useAppSelector, selectServerMenu } from '@pm/shared/store';
import { useServices } from '../services';
import { menuIcons } from './menu-icons';

function byOrder(a: MenuItem, b: MenuItem): number {
  return (a.meta.order ?? 0) - (b.meta.order ?? 0);
}

function visible(items: MenuItem[]): MenuItem[] {
  return items
    .filter((item) => !item.meta.hideInMenu)
    .sort(byOrder)
    .map((item) => ({ ...item, children: item.children && visible(item.children) }));
}

function pathsByName(items: MenuItem[], into = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    into.set(item.name, item.redirect ?? item.path);
    pathsByName(item.children ?? [], into);
  }
  return into;
}

/** The side menu: the server menu for staff, the client route list for clients; follows the current route. */
export function SideMenu({ route }: { route: CatalogueRoute | undefined }) {
  const { clientHost, history } = useServices();
  const serverMenu = useAppSelector(selectServerMenu);
  const { t } = useTranslation('common');
  const source = clientHost ? (clientRoutes as MenuItem[]) : serverMenu;
  const items = useMemo(() => visible(source), [source]);
  const paths = useMemo(() => pathsByName(source), [source]);
  const selected = route ? (route.meta.activeMenu ?? route.name) : '';
  const openKeys = items.map((item) => item.name);

  return (
    <Menu
      selectedKeys={[selected]}
      defaultOpenKeys={openKeys}
      autoOpen
      onClickMenuItem={(key) => {
        const path = paths.get(key);
        if (path) history.push(path);
      }}
    >
      {items.map((group) => {
        const Icon = group.meta.icon ? menuIcons[group.meta.icon] : undefined;
        const title = (
          <span>
            {Icon && <Icon />}
            {t(group.meta.locale)}
          </span>
        );
        if (!group.children?.length) {
          return <Menu.Item key={group.name}>{title}</Menu.Item>;
        }
        return (
          <Menu.SubMenu key={group.name} title={title}>
            {group.children.map((item) => (
              <Menu.Item key={item.name} data-path={item.path}>
                {t(item.meta.locale)}
              </Menu.Item>
            ))}
          </Menu.SubMenu>
        );
      })}
    </Menu>
  );
}
