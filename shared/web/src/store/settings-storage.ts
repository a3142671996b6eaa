import { readItem, writeItem } from '../storage/safe-local-storage';
import { defaultSettings, type AppSettings } from './settings';

/**
 * The settings drawer's choices survive a reload under this localStorage key (the specification fixes only
 * 'token', 'rule', 'clientUser' and 'arco-locale'; the language stays under 'arco-locale', not here).
 */
export const SETTINGS_STORAGE_KEY = 'pm-settings';

/** What is kept: every setting except the server menu, which is fetched once per session. */
export type PersistedSettings = Omit<AppSettings, 'serverMenu'>;

export function toPersisted({ serverMenu: _serverMenu, ...rest }: AppSettings): PersistedSettings {
  return rest;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Keeps each stored value only when it has the default's type (and a sane value): an old, hand-edited or
 * half-written entry must not break the layout, it just falls back to the default for that setting.
 */
function sanitise(stored: Record<string, unknown>): Partial<PersistedSettings> {
  const result: Record<string, unknown> = {};
  const defaults = toPersisted(defaultSettings);
  for (const [key, fallback] of Object.entries(defaults)) {
    const value = stored[key];
    if (typeof value !== typeof fallback) continue;
    if (typeof value === 'number' && (!Number.isFinite(value) || value <= 0)) continue;
    result[key] = value;
  }
  if (result.theme !== undefined && result.theme !== 'light' && result.theme !== 'dark') delete result.theme;
  if (result.device !== undefined && result.device !== 'desktop' && result.device !== 'mobile')
    delete result.device;
  if (typeof result.themeColor === 'string' && !/^#[0-9a-f]{6}$/i.test(result.themeColor))
    delete result.themeColor;
  return result as Partial<PersistedSettings>;
}

/** The settings to start with: the defaults (specification §3) overlaid with what was saved. */
export function loadSettings(): AppSettings {
  const raw = readItem(SETTINGS_STORAGE_KEY);
  if (!raw) return defaultSettings;
  try {
    const stored: unknown = JSON.parse(raw);
    return isRecord(stored) ? { ...defaultSettings, ...sanitise(stored) } : defaultSettings;
  } catch {
    return defaultSettings;
  }
}

interface SettingsSource {
  getState(): { settings: { settings: AppSettings } };
  subscribe(listener: () => void): () => void;
}

/**
 * Writes the settings whenever a kept value changes; the server menu arriving (or being cleared at logout) is no
 * reason to write.
 */
export function persistSettings(store: SettingsSource): () => void {
  let current = store.getState().settings.settings;
  let saved = JSON.stringify(toPersisted(current));
  return store.subscribe(() => {
    // Most actions (requests, the session) leave the settings object as it was: nothing to compare.
    if (store.getState().settings.settings === current) return;
    current = store.getState().settings.settings;
    const next = JSON.stringify(toPersisted(current));
    if (next === saved) return;
    saved = next;
    writeItem(SETTINGS_STORAGE_KEY, next);
  });
}
