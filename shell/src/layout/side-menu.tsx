import { useMemo } from 'react';
import Badge from '@arco-design/web-react/es/Badge';
import Menu from '@arco-design/web-react/es/Menu';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@pm/domain/shapes';
import type { CatalogueRoute } from '@pm/domain/routes';
import { menuIconOf } from '@pm/web/ui';
import { useServices } from '../services';
import { useMenuBadges } from './use-menu-badges';
import { useMenuItems } from './use-menu-items';
import { useMenuText } from './use-menu-text';
import styles from './layout.module.css';

function byOrder(a: MenuItem, b: MenuItem): number {
  return (a.meta.order ?? 0) - (b.meta.order ?? 0);
}

function visible(items: readonly MenuItem[]): MenuItem[] {
  return items
    .filter((item) => !item.meta.hideInMenu)
    .sort(byOrder)
    .map((item) => ({ ...item, children: item.children && visible(item.children) }));
}

function pathsByName(items: readonly MenuItem[], into = new Map<string, string>()): Map<string, string> {
  for (const item of items) {
    into.set(item.name, item.redirect ?? item.path);
    pathsByName(item.children ?? [], into);
  }
  return into;
}

/** The count of what waits behind an entry (approvals to decide), named for screen readers too. */
function MenuBadge({ count }: { count: number | undefined }) {
  const { t } = useTranslation('shell');
  if (!count) return null;
  const label = t('menuBadge.todo', { count });
  return (
    <span className={styles.menuBadge} title={label}>
      <Badge count={count} maxCount={99} />
    </span>
  );
}

interface SideMenuProps {
  route: CatalogueRoute | undefined;
  /** 'horizontal' in the navbar when the top menu setting is on. */
  mode?: 'vertical' | 'horizontal';
  collapsed?: boolean;
  /** Called after a page was chosen (the phone's menu drawer closes). */
  onNavigate?: () => void;
}

/**
 * The menu: groups in `order`, hidden items left out, icons from the route meta; a detail or create page
 * highlights its list entry (`activeMenu`); the approver's inbox and its group count the tasks waiting
 * (`useMenuBadges`). Follows the one history, so links inside remotes move it too.
 */
export function SideMenu({ route, mode = 'vertical', collapsed = false, onNavigate }: SideMenuProps) {
  const { history } = useServices();
  const text = useMenuText();
  const source = useMenuItems();
  const items = useMemo(() => visible(source), [source]);
  const paths = useMemo(() => pathsByName(source), [source]);
  const badges = useMenuBadges(source);
  const selected = route ? (route.meta.activeMenu ?? route.name) : '';
  const openKeys = useMemo(() => items.map((item) => item.name), [items]);

  return (
    <Menu
      mode={mode}
      collapse={mode === 'vertical' && collapsed}
      selectedKeys={[selected]}
      defaultOpenKeys={openKeys}
      autoOpen={mode === 'vertical'}
      className={mode === 'horizontal' ? styles.topMenu : styles.menu}
      onClickMenuItem={(key) => {
        const path = paths.get(key);
        if (path) history.push(path);
        onNavigate?.();
      }}
    >
      {items.map((group) => {
        const Icon = menuIconOf(group.meta.icon);
        const title = (
          <span>
            {Icon && <Icon className={styles.menuIcon} />}
            {text(group.meta.locale)}
            <MenuBadge count={badges[group.name]} />
          </span>
        );
        if (!group.children?.length) return <Menu.Item key={group.name}>{title}</Menu.Item>;
        return (
          <Menu.SubMenu key={group.name} title={title}>
            {group.children.map((item) => (
              <Menu.Item key={item.name} data-path={item.path}>
                {text(item.meta.locale)}
                <MenuBadge count={badges[item.name]} />
              </Menu.Item>
            ))}
          </Menu.SubMenu>
        );
      })}
    </Menu>
  );
}
