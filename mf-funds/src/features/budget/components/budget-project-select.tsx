import { useEffect, useMemo, useState } from 'react';
import Select from '@arco-design/web-react/es/Select';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import type { BudgetProject } from '@pm/shared/contracts';
import { NS } from '../../../locale';
import { useGetBudgetProjectsQuery } from '../api/get-budget-projects';

const SEARCH_DELAY_MS = 300;

/** Waits for the user to stop typing before searching, so each keystroke does not cost a call. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

export interface BudgetProjectSelectProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The project chosen, with its amount and its budget if it has one. */
  onPick: (project: BudgetProject | null) => void;
  id?: string;
}

/**
 * A searchable picker over `GET /pm/budget-projects`. Projects that have a budget are listed too, marked: choosing
 * one offers its budget instead (the form says so).
 */
export function BudgetProjectSelect({ value, onChange, onPick, id }: BudgetProjectSelectProps) {
  const { t } = useTranslation([NS, 'common']);
  const [keyword, setKeyword] = useState('');
  const search = useSettled(keyword.trim());
  const { data, isFetching } = useGetBudgetProjectsQuery(search);
  // The chosen project stays listed whatever is searched next.
  const [chosen, setChosen] = useState<BudgetProject | null>(null);
  const projects = useMemo(() => {
    const rows = chosen ? [chosen] : [];
    for (const row of data ?? []) if (row.id !== chosen?.id) rows.push(row);
    return rows;
  }, [chosen, data]);
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      placeholder={t('budget.form.pickProject')}
      loading={isFetching}
      value={value ?? undefined}
      onSearch={setKeyword}
      onChange={(next?: number) => {
        const project = projects.find((row) => row.id === next) ?? null;
        setChosen(project);
        onPick(project);
        onChange?.(project?.id ?? null);
      }}
      notFoundContent={t('common.empty', { ns: 'common' })}
    >
      {projects.map((project) => (
        <Select.Option key={project.id} value={project.id}>
          {project.code} {project.name}
          {project.budgetId !== null && (
            <Tag size="small" color="orange" style={{ marginLeft: 8 }}>
              {t('budget.form.hasBudget')}
            </Tag>
          )}
        </Select.Option>
      ))}
    </Select>
  );
}
