import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from '../api';
import { sessionSlice } from './user-slice';
import { settingsSlice } from './settings-slice';

/**
 * The root reducer of the one store. Remotes add their slices with `rootReducer.inject(slice)` and their
 * endpoints with `api.injectEndpoints`; they never create a store.
 */
export const rootReducer = combineSlices(api, sessionSlice, settingsSlice).withLazyLoadedSlices();

export function createAppStore(preloaded?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloaded,
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type RootState = ReturnType<typeof rootReducer>;
export type AppDispatch = AppStore['dispatch'];
