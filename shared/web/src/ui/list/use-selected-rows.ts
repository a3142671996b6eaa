import { useCallback, useEffect, useMemo, useState } from 'react';
import type { TableProps } from '@arco-design/web-react/es/Table';

/**
 * The rows ticked in a list for a batch action. Ids, not rows: after a refetch the batch judges (and sends) the
 * rows' current status and version. Another page, filter or order (`shownBy` changes) shows other rows, so the
 * selection is cleared: rows no longer shown would be acted on unseen.
 */
export function useSelectedRows<T extends { id: number }>(rows: readonly T[] | undefined, shownBy: unknown) {
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const selected = useMemo(
    () => (rows ?? []).filter((row) => selectedIds.includes(row.id)),
    [rows, selectedIds],
  );
  const clear = useCallback(() => setSelectedIds([]), []);

  useEffect(() => setSelectedIds([]), [shownBy]);

  /** The table's checkbox column; `checkboxProps` may disable the rows the batch does not apply to. */
  const rowSelection = (
    checkboxProps?: (row: T) => { disabled?: boolean },
  ): TableProps<T>['rowSelection'] => ({
    type: 'checkbox',
    selectedRowKeys: selectedIds,
    onChange: (keys) => setSelectedIds(keys.map(Number)),
    ...(checkboxProps ? { checkboxProps } : {}),
  });

  return { selected, clear, rowSelection };
}
