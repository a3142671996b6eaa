import type { ReactNode } from 'react';
import IconMenu from '@arco-design/web-react/icon/react-icon/IconMenu';
import IconSettings from '@arco-design/web-react/icon/react-icon/IconSettings';
import { useTranslation } from 'react-i18next';
import { MessageBox } from '../../message-box/message-box';
import { useServices } from '../../services';
import { FullscreenToggle } from './fullscreen-toggle';
import { IconButton } from './icon-button';
import { LanguageSwitch } from './language-switch';
import { ThemeToggle } from './theme-toggle';
import { UserMenu } from './user-menu';
import styles from './navbar.module.css';

interface NavbarProps {
  /** The horizontal menu when the 'top menu' setting is on. */
  menu?: ReactNode;
  /** Opens the menu drawer (phones); without it there is no menu button. */
  onOpenMenu?: () => void;
  onOpenSettings: () => void;
}

/** Logo, then the actions: language, messages, theme, full screen, settings, avatar (Arco Design Pro's navbar). */
export function Navbar({ menu, onOpenMenu, onOpenSettings }: NavbarProps) {
  const { t } = useTranslation('common');
  const { clientHost } = useServices();
  return (
    <div className={styles.navbar}>
      {onOpenMenu && (
        <IconButton
          icon={<IconMenu />}
          label={t('navbar.openMenu')}
          className={styles.menuButton}
          data-testid="menu-open"
          onClick={onOpenMenu}
        />
      )}
      <div className={styles.logo}>
        <span className={styles.logoMark} aria-hidden />
        <span className={styles.logoName}>{t('login.title')}</span>
      </div>
      <div className={styles.center}>{menu}</div>
      <ul className={styles.actions}>
        <li>
          <LanguageSwitch />
        </li>
        {!clientHost && (
          <li>
            <MessageBox />
          </li>
        )}
        <li>
          <ThemeToggle />
        </li>
        <li className={styles.wideOnly}>
          <FullscreenToggle />
        </li>
        {!clientHost && (
          <li>
            <IconButton
              icon={<IconSettings />}
              label={t('navbar.settings')}
              data-testid="settings-open"
              onClick={onOpenSettings}
            />
          </li>
        )}
        <li>
          <UserMenu />
        </li>
      </ul>
    </div>
  );
}
