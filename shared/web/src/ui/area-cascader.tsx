import { useCallback, useEffect, useRef, useState } from 'react';
import Cascader from '@arco-design/web-react/es/Cascader';
import { useTranslation } from 'react-i18next';
import { apiGet } from '../api/requests';
import type { AreaEntry } from '@pm/domain/shapes';
import { areaCodePath } from '@pm/domain/utils';

interface AreaOption {
  value: string;
  label: string;
  isLeaf?: boolean;
  children?: AreaOption[];
}

export interface AreaCascaderProps {
  /** The six-digit code of the chosen area (a county, or the lowest level an area has). */
  value?: string;
  onChange?: (code: string | undefined) => void;
  placeholder?: string;
  /** Set by Arco's Form.Item. */
  id?: string;
  error?: boolean;
  disabled?: boolean;
}

// 'PPCCDD' with DD other than 00 is a county: the lowest level, nothing to load below it.
const isCounty = (code: string) => !code.endsWith('00');
const ROOT = '';

const toOption = ({ code, name }: AreaEntry): AreaOption =>
  isCounty(code) ? { value: code, label: name, isLeaf: true } : { value: code, label: name };

/**
 * Province → city → county picker over `GET /pm/area?parent=`, one level at a time. A saved code is shown by
 * loading just the levels above it; ancestors the server does not list (counties directly under a province) are
 * skipped.
 */
export function AreaCascader({ value, onChange, placeholder, id, error, disabled }: AreaCascaderProps) {
  const { t } = useTranslation('common');
  // Children fetched so far, by parent code (ROOT for the provinces): every rebuild of the options reuses them.
  const loaded = useRef(new Map<string, AreaOption[]>());
  const [options, setOptions] = useState<AreaOption[] | null>(null);
  const [path, setPath] = useState<string[]>([]);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  const load = useCallback(async (parent: string) => {
    const cached = loaded.current.get(parent);
    if (cached) return cached;
    const entries = await apiGet<AreaEntry[]>('/pm/area', parent ? { parent } : undefined, { silent: true });
    const children = entries.map(toOption);
    loaded.current.set(parent, children);
    return children;
  }, []);

  const tree = useCallback((parent: string): AreaOption[] => {
    return (loaded.current.get(parent) ?? []).map((option) =>
      loaded.current.has(option.value) ? { ...option, children: tree(option.value) } : option,
    );
  }, []);

  // The code last shown: a value equal to it came from a pick in the popup and needs no reload.
  const shown = useRef<string | undefined>(undefined);
  const ready = useRef(false);

  // Runs when the value comes from outside: the saved profile, a form reset, a retry after a failure.
  useEffect(() => {
    if (ready.current && value === shown.current) return;
    let current = true;
    resolvePath(value, load).then(
      (resolved) => {
        if (!current) return;
        ready.current = true;
        shown.current = value;
        setFailed(false);
        setPath(resolved);
        setOptions(tree(ROOT));
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [value, attempt, load, tree]);

  return (
    <Cascader
      id={id}
      options={options ?? []}
      value={path.length > 0 ? path : undefined}
      loadMore={(pathValue: string[]) => load(pathValue.at(-1) ?? ROOT)}
      onChange={(next) => {
        // A pick gives the path; clearing gives undefined.
        const codes = (next as string[] | undefined) ?? [];
        shown.current = codes.at(-1);
        setPath(codes);
        onChange?.(codes.at(-1));
      }}
      onVisibleChange={(visible) => visible && failed && setAttempt((n) => n + 1)}
      placeholder={failed ? t('table.loadFailed') : placeholder}
      loading={!options && !failed}
      status={error || failed ? 'error' : undefined}
      disabled={disabled}
      allowClear
    />
  );
}

async function resolvePath(code: string | undefined, load: (parent: string) => Promise<AreaOption[]>) {
  let level = await load(ROOT);
  const path: string[] = [];
  if (!code) return path;
  for (const ancestor of areaCodePath(code)) {
    const option = level.find((candidate) => candidate.value === ancestor);
    if (!option) continue;
    path.push(ancestor);
    if (ancestor === code || option.isLeaf) break;
    level = await load(ancestor);
  }
  return path;
}
