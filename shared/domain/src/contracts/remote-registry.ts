/** The remotes of this workspace, by their federation names (each folder is the name with `-` for `_`). */
export const REMOTE_NAMES = [
  'mf_projects',
  'mf_funds',
  'mf_related',
  'mf_archives',
  'mf_system',
  'mf_client',
] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

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
