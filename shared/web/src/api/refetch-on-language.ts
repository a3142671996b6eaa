import type { ThunkAction, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { i18n } from '../i18n/instance';
import { api } from './rtk-api';

type ApiState = ReturnType<typeof api.reducer>;

interface ApiStore {
  getState(): { [api.reducerPath]: ApiState };
  dispatch: ThunkDispatch<unknown, unknown, UnknownAction>;
}

type Initiate = (
  args: unknown,
  options: { subscribe: boolean; forceRefetch: boolean },
) => ThunkAction<unknown, unknown, unknown, UnknownAction>;

/**
 * The server writes its texts (activity, messages, labels, refusals) in the request's language: after a language
 * switch every cached answer is asked for again, in the new one. What is shown stays until the new answer arrives.
 */
export function refetchOnLanguageChange(store: ApiStore): () => void {
  const refetch = () => {
    const endpoints = api.endpoints as unknown as Record<string, { initiate?: Initiate } | undefined>;
    for (const entry of Object.values(store.getState()[api.reducerPath].queries)) {
      const initiate = entry?.endpointName ? endpoints[entry.endpointName]?.initiate : undefined;
      if (!entry || !initiate || entry.status === 'uninitialized') continue;
      void store.dispatch(initiate(entry.originalArgs, { subscribe: false, forceRefetch: true }));
    }
  };
  i18n.on('languageChanged', refetch);
  return () => i18n.off('languageChanged', refetch);
}
