import { generate, getRgbStr } from '@arco-design/color';
import type { Theme } from '@pm/domain/contracts';

export const PRIMARY_SHADES = 10;

/**
 * The ten `--primary-1…10` values Arco's components read (`rgb(var(--primary-6))`), generated from one colour
 * with Arco's own palette rule; dark mode has its own rule (lighter shades for a dark background).
 */
export function primaryPalette(color: string, theme: Theme): Record<string, string> {
  const shades = generate(color, { list: true, dark: theme === 'dark' });
  return Object.fromEntries(shades.map((shade, index) => [`--primary-${index + 1}`, getRgbStr(shade)]));
}

/**
 * Sets the palette as inline custom properties of <body>. Inline style wins over every stylesheet rule, which
 * matters here: each remote injects Arco's base `body { --primary-6: … }` again when it loads (TOOLCHAIN.md), and
 * that must not bring the default blue back.
 */
export function applyPrimaryPalette(color: string, theme: Theme, target: HTMLElement = document.body): void {
  for (const [name, value] of Object.entries(primaryPalette(color, theme))) {
    target.style.setProperty(name, value);
  }
}
