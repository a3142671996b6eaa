import { useEffect, useState } from 'react';

/** Below this width a page is laid out for a phone: tables become cards (the portal's rule). */
export const PHONE_MAX_WIDTH = 640;

const queryFor = (width: number) => `(max-width: ${width - 1}px)`;

function matches(width: number): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(queryFor(width)).matches
    : false;
}

/** Whether the window is narrower than `width` (a phone by default); follows the window as it is resized. */
export function useNarrowScreen(width = PHONE_MAX_WIDTH): boolean {
  const [narrow, setNarrow] = useState(() => matches(width));
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return undefined;
    const list = window.matchMedia(queryFor(width));
    const follow = () => setNarrow(list.matches);
    follow();
    list.addEventListener('change', follow);
    return () => list.removeEventListener('change', follow);
  }, [width]);
  return narrow;
}
