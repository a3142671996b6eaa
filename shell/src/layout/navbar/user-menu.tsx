import Avatar from '@arco-design/web-react/es/Avatar';
import Divider from '@arco-design/web-react/es/Divider';
import Dropdown from '@arco-design/web-react/es/Dropdown';
import Menu from '@arco-design/web-react/es/Menu';
import Message from '@arco-design/web-react/es/Message';
import IconPoweroff from '@arco-design/web-react/icon/react-icon/IconPoweroff';
import IconSettings from '@arco-design/web-react/icon/react-icon/IconSettings';
import IconSwap from '@arco-design/web-react/icon/react-icon/IconSwap';
import IconUser from '@arco-design/web-react/icon/react-icon/IconUser';
import { useTranslation } from 'react-i18next';
import { i18n } from '@pm/web/i18n';
import {
  selectClientUser,
  selectUserInfo,
  selectUserRole,
  toggleUserRole,
  useAppDispatch,
  useAppSelector,
} from '@pm/web/store';
import { logout } from '../../session/session-actions';
import { useServices } from '../../services';
import { PopupSlot, popupSlotAfter } from '../popup-slot';
import styles from './navbar.module.css';

/** The avatar menu: role switch, user center and settings (staff), logout. */
export function UserMenu() {
  const { t } = useTranslation('common');
  const dispatch = useAppDispatch();
  const { clientHost, history } = useServices();
  const userInfo = useAppSelector(selectUserInfo);
  const clientUser = useAppSelector(selectClientUser);
  const userRole = useAppSelector(selectUserRole);
  const displayName = (clientHost ? clientUser?.name : userInfo?.name) ?? '';
  const avatar = clientHost ? undefined : userInfo?.avatar;

  const onItem = (key: string) => {
    if (key === 'logout') void logout(dispatch);
    else if (key === 'userInfo') history.push('/user/info');
    else if (key === 'userSetting') history.push('/user/setting');
    else if (key === 'switchRole') {
      const next = userRole === 'admin' ? 'user' : 'admin';
      dispatch(toggleUserRole());
      Message.info(i18n.t('common:navbar.roleSwitched', { role: i18n.t(`common:navbar.role.${next}`) }));
    }
  };

  const menu = (
    <Menu onClickMenuItem={onItem} className={styles.userMenu}>
      {!clientHost && (
        <Menu.Item key="switchRole" data-testid="switch-role">
          <IconSwap className={styles.menuIcon} />
          {t('navbar.switchRoles')}
          <span className={styles.role}>{t('navbar.role', { role: t(`navbar.role.${userRole}`) })}</span>
        </Menu.Item>
      )}
      {!clientHost && (
        <Menu.Item key="userInfo">
          <IconUser className={styles.menuIcon} />
          {t('navbar.userCenter')}
        </Menu.Item>
      )}
      {!clientHost && (
        <Menu.Item key="userSetting">
          <IconSettings className={styles.menuIcon} />
          {t('navbar.userSettings')}
        </Menu.Item>
      )}
      {!clientHost && <Divider className={styles.menuDivider} />}
      <Menu.Item key="logout">
        <IconPoweroff className={styles.menuIcon} />
        {t('navbar.logout')}
      </Menu.Item>
    </Menu>
  );

  return (
    <>
      <Dropdown
        droplist={menu}
        position="br"
        trigger="click"
        getPopupContainer={popupSlotAfter}
        triggerProps={{ escToClose: true }}
      >
        <button
          type="button"
          className={styles.userTrigger}
          aria-label={t('navbar.userMenu')}
          data-testid="user-menu"
        >
          <Avatar size={32} className={styles.avatar}>
            {avatar ? <img alt="" src={avatar} /> : displayName.slice(0, 1)}
          </Avatar>
          <span className={styles.userName}>{displayName}</span>
        </button>
      </Dropdown>
      <PopupSlot />
    </>
  );
}
