import type { AppSettings } from '@pm/web/store';
import './theme.css';

/** Specification §4: colour weak on applies an 80% invert filter to the page; off removes it. */
export const COLOR_WEAK_FILTER = 'invert(80%)';

/**
 * Dark mode and colour weak: everything of the appearance but the theme colour's palette. Arco's dark mode is the
 * `arco-theme="dark"` attribute of <body> (removed for light); colour weak filters the root element — a filter on
 * <html> does not become the containing block of fixed elements, so drawers and popups stay where they belong.
 */
export function applyThemeAndFilter(
  { theme, colorWeak }: Pick<AppSettings, 'theme' | 'colorWeak'>,
  doc: Document = document,
): void {
  if (theme === 'dark') doc.body.setAttribute('arco-theme', 'dark');
  else doc.body.removeAttribute('arco-theme');
  if (colorWeak) doc.documentElement.style.filter = COLOR_WEAK_FILTER;
  else doc.documentElement.style.removeProperty('filter');
}
