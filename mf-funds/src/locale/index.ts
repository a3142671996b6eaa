import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { appropriationTexts } from '../features/appropriation/locale';
import { budgetTexts } from '../features/budget/locale';
import { appropriationListTexts } from '../pages/appropriation-list/locale';
import { budgetPageTexts } from '../pages/budget/locale';

export const NS = 'funds';

/**
 * One namespace for the remote. A page keeps its own texts beside it (`pages/<page>/locale.ts`); the texts a
 * feature's components show, which its pages may use too, are beside the feature (`features/<entity>/locale.ts`).
 * All are [zh-CN, en-US] pairs under the record's key prefix.
 */
export function registerLocale(): void {
  addResources(NS, splitByLocale(appropriationTexts, budgetTexts, appropriationListTexts, budgetPageTexts));
}
