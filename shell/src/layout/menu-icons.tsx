import IconDashboard from '@arco-design/web-react/icon/react-icon/IconDashboard';
import IconApps from '@arco-design/web-react/icon/react-icon/IconApps';
import IconEdit from '@arco-design/web-react/icon/react-icon/IconEdit';
import IconUserGroup from '@arco-design/web-react/icon/react-icon/IconUserGroup';
import IconFile from '@arco-design/web-react/icon/react-icon/IconFile';
import IconSettings from '@arco-design/web-react/icon/react-icon/IconSettings';
import IconUser from '@arco-design/web-react/icon/react-icon/IconUser';
import IconHome from '@arco-design/web-react/icon/react-icon/IconHome';
import type { ComponentType } from 'react';

/** The icons the menu catalogue names (route meta `icon`). */
export const menuIcons: Record<string, ComponentType<{ className?: string }>> = {
  IconDashboard,
  IconApps,
  IconEdit,
  IconUserGroup,
  IconFile,
  IconSettings,
  IconUser,
  IconHome,
};
