import Dropdown from '@arco-design/web-react/es/Dropdown';
import Menu from '@arco-design/web-react/es/Menu';
import Message from '@arco-design/web-react/es/Message';
import IconLanguage from '@arco-design/web-react/icon/react-icon/IconLanguage';
import { useTranslation } from 'react-i18next';
import { changeLocale, i18n } from '@pm/web/i18n';
import { isLocale } from '@pm/web/storage';
import { PopupSlot, popupSlotAfter } from '../popup-slot';
import { IconButton } from './icon-button';

const languages = [
  { value: 'zh-CN', label: 'navbar.language.zhCN' },
  { value: 'en-US', label: 'navbar.language.enUS' },
] as const;

/** zh-CN / en-US, kept under 'arco-locale'; the shell and every mounted remote re-render in place. */
export function LanguageSwitch() {
  const { t, i18n: instance } = useTranslation('common');
  const menu = (
    <Menu
      selectedKeys={[instance.language]}
      onClickMenuItem={(value) => {
        const chosen = languages.find((language) => language.value === value);
        if (!chosen || !isLocale(value) || value === instance.language) return;
        // Said in the new language, as the rest of the page now is.
        void changeLocale(value).then(() => {
          const language = i18n.t(`common:${chosen.label}`);
          Message.info(i18n.t('common:navbar.language.changed', { language }));
        });
      }}
    >
      {languages.map(({ value, label }) => (
        <Menu.Item key={value} lang={value}>
          {t(label)}
        </Menu.Item>
      ))}
    </Menu>
  );
  return (
    <>
      <Dropdown
        droplist={menu}
        trigger="click"
        position="br"
        getPopupContainer={popupSlotAfter}
        triggerProps={{ escToClose: true }}
      >
        <IconButton icon={<IconLanguage />} label={t('navbar.language')} data-testid="language-switch" />
      </Dropdown>
      <PopupSlot />
    </>
  );
}
