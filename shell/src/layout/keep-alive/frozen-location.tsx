import { useContext, useRef, type ReactNode } from 'react';
import { UNSAFE_LocationContext as LocationContext } from '@pm/web/router';

/**
 * The shell's own pages run in the shell's router. Behind another tab a page must not see the URL of the page
 * in front (its `useLocation`/`useSearchParams` would change under it and reset, say, its selected tab), so
 * while inactive it reads the location it last had when active.
 */
export function FrozenLocation({ active, children }: { active: boolean; children: ReactNode }) {
  const live = useContext(LocationContext);
  const last = useRef(live);
  if (active) last.current = live;
  return <LocationContext.Provider value={active ? live : last.current}>{children}</LocationContext.Provider>;
}
