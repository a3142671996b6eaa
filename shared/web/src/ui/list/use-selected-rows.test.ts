import { act, renderHook } from '@testing-library/react';
import { useSelectedRows } from './use-selected-rows';

type Row = { id: number; version: number };

const tick = (
  rowSelection: ReturnType<ReturnType<typeof useSelectedRows<Row>>['rowSelection']>,
  ids: number[],
) =>
  // Arco's onChange gives the keys and the rows; the hook keeps only the keys.
  act(() => rowSelection?.onChange?.(ids, []));

describe('useSelectedRows', () => {
  it('gives the current rows of the ticked ids, and forgets them when other rows are shown', () => {
    const one: Row = { id: 1, version: 1 };
    const first: Row[] = [one, { id: 2, version: 1 }];
    const { result, rerender } = renderHook(({ rows, shownBy }) => useSelectedRows(rows, shownBy), {
      initialProps: { rows: first, shownBy: 'page=1' },
    });
    tick(result.current.rowSelection(), [2]);
    expect(result.current.selected).toEqual([{ id: 2, version: 1 }]);
    expect(result.current.rowSelection()?.selectedRowKeys).toEqual([2]);

    // A refetch of the same rows: the selection now holds the row's new version.
    rerender({ rows: [one, { id: 2, version: 2 }], shownBy: 'page=1' });
    expect(result.current.selected).toEqual([{ id: 2, version: 2 }]);

    rerender({ rows: first, shownBy: 'page=2' });
    expect(result.current.selected).toEqual([]);
  });

  it('is cleared after a batch, and lets the page disable rows', () => {
    const seven: Row = { id: 7, version: 3 };
    const rows = [seven];
    const { result } = renderHook(() => useSelectedRows(rows, 'same'));
    const disabled = (row: Row) => ({ disabled: row.id === 7 });
    expect(result.current.rowSelection(disabled)?.checkboxProps?.(seven)).toEqual({ disabled: true });
    tick(result.current.rowSelection(), [7]);
    expect(result.current.selected).toHaveLength(1);
    act(() => result.current.clear());
    expect(result.current.selected).toEqual([]);
  });
});
