import { Suspense, useMemo, useState } from 'react';
import Radio from '@arco-design/web-react/es/Radio';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import { useTranslation } from 'react-i18next';
import type { BudgetDetail } from '@pm/domain/shapes';
import { LazyPlanActualChart } from '../../features/budget/components/lazy-plan-actual-chart';
import { lineRows, periodRows, type PlanActualLayout } from '../../features/budget/plan-actual-option';
import { NS } from '../../locale';

/** Plan against actual per line or per period; the chart's code arrives after the page's tables. */
export function PlanActualCard({ budget }: { budget: BudgetDetail }) {
  const { t } = useTranslation(NS);
  const [layout, setLayout] = useState<PlanActualLayout>('lines');
  const rows = useMemo(
    () => (layout === 'lines' ? lineRows(budget.lines) : periodRows(budget.periods)),
    [layout, budget.lines, budget.periods],
  );
  return (
    <div>
      <Radio.Group
        type="button"
        value={layout}
        onChange={setLayout}
        style={{ marginBottom: 12 }}
        options={[
          { value: 'lines', label: t('budget.chart.byLine') },
          { value: 'periods', label: t('budget.chart.byPeriod') },
        ]}
      />
      <Suspense fallback={<Skeleton animation text={{ rows: 6 }} />}>
        <LazyPlanActualChart rows={rows} layout={layout} />
      </Suspense>
    </div>
  );
}
