import { addResources } from '@pm/shared/i18n';
import { zhCN } from '../pages/home/locale';
import { enUS } from '../pages/home/locale.en-US';

export const NS = 'client';

export function registerLocale(): void {
  addResources(NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
