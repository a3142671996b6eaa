import type { History } from 'history';
import type { AppStore } from '../store/store';
import type { UserState, Rule } from './user';

export type RemoteName =
  'mf_projects' | 'mf_funds' | 'mf_related' | 'mf_archives' | 'mf_system' | 'mf_client';

/** One entry of `/remotes.json`. */
export interface RemoteEntry {
  name: RemoteName;
  /** URL of the remote's `mf-manifest.json`. */
  entry: string;
  version: string;
  /** Path prefixes the remote owns; the longest match wins. */
  prefixes: string[];
  /** Loaded on the client portal host instead of the staff shell. */
  audience: 'staff' | 'client';
  /**
   * The catalogue paths it has a page for (its build's `pages.json`, from its `src/page-paths.ts`); the shell links only
   * to these. Absent: every path under its prefixes.
   */
  pages?: string[];
}

export interface RemoteRegistry {
  remotes: RemoteEntry[];
}

export type Theme = 'light' | 'dark';
export type Locale = 'zh-CN' | 'en-US';

/**
 * Everything a remote gets from the shell. A mounted remote is its own React root, so nothing reaches it through
 * the shell's React context: it wraps its tree in the store's Provider, Arco's ConfigProvider and a router on this
 * history (see `mountRemote` in `@pm/shared/remote/create-remote-app`).
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
}
