import type { Counter, CounterTimes, LoginCounters } from './login-counters';

/**
 * Password sign-in lockout. Attempts are counted under three keys, each in a 15-minute window:
 *
 * - **account and source** (5): the account as typed, from one address. This is the lock a user meets after mistyping;
 *   a stranger elsewhere who tries a colleague's name locks only themselves out of that account, not the colleague.
 * - **source** (20): one address, whatever account it names. One address trying many accounts (or the same one
 *   under many spellings) is stopped after 20 failures.
 * - **account** (50): one account, from any address. Because each address adds at most about six attempts to an
 *   account in a window (its pair locks at five; a locked key counts nothing more), 50 needs at least nine
 *   addresses: a distributed guess, never a colleague or a stranger at one address. It then locks the account for
 *   everyone, for 15 minutes; its owner can still sign in with an SMS code.
 *
 * The account is the username as typed, known or not, so an unknown name is counted and locked exactly like a real
 * one and the answers cannot tell which names exist. Addresses are the client IP (TRUST_PROXY behind a proxy);
 * colleagues behind one NAT share an address, which is why the source limit is four times the pair limit.
 */
export const LOGIN_LOCKOUT = {
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
  perAccountAndSource: 5,
  perSource: 20,
  perAccount: 50,
} as const satisfies CounterTimes & Record<string, number>;

function countersOf(account: string, source: string) {
  const pair = `pair\n${account}\n${source}`;
  const counters: Counter[] = [
    { key: pair, limit: LOGIN_LOCKOUT.perAccountAndSource, account },
    { key: `source\n${source}`, limit: LOGIN_LOCKOUT.perSource },
    { key: `account\n${account}`, limit: LOGIN_LOCKOUT.perAccount, account },
  ];
  return { pair, counters };
}

/** One password attempt by `account` from `source`, to be settled with its outcome. */
export interface LoginAttempt {
  /** Until when sign-in is refused for this attempt; null when it may go ahead. */
  lockedUntil: Date | null;
  /** The password was wrong: answers the lock this failure caused, if any. */
  failed(): Promise<Date | null>;
  /** The password was right: the attempt is taken back and this source's count for the account is cleared. */
  succeeded(): Promise<void>;
}

export async function beginLoginAttempt(
  store: LoginCounters,
  account: string,
  source: string,
  now = new Date(),
): Promise<LoginAttempt> {
  const { pair, counters } = countersOf(account, source);
  return {
    lockedUntil: await store.begin(counters, now),
    failed: () => store.failed(counters, now),
    succeeded: () => store.succeeded(counters, [pair]),
  };
}
