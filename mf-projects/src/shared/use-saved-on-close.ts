import { useRef } from 'react';

/**
 * FormDrawer closes itself once a save resolves, calling `onClose()` without what was saved. This keeps the saved
 * record until that close, so the page learns it in the one call (a separate "saved" call would navigate twice in
 * a row, each from the same stale URL).
 */
export function useSavedOnClose<T>(onClose: (saved?: T) => void) {
  const saved = useRef<T>();
  return {
    /** Remembers the record just saved, and hands it back. */
    keep: (record: T): T => {
      saved.current = record;
      return record;
    },
    close: () => {
      const justSaved = saved.current;
      saved.current = undefined;
      onClose(justSaved);
    },
  };
}
