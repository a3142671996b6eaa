import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Grid from '@arco-design/web-react/es/Grid';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import IconLeft from '@arco-design/web-react/icon/react-icon/IconLeft';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';

import { DetailFallback } from '@pm/web/ui';
import type { BudgetDetail } from '@pm/domain/shapes';
import { BUDGET_SPENDING_STATUSES, type BudgetStatus } from '@pm/domain/workflow';
import { useGetBudgetQuery } from '../../features/budget/api/get-budget';
import { BudgetFormDrawer } from '../../features/budget/components/budget-form-drawer';
import { ExpenseFormDrawer } from '../../features/budget/components/expense-form-drawer';
import { NS } from '../../locale';
import { BudgetActions } from './budget-actions';
import { BUDGET_LIST_PATH, budgetPath } from '../../shared/paths';
import { BudgetSummary } from './budget-summary';
import { ExpensesList } from './expenses-list';
import { LinesTable } from './lines-table';
import { PeriodsTable } from './periods-table';
import { PlanActualCard } from './plan-actual-card';
import { RevisionsList } from './revisions-list';

function BackToList() {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  return (
    <Button
      type="text"
      icon={<IconLeft />}
      onClick={() => navigate(BUDGET_LIST_PATH)}
      style={{ paddingLeft: 0 }}
    >
      {t('budget.detail.back')}
    </Button>
  );
}

function BudgetSections({ budget }: { budget: BudgetDetail }) {
  const { t } = useTranslation(NS);
  const navigate = useNavigate();
  // The budget as it was when the form opened: its version goes with the save (a 409 refetch must not sneak in).
  const [editing, setEditing] = useState<BudgetDetail | null>(null);
  const [recording, setRecording] = useState(false);
  const spending = (BUDGET_SPENDING_STATUSES as readonly BudgetStatus[]).includes(budget.status);
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card>
        <BackToList />
        <BudgetSummary budget={budget} />
        <BudgetActions
          budget={budget}
          onEdit={() => setEditing(budget)}
          onRecordExpense={() => setRecording(true)}
        />
      </Card>
      <Card title={t('budget.lines.title')}>
        <LinesTable budget={budget} />
      </Card>
      <Card title={t('budget.chart.title')}>
        <PlanActualCard budget={budget} />
      </Card>
      <Grid.Row gutter={16}>
        <Grid.Col xs={24} lg={16}>
          <Card title={t('budget.periods.title')}>
            <PeriodsTable budget={budget} />
          </Card>
        </Grid.Col>
        <Grid.Col xs={24} lg={8}>
          <Card title={t('budget.revisions.title')}>
            <RevisionsList revisions={budget.revisions} />
          </Card>
        </Grid.Col>
      </Grid.Row>
      <Card title={t('budget.expenses.title')}>
        {!spending && (
          <Typography.Paragraph type="secondary">{t('budget.expenses.notSpending')}</Typography.Paragraph>
        )}
        <ExpensesList budget={budget} />
      </Card>
      <BudgetFormDrawer
        visible={editing !== null}
        budget={editing ?? undefined}
        onClose={() => setEditing(null)}
        onOpenBudget={(id) => navigate(budgetPath(id))}
      />
      <ExpenseFormDrawer budget={budget} visible={recording} onClose={() => setRecording(false)} />
    </Space>
  );
}

/** `/project/budget?id=<id>`: one budget, its execution, chart, revisions and expenses. */
export function BudgetDetailView({ id }: { id: number | undefined }) {
  const { t } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  // currentData: opening another budget shows its skeleton, not the previous budget's figures.
  const { currentData: budget, error, isFetching, refetch } = useGetBudgetQuery(id ?? skipToken);

  if (id === undefined || error || !budget) {
    return (
      <DetailFallback
        noId={id === undefined}
        error={error}
        isFetching={isFetching}
        refetch={refetch}
        notFound={{
          title: t('budget.detail.notFound'),
          back: t('budget.detail.back'),
          onBack: () => navigate(BUDGET_LIST_PATH),
        }}
        rows={8}
      />
    );
  }
  return <BudgetSections budget={budget} />;
}
