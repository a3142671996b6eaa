import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { MenuItem } from '@pm/domain/shapes';
import { defaultSettings, type AppSettings } from './settings';

export interface SettingsState {
  settings: AppSettings;
  /** Whether the server menu has been fetched this session (it is fetched once). */
  serverMenuLoaded: boolean;
}

const initialState: SettingsState = { settings: defaultSettings, serverMenuLoaded: false };

export const settingsSlice = createSlice({
  name: 'settings',
  initialState,
  reducers: {
    updateSettings(state, action: PayloadAction<Partial<AppSettings>>) {
      state.settings = { ...state.settings, ...action.payload };
    },
    setServerMenu(state, action: PayloadAction<MenuItem[]>) {
      state.settings.serverMenu = action.payload;
      state.serverMenuLoaded = true;
    },
    clearServerMenu(state) {
      state.settings.serverMenu = [];
      state.serverMenuLoaded = false;
    },
  },
  selectors: {
    selectSettings: (state) => state.settings,
    selectServerMenu: (state) => state.settings.serverMenu,
    selectServerMenuLoaded: (state) => state.serverMenuLoaded,
  },
});

export const { updateSettings, setServerMenu, clearServerMenu } = settingsSlice.actions;
export const { selectSettings, selectServerMenu, selectServerMenuLoaded } = settingsSlice.selectors;
