import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Empty from '@arco-design/web-react/es/Empty';
import Select from '@arco-design/web-react/es/Select';
import Switch from '@arco-design/web-react/es/Switch';
import Typography from '@arco-design/web-react/es/Typography';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import { errorText } from '@pm/web/api';
import { Btn } from '@pm/web/auth';
import { DataTable, ListToolbar, toRequestParams, useListQuery, type ListQuery } from '@pm/web/ui';
import type { BudgetListItem } from '@pm/domain/shapes';
import { BUDGET_STATUSES, FUNDS_BUTTONS } from '@pm/domain/workflow';
import { useGetBudgetsQuery } from '../../features/budget/api/get-budgets';
import { BudgetFormDrawer } from '../../features/budget/components/budget-form-drawer';
import { NS } from '../../locale';
import { budgetPath } from '../../shared/paths';
import { budgetColumns } from './list-columns';

const FILTERS = ['status', 'overrun'] as const;

interface FiltersProps {
  query: ListQuery;
  update: (change: Partial<ListQuery>) => void;
}

function BudgetFilters({ query, update }: FiltersProps) {
  const { t } = useTranslation([NS, 'common']);
  const setFilter = (name: string, value: string | undefined) =>
    update({ filters: { ...query.filters, [name]: value ?? '' } });
  return (
    <>
      <Select
        allowClear
        style={{ width: 140 }}
        aria-label={t('budget.statusFilter')}
        placeholder={t('budget.allStatuses')}
        value={query.filters.status}
        onChange={(status?: string) => setFilter('status', status)}
        options={BUDGET_STATUSES.map((status) => ({
          value: status,
          label: t(`status.${status}`, { ns: 'common' }),
        }))}
      />
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Switch
          checked={query.filters.overrun === 'true'}
          onChange={(checked) => setFilter('overrun', checked ? 'true' : undefined)}
        />
        {t('budget.overrunOnly')}
      </label>
    </>
  );
}

/** Nothing to show yet: what a budget is, and the way to make the first one. */
function NoBudgetYet({ onCreate }: { onCreate: () => void }) {
  const { t } = useTranslation(NS);
  return (
    <Empty
      style={{ padding: '32px 0' }}
      description={
        <div style={{ maxWidth: 520, margin: '0 auto' }}>
          <Typography.Title heading={6}>{t('budget.empty.title')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('budget.empty.text')}</Typography.Paragraph>
          <Btn codes={[FUNDS_BUTTONS.budgetManage]}>
            <Button type="primary" icon={<IconPlus />} onClick={onCreate}>
              {t('budget.create')}
            </Button>
          </Btn>
        </div>
      }
    />
  );
}

/** `/project/budget`: every project's budget with its execution; search, filters and paging in the URL. */
export function BudgetListView() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const { query, update } = useListQuery(FILTERS);
  const { data, isFetching, error } = useGetBudgetsQuery(toRequestParams(query));
  const [creating, setCreating] = useState(false);
  const columns = useMemo(() => budgetColumns(t, i18n.language), [t, i18n.language]);
  const open = (id: number) => navigate(budgetPath(id));
  const searching = Boolean(query.keyword) || Object.keys(query.filters).length > 0;
  const noneYet = !searching && !isFetching && !error && data?.total === 0;

  return (
    <Card title={t('budget.title')}>
      <ListToolbar
        keyword={query.keyword}
        placeholder={t('budget.search')}
        onSearch={(keyword) => update({ keyword })}
        filters={<BudgetFilters query={query} update={update} />}
        actions={
          <Btn codes={[FUNDS_BUTTONS.budgetManage]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
              {t('budget.create')}
            </Button>
          </Btn>
        }
      />
      {noneYet ? (
        <NoBudgetYet onCreate={() => setCreating(true)} />
      ) : (
        <DataTable<BudgetListItem>
          columns={columns}
          page={data}
          loading={isFetching}
          error={errorText(error)}
          query={query}
          onQueryChange={update}
          scroll={{ x: 1200 }}
          onOpenRow={(row) => open(row.id)}
          emptyText={t('budget.empty.filtered')}
        />
      )}
      <BudgetFormDrawer
        visible={creating}
        onClose={(saved) => {
          setCreating(false);
          if (saved) open(saved.id);
        }}
        onOpenBudget={open}
      />
    </Card>
  );
}
