import type { History } from 'history';
import type { AppStore } from '../store/store';
import type { Locale, Rule, Theme, UserState } from '@pm/domain/contracts';

/**
 * Everything a remote gets from the shell. A mounted remote is its own React root, so nothing reaches it through
 * the shell's React context: it wraps its tree in the store's Provider, Arco's ConfigProvider and a router on this
 * history (see `mountRemote` in `@pm/web/remote/create-remote-app`).
 */
export interface RemoteProps {
  /** The shell's Redux store; remotes inject their slices and endpoints into it. */
  store: AppStore;
  /** The one browser history shared by the shell and every remote. */
  history: History;
  rule: Rule;
  user: UserState | null;
  accessList: string[];
  locale: Locale;
  theme: Theme;
}

/** What each remote's `./app` module exports. */
export interface RemoteLifecycles {
  bootstrap: (props: unknown) => Promise<unknown>;
  mount: (props: unknown) => Promise<unknown>;
  unmount: (props: unknown) => Promise<unknown>;
  update?: (props: unknown) => Promise<unknown>;
  /**
   * The version this code was built as (`process.env.PM_RELEASE_VERSION`, set by the build): the shell's remotes
   * panel shows what really runs, which after a roll-back may differ from what a still-open page loaded.
   */
  version?: string;
}
