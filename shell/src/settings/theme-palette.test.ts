import { applyPrimaryPalette, primaryPalette } from './theme-palette';

describe('primaryPalette', () => {
  it("gives Arco's own arcoblue shades for the default #165DFF", () => {
    const palette = primaryPalette('#165DFF', 'light');
    expect(Object.keys(palette)).toEqual(Array.from({ length: 10 }, (_, i) => `--primary-${i + 1}`));
    // The values of Arco's stylesheet (--arcoblue-1, -6, -10 in light mode).
    expect(palette['--primary-1']).toBe('232,243,255');
    expect(palette['--primary-6']).toBe('22,93,255');
    expect(palette['--primary-10']).toBe('0,13,77');
  });

  it('keeps the chosen colour as shade 6, lighter below and darker above', () => {
    const palette = primaryPalette('#F53F3F', 'light');
    expect(palette['--primary-6']).toBe('245,63,63');
    const lightness = (rgb: string | undefined) =>
      (rgb ?? '').split(',').reduce((sum, n) => sum + Number(n), 0);
    expect(lightness(palette['--primary-1'])).toBeGreaterThan(lightness(palette['--primary-6']));
    expect(lightness(palette['--primary-10'])).toBeLessThan(lightness(palette['--primary-6']));
  });

  it('uses the dark rule in dark mode', () => {
    const dark = primaryPalette('#165DFF', 'dark');
    expect(dark['--primary-6']).not.toBe(primaryPalette('#165DFF', 'light')['--primary-6']);
    expect(dark['--primary-6']).toBe('60,126,255');
  });
});

describe('applyPrimaryPalette', () => {
  it('sets the ten shades as inline custom properties of the body', () => {
    applyPrimaryPalette('#00B42A', 'light');
    expect(document.body.style.getPropertyValue('--primary-6')).toBe('0,180,42');
    expect(document.body.style.getPropertyValue('--primary-1')).not.toBe('');
  });
});
