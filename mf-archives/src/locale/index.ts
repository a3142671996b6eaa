import { addResources } from '@pm/shared/i18n';
import { zhCN } from '../pages/material-list/locale';
import { enUS } from '../pages/material-list/locale.en-US';

export const NS = 'archives';

export function registerLocale(): void {
  addResources(NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
