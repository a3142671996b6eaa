import { addResources } from '@pm/shared/i18n';
import { zhCN } from './zh-CN';
import { enUS } from './en-US';

export const NS = 'archives';

export function registerLocale(): void {
  addResources(NS, { 'zh-CN': zhCN, 'en-US': enUS });
}
