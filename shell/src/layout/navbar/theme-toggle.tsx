import IconMoonFill from '@arco-design/web-react/icon/react-icon/IconMoonFill';
import IconSunFill from '@arco-design/web-react/icon/react-icon/IconSunFill';
import { useTranslation } from 'react-i18next';
import { selectSettings, updateSettings, useAppDispatch, useAppSelector } from '@pm/web/store';
import { IconButton } from './icon-button';

/** Light ↔ dark; the settings watcher sets or removes `arco-theme="dark"` on the body (settings/appearance.ts). */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { theme } = useAppSelector(selectSettings);
  const dark = theme === 'dark';
  return (
    <IconButton
      icon={dark ? <IconSunFill /> : <IconMoonFill />}
      label={t(dark ? 'navbar.theme.toLight' : 'navbar.theme.toDark')}
      data-testid="theme-toggle"
      onClick={() => dispatch(updateSettings({ theme: dark ? 'light' : 'dark' }))}
    />
  );
}
