import Alert from '@arco-design/web-react/es/Alert';
import Drawer from '@arco-design/web-react/es/Drawer';
import Message from '@arco-design/web-react/es/Message';
import Select from '@arco-design/web-react/es/Select';
import IconSettings from '@arco-design/web-react/icon/react-icon/IconSettings';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@pm/domain/contracts';
import { REMOTE_RELEASE_BUTTON } from '@pm/domain/workflow/permissions';
import { useBtn } from '@pm/web/auth';
import { changeLocale } from '@pm/web/i18n';
import {
  selectSettings,
  toPersisted,
  updateSettings,
  useAppDispatch,
  useAppSelector,
  type AppSettings,
} from '@pm/web/store';
import { copyText } from './copy-text';
import { MenuWidthInput } from './menu-width-input';
import { RemotesPanel } from './remotes/remotes-panel';
import { SettingsBlock, SettingsRow, SwitchRow } from './settings-row';
import { ThemeColor } from './theme-color';
import styles from './settings.module.css';

type SwitchKey = 'navbar' | 'menu' | 'topMenu' | 'tabBar' | 'footer' | 'colorWeak' | 'menuFromServer';

const contentSwitches: { key: SwitchKey; label: string }[] = [
  { key: 'navbar', label: 'settings.navbar' },
  { key: 'menu', label: 'settings.menu' },
  { key: 'topMenu', label: 'settings.topMenu' },
  { key: 'tabBar', label: 'settings.tabBar' },
  { key: 'footer', label: 'settings.footer' },
];

/** Specification §4: the top menu un-collapses the menu (a collapsed horizontal menu makes no sense). */
function changeFor(key: SwitchKey, checked: boolean): Partial<AppSettings> {
  return key === 'topMenu' && checked ? { topMenu: true, menuCollapse: false } : { [key]: checked };
}

/** The settings drawer (300 wide): every change applies at once and is kept (see @pm/web/store settings-storage). */
export function SettingsDrawer({ visible, onClose }: { visible: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation('common');
  const dispatch = useAppDispatch();
  const settings = useAppSelector(selectSettings);
  const mayRelease = useBtn([REMOTE_RELEASE_BUTTON]);
  const set = (key: SwitchKey) => (checked: boolean) => dispatch(updateSettings(changeFor(key, checked)));

  const copySettings = () => {
    copyText(JSON.stringify(toPersisted(settings), null, 2)).then(
      () => Message.success(t('message.copySettings')),
      () => Message.error(t('settings.copyFailed')),
    );
  };

  return (
    <Drawer
      width={300}
      visible={visible}
      title={
        <span className={styles.title}>
          <IconSettings />
          {t('settings.title')}
        </span>
      }
      okText={t('settings.copySettings')}
      cancelText={t('settings.close')}
      onOk={copySettings}
      onCancel={onClose}
    >
      <SettingsBlock title={t('settings.themeColor')}>
        <ThemeColor />
      </SettingsBlock>
      <SettingsBlock title={t('settings.content')}>
        {contentSwitches.map(({ key, label }) => (
          <SwitchRow
            key={key}
            label={t(label)}
            checked={settings[key]}
            onChange={set(key)}
            testId={`settings-${key}`}
          />
        ))}
        <SettingsRow label={t('settings.menuWidth')}>
          {(id) => (
            <MenuWidthInput
              id={id}
              value={settings.menuWidth}
              onChange={(menuWidth) => dispatch(updateSettings({ menuWidth }))}
            />
          )}
        </SettingsRow>
      </SettingsBlock>
      <SettingsBlock title={t('settings.otherSettings')}>
        <SwitchRow
          label={t('settings.darkTheme')}
          checked={settings.theme === 'dark'}
          onChange={(dark) => dispatch(updateSettings({ theme: dark ? 'dark' : 'light' }))}
          testId="settings-theme"
        />
        <SwitchRow
          label={t('settings.colorWeak')}
          checked={settings.colorWeak}
          onChange={set('colorWeak')}
          testId="settings-colorWeak"
        />
        <SwitchRow
          label={t('settings.menuFromServer')}
          checked={settings.menuFromServer}
          onChange={set('menuFromServer')}
          testId="settings-menuFromServer"
        />
        <SettingsRow label={t('navbar.language')}>
          {(id) => (
            <Select
              id={id}
              size="small"
              style={{ width: 110 }}
              value={i18n.language}
              onChange={(value: Locale) => void changeLocale(value)}
              options={[
                { label: t('navbar.language.zhCN'), value: 'zh-CN' },
                { label: t('navbar.language.enUS'), value: 'en-US' },
              ]}
              aria-label={t('navbar.language')}
              data-testid="settings-language"
            />
          )}
        </SettingsRow>
      </SettingsBlock>
      {visible && mayRelease && <RemotesPanel />}
      <Alert content={t('settings.alert')} />
    </Drawer>
  );
}
