import { addResources } from '@pm/shared/i18n';
import { appropriationZhCN, appropriationEnUS } from '../features/appropriation/locale';
import { budgetZhCN, budgetEnUS } from '../features/budget/locale';

export const NS = 'funds';

/** One namespace for the remote; each feature keeps its texts in its own file under its own key. */
export function registerLocale(): void {
  addResources(NS, {
    'zh-CN': { ...appropriationZhCN, ...budgetZhCN },
    'en-US': { ...appropriationEnUS, ...budgetEnUS },
  });
}
