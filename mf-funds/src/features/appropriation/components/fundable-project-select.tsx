import { useEffect, useMemo, useState } from 'react';
import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { useGetFundableProjectsQuery } from '../api/get-fundable-projects';

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

export interface FundableProjectSelectProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The chosen project as the page knows it (from the URL or a saved appropriation), listed whatever the search. */
  chosen?: { id: number; code: string; name: string };
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/** A searchable picker of the projects that can be paid from (`GET /pm/appropriations/fundable-projects`). */
export function FundableProjectSelect({
  value,
  onChange,
  chosen,
  disabled,
  placeholder,
  id,
}: FundableProjectSelectProps) {
  const { t } = useTranslation('common');
  const [keyword, setKeyword] = useState('');
  const search = useSettled(keyword.trim());
  const { data, isFetching } = useGetFundableProjectsQuery(search, { skip: disabled });
  const options = useMemo(() => {
    const rows = chosen ? [chosen] : [];
    for (const row of data ?? []) if (row.id !== chosen?.id) rows.push(row);
    return rows.map((row) => ({ value: row.id, label: `${row.code} ${row.name}` }));
  }, [chosen, data]);
  return (
    <Select
      id={id}
      showSearch
      allowClear
      filterOption={false}
      placeholder={placeholder}
      disabled={disabled}
      loading={isFetching}
      value={value ?? undefined}
      onSearch={setKeyword}
      onChange={(next?: number) => onChange?.(next ?? null)}
      options={options}
      notFoundContent={t('common.empty')}
    />
  );
}
