import Message from '@arco-design/web-react/es/Message';
import { i18n } from '@pm/web/i18n';

// The sign-in page and the signed-in app are two page loads: the login leaves this note for the app to show
// 'welcome to use' (specification §4) once it is on the screen.
const KEY = 'pm.welcome';

export function leaveWelcomeNote(): void {
  try {
    window.sessionStorage.setItem(KEY, '1');
  } catch {
    // Storage refused: the login still works, only without the greeting.
  }
}

/** Shows the greeting if a login just left its note, and removes the note. */
export function showWelcomeNote(): void {
  try {
    if (window.sessionStorage.getItem(KEY) === null) return;
    window.sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  Message.success(i18n.t('common:message.welcome'));
}
