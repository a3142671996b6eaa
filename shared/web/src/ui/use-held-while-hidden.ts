import { useLayoutEffect, useRef } from 'react';

/**
 * `value` while `visible`; once hidden, the value it had in the last visible render. A drawer or dialog slides out
 * for 300 ms after it is closed, and the page has usually cleared what it showed by then (the edited record):
 * without this, an "Edit SQ…" drawer would read "New application" and show empty fields on its way out.
 */
export function useHeldWhileHidden<T>(value: T, visible: boolean): T {
  const held = useRef(value);
  useLayoutEffect(() => {
    if (visible) held.current = value;
  });
  return visible ? value : held.current;
}
