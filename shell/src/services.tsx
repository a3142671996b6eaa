import { createContext, useContext, type ReactNode } from 'react';
import type { History } from 'history';
import type { RemoteEntry } from '@pm/domain/contracts';
import type { AppStore } from '@pm/web/store';

/** What the shell made once at start-up and its components need: not state, so not in the store. */
export interface ShellServices {
  history: History;
  store: AppStore;
  clientHost: boolean;
  /** The remotes registered for this host's audience. */
  remotes: RemoteEntry[];
}

const ServicesContext = createContext<ShellServices | null>(null);

export function ServicesProvider({ value, children }: { value: ShellServices; children: ReactNode }) {
  return <ServicesContext.Provider value={value}>{children}</ServicesContext.Provider>;
}

export function useServices(): ShellServices {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices outside ServicesProvider');
  return services;
}
