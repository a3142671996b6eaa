import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { userListTexts } from '../pages/user-list/locale';

export const NS = 'system';

/** Each page keeps its texts beside it (`pages/<page>/locale.ts`), as [zh-CN, en-US] pairs under its own key prefix. */
export function registerLocale(): void {
  addResources(NS, splitByLocale(userListTexts));
}
