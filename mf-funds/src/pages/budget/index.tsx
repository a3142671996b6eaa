import { useSearchParams } from '@pm/web/router';
import { BudgetDetailView } from './budget-detail';
import { BudgetListView } from './budget-list';
import { idParam } from '../../shared/paths';

/** `/project/budget`: the budgets of all projects; `?id=<budgetId>`: one budget, its execution and expenses. */
export function BudgetPage() {
  const [params] = useSearchParams();
  if (!params.has('id')) return <BudgetListView />;
  return <BudgetDetailView id={idParam(params.get('id'))} />;
}
