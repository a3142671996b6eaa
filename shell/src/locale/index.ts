import { addResources } from '@pm/web/i18n';
import { zhCN } from './zh-CN';
import { enUS } from './en-US';

export function registerShellLocale(): void {
  addResources('shell', { 'zh-CN': zhCN, 'en-US': enUS });
}
