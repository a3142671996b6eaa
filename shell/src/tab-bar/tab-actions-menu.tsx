import Menu from '@arco-design/web-react/es/Menu';
import IconClose from '@arco-design/web-react/icon/react-icon/IconClose';
import IconRefresh from '@arco-design/web-react/icon/react-icon/IconRefresh';
import IconSwap from '@arco-design/web-react/icon/react-icon/IconSwap';
import IconToRight from '@arco-design/web-react/icon/react-icon/IconToRight';
import IconDelete from '@arco-design/web-react/icon/react-icon/IconDelete';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabAction } from './use-tab-actions';
import styles from './tab-bar.module.css';

const actions: { key: TabAction; label: string; icon: ComponentType<{ className?: string }> }[] = [
  { key: 'refresh', label: 'tabBar.refresh', icon: IconRefresh },
  { key: 'close', label: 'tabBar.close', icon: IconClose },
  { key: 'closeOthers', label: 'tabBar.closeOthers', icon: IconSwap },
  { key: 'closeRight', label: 'tabBar.closeRight', icon: IconToRight },
  { key: 'reset', label: 'tabBar.reset', icon: IconDelete },
];

interface TabActionsMenuProps {
  enabled: Record<TabAction, boolean>;
  onAction: (action: TabAction) => void;
}

/** Reload, close, close others, close right, close all: the same list in the context menu and the dropdown. */
export function TabActionsMenu({ enabled, onAction }: TabActionsMenuProps) {
  const { t } = useTranslation('common');
  return (
    <Menu onClickMenuItem={(key) => onAction(key as TabAction)} data-testid="tab-actions-menu">
      {actions.map(({ key, label, icon: Icon }) => (
        <Menu.Item key={key} disabled={!enabled[key]}>
          <Icon className={styles.actionIcon} />
          {t(label)}
        </Menu.Item>
      ))}
    </Menu>
  );
}
