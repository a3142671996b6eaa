import type { AppSettings } from '@pm/web/store';
import { applyThemeAndFilter } from './theme-and-filter';
import { applyPrimaryPalette } from './theme-palette';

export { COLOR_WEAK_FILTER } from './theme-and-filter';

type Appearance = Pick<AppSettings, 'theme' | 'themeColor' | 'colorWeak'>;

/**
 * Puts the appearance settings on the page: Arco's dark mode is the `arco-theme="dark"` attribute of <body>
 * (removed for light), the theme colour is the primary palette (generated again for dark mode), and colour weak
 * filters the root element — a filter on <html> does not become the containing block of fixed elements, so
 * drawers and popups stay where they belong.
 */
export function applyAppearance(appearance: Appearance, doc: Document = document): void {
  applyThemeAndFilter(appearance, doc);
  applyPrimaryPalette(appearance.themeColor, appearance.theme, doc.body);
}

interface SettingsSource {
  getState(): { settings: { settings: AppSettings } };
  subscribe(listener: () => void): () => void;
}

/** Applies the appearance now (before the first render: no flash of the default theme) and on every change. */
export function watchAppearance(store: SettingsSource): () => void {
  let applied: Appearance | undefined;
  const sync = () => {
    const { theme, themeColor, colorWeak } = store.getState().settings.settings;
    if (
      applied &&
      applied.theme === theme &&
      applied.themeColor === themeColor &&
      applied.colorWeak === colorWeak
    ) {
      return;
    }
    applied = { theme, themeColor, colorWeak };
    applyAppearance(applied);
  };
  sync();
  return store.subscribe(sync);
}
