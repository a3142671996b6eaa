import Notification from '@arco-design/web-react/es/Notification';
import { toUserState } from '@pm/domain/auth';
import { i18n } from '@pm/web/i18n';
import { clearSession, clientUserStorage, ruleStorage } from '@pm/web/storage';
import {
  clearServerMenu,
  resetSession,
  setClientUser,
  setServerMenu,
  setUserInfo,
  type AppDispatch,
} from '@pm/web/store';
import { reloadPage } from '@pm/web/api';
import { sessionApi } from './session-api';

/** Guard 2: the staff user and their permission codes. A 401 clears the token and reloads (the API client). */
export async function loadStaffUser(dispatch: AppDispatch): Promise<void> {
  const [user, access] = await Promise.all([sessionApi.authUser(), sessionApi.accessList()]);
  dispatch(
    setUserInfo(
      toUserState(
        user,
        access.map((item) => item.permission),
      ),
    ),
  );
}

export async function loadClientUser(dispatch: AppDispatch): Promise<void> {
  const user = await sessionApi.clientAuthUser();
  clientUserStorage.set(user);
  dispatch(setClientUser(user));
}

/** Guard 3: the server menu, once per session; a failure shows a closable 'error' notification. */
export async function loadServerMenu(dispatch: AppDispatch): Promise<void> {
  try {
    dispatch(setServerMenu(await sessionApi.menuList()));
  } catch (error) {
    Notification.error({
      title: i18n.t('common:message.menuError'),
      content: error instanceof Error ? error.message : i18n.t('common:message.error'),
      closable: true,
    });
    dispatch(setServerMenu([]));
  }
}

/** Logout (specification §4): the right endpoint, then always clear everything and reload. */
export async function logout(dispatch: AppDispatch): Promise<void> {
  const rule = ruleStorage.get();
  try {
    await (rule === 'client' ? sessionApi.clientLogout() : sessionApi.staffLogout());
  } catch {
    // The session is cleared locally whatever the server said.
  } finally {
    dispatch(resetSession());
    dispatch(clearServerMenu());
    clearSession();
    reloadPage();
  }
}
