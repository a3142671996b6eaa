import type { MenuItem } from '@pm/domain/shapes';
import type { Theme } from '@pm/domain/contracts';

/** App settings and their defaults (specification §3 "App settings defaults"). */
export interface AppSettings {
  theme: Theme;
  colorWeak: boolean;
  navbar: boolean;
  menu: boolean;
  topMenu: boolean;
  hideMenu: boolean;
  menuCollapse: boolean;
  footer: boolean;
  themeColor: string;
  menuWidth: number;
  device: 'desktop' | 'mobile';
  tabBar: boolean;
  menuFromServer: boolean;
  serverMenu: MenuItem[];
}

export const defaultSettings: AppSettings = {
  theme: 'light',
  colorWeak: false,
  navbar: true,
  menu: true,
  topMenu: false,
  hideMenu: false,
  menuCollapse: false,
  footer: true,
  themeColor: '#165DFF',
  menuWidth: 220,
  device: 'desktop',
  tabBar: false,
  menuFromServer: true,
  serverMenu: [],
};
