/**
 * localStorage key 'lastUsername': the username of the last successful staff password login, prefilled on
 * /login. Only the name (the login page shows it anyway), never the password; logout keeps it, as a browser's
 * own autofill would.
 */
export const LAST_USERNAME_KEY = 'lastUsername';

export const lastUsername = {
  get(): string {
    try {
      return window.localStorage.getItem(LAST_USERNAME_KEY) ?? '';
    } catch {
      // Storage can be off (private mode, policy): nothing remembered, nothing broken.
      return '';
    }
  },
  set(username: string): void {
    try {
      window.localStorage.setItem(LAST_USERNAME_KEY, username);
    } catch {
      // See get(): the next visit just starts with an empty field.
    }
  },
};
