import { addResources } from '@pm/shared/i18n';
import { zhCN } from '../pages/beneficiary-list/locale';
import { enUS } from '../pages/beneficiary-list/locale.en-US';

export const NS = 'related';

export function registerLocale(): void {
  addResources(NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
