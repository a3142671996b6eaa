export type SignInPage = 'staff' | 'client';

/** `/client/login` is the beneficiaries' page; every other address this build serves is the staff login. */
export function signInPageFor(pathname: string): SignInPage {
  return pathname.replace(/\/+$/, '') === '/client/login' ? 'client' : 'staff';
}
