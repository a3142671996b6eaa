import Avatar from '@arco-design/web-react/es/Avatar';
import Dropdown from '@arco-design/web-react/es/Dropdown';
import Menu from '@arco-design/web-react/es/Menu';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { changeLocale } from '@pm/shared/i18n';
import type { Locale } from '@pm/shared/contracts';
import { useAppDispatch, useAppSelector, selectClientUser, selectUserInfo } from '@pm/shared/store';
import { logout } from '../session/session-actions';
import { useServices } from '../services';
import styles from './layout.module.css';

export function Navbar() {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const dispatch = useAppDispatch();
  const { clientHost, history } = useServices();
  const userInfo = useAppSelector(selectUserInfo);
  const clientUser = useAppSelector(selectClientUser);
  const displayName = (clientHost ? clientUser?.name : userInfo?.name) ?? '';

  const userMenu = (
    <Menu
      onClickMenuItem={(key) => {
        if (key === 'logout') void logout(dispatch);
        if (key === 'userInfo') history.push('/user/info');
      }}
    >
      {!clientHost && <Menu.Item key="userInfo">{t('navbar.userCenter')}</Menu.Item>}
      <Menu.Item key="logout">{t('navbar.logout')}</Menu.Item>
    </Menu>
  );

  return (
    <>
      <div className={styles.logo}>
        <span className={styles.logoMark} aria-hidden />
        {t('login.title')}
      </div>
      <div className={styles.actions}>
        <Select
          aria-label={t('navbar.language')}
          size="small"
          style={{ width: 110 }}
          value={i18n.language}
          onChange={(value: Locale) => changeLocale(value)}
          options={[
            { label: '中文', value: 'zh-CN' },
            { label: 'English', value: 'en-US' },
          ]}
        />
        <Dropdown droplist={userMenu} position="br" trigger="click">
          <button type="button" className="pm-user-trigger" aria-label={displayName} data-testid="user-menu">
            <Avatar size={32}>{displayName.slice(0, 1)}</Avatar>
            <span>{displayName}</span>
          </button>
        </Dropdown>
      </div>
    </>
  );
}
