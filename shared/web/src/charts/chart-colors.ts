import { useEffect, useState } from 'react';

/** Colours for a chart, read from Arco's CSS variables so they follow the theme and the chosen theme colour. */
export interface ChartColors {
  palette: string[];
  text: string;
  secondaryText: string;
  axisLine: string;
  splitLine: string;
  /** Tooltip background. */
  background: string;
  /** The card behind the chart (gaps between pie slices). */
  cardBackground: string;
  /** Map regions without projects. */
  emptyArea: string;
  /** The low end of the map's scale. */
  primaryLight: string;
  /** What went wrong or over a limit (an overrun budget line). */
  danger: string;
}

// Arco's chart order: the primary colour first, then its data-visualisation palette.
const PALETTE_VARIABLES = [
  '--primary-6',
  '--green-6',
  '--orange-6',
  '--purple-6',
  '--cyan-6',
  '--gold-6',
  '--magenta-6',
  '--red-6',
  '--lime-6',
  '--pinkpurple-6',
];

export function readChartColors(element: HTMLElement = document.body): ChartColors {
  const style = getComputedStyle(element);
  const value = (name: string) => style.getPropertyValue(name).trim();
  // Palette variables hold bare 'r,g b' triplets; the colour variables hold whole colours.
  const rgb = (name: string) => `rgb(${value(name)})`;
  return {
    palette: PALETTE_VARIABLES.map(rgb),
    text: value('--color-text-1'),
    secondaryText: value('--color-text-3'),
    axisLine: value('--color-border-3'),
    splitLine: value('--color-border-2'),
    background: value('--color-bg-popup'),
    cardBackground: value('--color-bg-2'),
    emptyArea: value('--color-fill-3'),
    primaryLight: rgb('--primary-2'),
    danger: rgb('--danger-6'),
  };
}

/**
 * The chart colours, read again whenever the page's theme changes: dark mode sets `arco-theme` on the body and
 * the theme colour rewrites the body's primary variables (settings drawer).
 */
export function useChartColors(): ChartColors {
  const [colors, setColors] = useState(readChartColors);
  useEffect(() => {
    const observer = new MutationObserver(() => setColors(readChartColors()));
    observer.observe(document.body, { attributes: true, attributeFilter: ['arco-theme', 'style', 'class'] });
    return () => observer.disconnect();
  }, []);
  return colors;
}
