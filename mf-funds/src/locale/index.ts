import { addResources, splitByLocale } from '@pm/shared/i18n';
import { appropriationTexts } from '../features/appropriation/locale';
import { budgetTexts } from '../features/budget/locale';

export const NS = 'funds';

/**
 * One namespace for the remote. Each feature keeps its texts beside it (`features/<entity>/locale.ts`, used by
 * its components and by the pages that show them), as [zh-CN, en-US] pairs under its own key prefix.
 */
export function registerLocale(): void {
  addResources(NS, splitByLocale(appropriationTexts, budgetTexts));
}
