import { useEffect, useMemo, useState, type ReactNode } from 'react';
import Select from '@arco-design/web-react/es/Select';
import { KEYWORD_MAX_LENGTH } from '@pm/domain/contracts';
import { useTranslation } from 'react-i18next';

const SEARCH_DELAY_MS = 300;

/** `text` once the user has stopped changing it for a moment: each keystroke does not cost a request. */
export function useSettled(text: string, delayMs = SEARCH_DELAY_MS): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), delayMs);
    return () => clearTimeout(timer);
  }, [text, delayMs]);
  return settled;
}

/** A record a picker lists as `code name`. */
export interface CodedRecord {
  id: number;
  code: string;
  name: string;
}

export interface RecordSelectProps<T extends CodedRecord> {
  /** The query hook that searches (called with the settled keyword, and whether to skip). */
  useRows: (keyword: string, skip: boolean) => { data?: readonly T[]; isFetching: boolean };
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The chosen row itself (its figures, its budget…). */
  onPick?: (row: T | null) => void;
  /** The chosen record as the page knows it (from the URL or a saved record): listed whatever the search. */
  chosen?: T | null;
  /** A mark after a row's label (a tag saying it already has a budget). */
  mark?: (row: T) => ReactNode;
  /** Rows listed but not choosable (nothing left to pay from), their mark saying why. */
  unavailable?: (row: T) => boolean;
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

/**
 * A searchable picker over a server search (projects that can be paid from, that can get a budget…). The chosen
 * record stays listed whatever is searched next.
 */
export function RecordSelect<T extends CodedRecord>(props: RecordSelectProps<T>) {
  const { t } = useTranslation('common');
  const [keyword, setKeyword] = useState('');
  const [picked, setPicked] = useState<T | null>(null);
  const { data, isFetching } = props.useRows(useSettled(keyword.trim()), props.disabled === true);
  const chosen = props.chosen ?? (picked?.id === props.value ? picked : null);
  const rows = useMemo(() => {
    const list: T[] = chosen ? [chosen] : [];
    for (const row of data ?? []) if (row.id !== chosen?.id) list.push(row);
    return list;
  }, [chosen, data]);
  return (
    <Select
      id={props.id}
      showSearch
      allowClear
      filterOption={false}
      placeholder={props.placeholder}
      disabled={props.disabled}
      loading={isFetching}
      value={props.value ?? undefined}
      // The server searches at most KEYWORD_MAX_LENGTH characters: a longer text searches by its start, not a refusal.
      onSearch={(text: string) => setKeyword(text.slice(0, KEYWORD_MAX_LENGTH))}
      onChange={(next?: number) => {
        const row = rows.find((candidate) => candidate.id === next) ?? null;
        setPicked(row);
        props.onPick?.(row);
        props.onChange?.(row?.id ?? null);
      }}
      notFoundContent={t('common.empty')}
    >
      {rows.map((row) => (
        <Select.Option key={row.id} value={row.id} disabled={props.unavailable?.(row) === true}>
          {row.code} {row.name}
          {props.mark?.(row)}
        </Select.Option>
      ))}
    </Select>
  );
}
