import { useEffect, useMemo, useState } from 'react';
import Select from '@arco-design/web-react/es/Select';
import { skipToken } from '@reduxjs/toolkit/query';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem, ProjectStatus } from '@pm/shared/contracts';
import { useGetProjectQuery } from '../api/get-project';
import { useGetProjectChoicesQuery } from '../api/get-project-choices';

export interface ProjectSelectProps {
  /** The statuses the form accepts (e.g. an application needs a project that has not applied yet). */
  statuses: readonly ProjectStatus[];
  value?: number | null;
  onChange?: (id: number | null) => void;
  disabled?: boolean;
  placeholder?: string;
}

const SEARCH_DELAY_MS = 300;

/** Waits for the user to stop typing before searching, so each keystroke does not cost a round of calls. */
function useSettled(text: string): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return settled;
}

/**
 * A searchable project picker over `GET /pm/projects`. The chosen project is always listed (it may come from the
 * URL or a saved record and fall outside the current search).
 */
export function ProjectSelect({ statuses, value, onChange, disabled, placeholder }: ProjectSelectProps) {
  const { t } = useTranslation('common');
  const [keyword, setKeyword] = useState('');
  const search = useSettled(keyword.trim());
  const choices = useGetProjectChoicesQuery({ statuses, keyword: search }, { skip: disabled });
  const { data: chosen } = useGetProjectQuery(value ?? skipToken);
  const options = useMemo(() => {
    const rows: ProjectListItem[] = chosen ? [chosen] : [];
    for (const row of choices.data ?? []) if (row.id !== chosen?.id) rows.push(row);
    return rows.map((row) => ({ value: row.id, label: `${row.code} ${row.name}` }));
  }, [chosen, choices.data]);
  return (
    <Select
      showSearch
      allowClear
      filterOption={false}
      placeholder={placeholder}
      disabled={disabled}
      loading={choices.isFetching}
      value={value ?? undefined}
      onSearch={setKeyword}
      onChange={(id?: number) => onChange?.(id ?? null)}
      options={options}
      notFoundContent={t('common.empty')}
    />
  );
}
