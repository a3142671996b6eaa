import { useEffect, useRef } from 'react';
import { init, type ECharts } from 'echarts/core';
// Registers the chart types and components before any chart is created.
import './echarts-setup';
import type { ChartOption } from './echarts-setup';

export interface EChartProps {
  option: ChartOption;
  /** What the picture shows, for screen readers; the numbers themselves belong in a table beside it. */
  ariaLabel: string;
  height?: number;
}

/** One ECharts canvas: created once, updated with each option, resized with its container, disposed on unmount. */
export function EChart({ option, ariaLabel, height = 300 }: EChartProps) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<ECharts | null>(null);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const instance = init(element, undefined, { renderer: 'canvas' });
    chart.current = instance;
    // The layout changes width without a window resize (menu collapse, tab bar): watch the element itself.
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(element);
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    // notMerge: a theme or language change replaces the whole option instead of leaving stale parts.
    chart.current?.setOption(option, { notMerge: true });
  }, [option]);

  // The height changes with what is drawn (a budget's lines): the canvas follows its container at once.
  useEffect(() => {
    chart.current?.resize();
  }, [height]);

  return (
    <div
      ref={container}
      style={{ width: '100%', height }}
      role="img"
      aria-label={ariaLabel}
      data-testid="echart"
    />
  );
}
