import { addResources } from '@pm/shared/i18n';
import { zhCN } from '../pages/user-list/locale';
import { enUS } from '../pages/user-list/locale.en-US';

export const NS = 'system';

export function registerLocale(): void {
  addResources(NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
