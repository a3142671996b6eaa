import type { ReactNode } from 'react';
import Grid from '@arco-design/web-react/es/Grid';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { BudgetDetail } from '@pm/domain/shapes';
import { compareMoney, formatMoney, subMoney } from '@pm/domain/money';
import { pageLocale } from '@pm/web/i18n';
import { AmountText, ApprovalStatus, StatusTag } from '@pm/web/ui';
import { ExecutionRate } from '../../features/budget/components/execution-rate';
import { NS } from '../../locale';
import styles from './budget.module.css';
import { revisionText } from './list-columns';

function Figure({ label, children, danger }: { label: string; children: ReactNode; danger?: boolean }) {
  return (
    <div className={styles.figure}>
      <div className={styles.figureLabel}>{label}</div>
      <div className={`${styles.figureValue ?? ''} ${danger ? (styles.danger ?? '') : ''}`}>{children}</div>
    </div>
  );
}

/**
 * The budget's project, status and revision, where the approval of its plan stands, and its figures: planned,
 * actual, variance and rate.
 */
export function BudgetSummary({ budget }: { budget: BudgetDetail }) {
  const { t } = useTranslation([NS, 'common']);
  const overrun = compareMoney(budget.variance, 0) < 0;
  const quarter = { xs: 12, md: 6 };
  return (
    <div>
      <Typography.Title heading={5} style={{ marginTop: 0 }}>
        {budget.projectName}
      </Typography.Title>
      <Space size="large" wrap style={{ marginBottom: 16 }}>
        <span>
          {t('budget.projectCode')}: {budget.projectCode}
        </span>
        <StatusTag status={budget.status} entity="budget" />
        <span>
          {t('budget.revision')}: {revisionText(t, budget.revision)}
        </span>
        <span>
          {t('budget.detail.projectAmount')}: <AmountText value={budget.projectAmount} />
        </span>
        {budget.approval && (
          <Space align="start" wrap>
            <span>{t('approval.record.label', { ns: 'common' })}:</span>
            <ApprovalStatus approval={budget.approval} recordTags={['Budget']} />
          </Space>
        )}
      </Space>
      <Grid.Row gutter={[16, 16]}>
        <Grid.Col {...quarter}>
          <Figure label={t('budget.detail.plannedTotal')}>
            <AmountText value={budget.plannedAmount} short />
          </Figure>
        </Grid.Col>
        <Grid.Col {...quarter}>
          <Figure label={t('budget.detail.actualTotal')} danger={overrun}>
            <AmountText value={budget.actualAmount} short />
          </Figure>
        </Grid.Col>
        <Grid.Col {...quarter}>
          <Figure label={t('budget.detail.varianceTotal')} danger={overrun}>
            {overrun ? (
              t('budget.detail.overrunTotal', {
                amount: formatMoney(subMoney(0, budget.variance), { shorten: true, locale: pageLocale() }),
              })
            ) : (
              <AmountText value={budget.variance} short />
            )}
          </Figure>
        </Grid.Col>
        <Grid.Col {...quarter}>
          <Figure label={t('budget.detail.rateTotal')} danger={overrun}>
            <ExecutionRate rate={budget.executionRate} overrun={overrun} width={160} />
          </Figure>
        </Grid.Col>
      </Grid.Row>
      {budget.remark && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('budget.detail.remark')}: {budget.remark}
        </Typography.Paragraph>
      )}
    </div>
  );
}
