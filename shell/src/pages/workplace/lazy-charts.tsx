import { lazy, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { showUpdatePrompt } from '../../federation/update-prompt';
import type * as DashboardCharts from './charts/dashboard-charts';
import styles from './workplace.module.css';

type ChartsModule = typeof DashboardCharts;

const importCharts = () => import(/* webpackChunkName: "dashboard-charts" */ './charts/dashboard-charts');

let charts: Promise<ChartsModule | null> | null = null;

/**
 * The chart code (ECharts) is its own chunk, fetched when the dashboard first draws a chart: the login page and
 * the first paint never pay for it. A failed fetch is retried once, then the 'operation prompt' offers a reload
 * (guard 5) and the cards say the chart is unavailable.
 */
function loadCharts(): Promise<ChartsModule | null> {
  charts ??= importCharts()
    .catch(importCharts)
    .catch(() => {
      charts = null;
      showUpdatePrompt();
      return null;
    });
  return charts;
}

function ChartUnavailable() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.state} role="alert">
      {t('workplace.chartUnavailable')}
    </div>
  );
}

function lazyChart<P extends object>(pick: (module: ChartsModule) => ComponentType<P>) {
  return lazy(async () => {
    const module = await loadCharts();
    return { default: module ? pick(module) : (ChartUnavailable as ComponentType<P>) };
  });
}

export const FundsChart = lazyChart((module) => module.FundsChart);
export const StatusChart = lazyChart((module) => module.StatusChart);
export const ProvinceMap = lazyChart((module) => module.ProvinceMap);
