import IconApps from '@arco-design/web-react/icon/react-icon/IconApps';
import IconDashboard from '@arco-design/web-react/icon/react-icon/IconDashboard';
import IconEdit from '@arco-design/web-react/icon/react-icon/IconEdit';
import IconFile from '@arco-design/web-react/icon/react-icon/IconFile';
import IconHome from '@arco-design/web-react/icon/react-icon/IconHome';
import IconSettings from '@arco-design/web-react/icon/react-icon/IconSettings';
import IconUser from '@arco-design/web-react/icon/react-icon/IconUser';
import IconUserGroup from '@arco-design/web-react/icon/react-icon/IconUserGroup';
import type { ComponentType } from 'react';
import { MENU_ICONS, type MenuIcon } from '@pm/domain/shapes';

type IconComponent = ComponentType<{ className?: string }>;

/** The Arco icon of each name a menu node may carry (`MENU_ICONS`): the shell's menu and the icon picker draw these. */
export const menuIcons: Record<MenuIcon, IconComponent> = {
  IconDashboard,
  IconApps,
  IconEdit,
  IconUserGroup,
  IconFile,
  IconSettings,
  IconUser,
  IconHome,
};

/** The icon a route's `meta.icon` names; none for a name outside `MENU_ICONS`. */
export function menuIconOf(name: string | undefined): IconComponent | undefined {
  return name !== undefined && (MENU_ICONS as readonly string[]).includes(name)
    ? menuIcons[name as MenuIcon]
    : undefined;
}
