import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import type { BudgetProject } from '@pm/domain/shapes';
import { RecordSelect } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetBudgetProjectsQuery } from '../api/get-budget-projects';

export interface BudgetProjectSelectProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The project chosen, with its amount and its budget if it has one. */
  onPick: (project: BudgetProject | null) => void;
  id?: string;
}

const useBudgetProjects = (keyword: string, skip: boolean) => useGetBudgetProjectsQuery(keyword, { skip });

/**
 * A searchable picker over `GET /pm/budget-projects`. Projects that have a budget are listed too, marked: choosing
 * one offers its budget instead (the form says so).
 */
export function BudgetProjectSelect(props: BudgetProjectSelectProps) {
  const { t } = useTranslation(NS);
  return (
    <RecordSelect<BudgetProject>
      {...props}
      useRows={useBudgetProjects}
      placeholder={t('budget.form.pickProject')}
      mark={(project) =>
        project.budgetId !== null && (
          <Tag size="small" color="orange" style={{ marginLeft: 8 }}>
            {t('budget.form.hasBudget')}
          </Tag>
        )
      }
    />
  );
}
