import { useCallback, useEffect, useRef, useState } from 'react';
import type { DepartmentNode } from '@pm/domain/shapes';
import { useLazyGetDepartmentChildrenQuery } from '../api/department-api';
import { ROOT_KEY, keyOf } from './tree-data';

/**
 * The department tree as far as it has been opened: the top level at once, each level below when its parent is
 * expanded (`loadMore`). `reload` reads every opened level again (after a change), keeping what is open.
 */
export function useLazyTree() {
  const [trigger] = useLazyGetDepartmentChildrenQuery();
  const [levels, setLevels] = useState<ReadonlyMap<string, DepartmentNode[]>>(new Map());
  const [error, setError] = useState(false);
  const opened = useRef(new Set<number | null>([null]));

  const load = useCallback(
    async (parentId: number | null) => {
      opened.current.add(parentId);
      try {
        const children = await trigger(parentId, false).unwrap();
        setLevels((current) => new Map(current).set(keyOf(parentId), children));
        setError(false);
      } catch {
        setError(true);
      }
    },
    [trigger],
  );

  const reload = useCallback(async () => {
    await Promise.all([...opened.current].map((parentId) => load(parentId)));
  }, [load]);

  useEffect(() => {
    void load(null);
  }, [load]);

  return { levels, loading: !levels.has(ROOT_KEY) && !error, error, load, reload };
}
