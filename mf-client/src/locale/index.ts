import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { financesTexts } from '../pages/finances/locale';
import { certTexts } from '../pages/cert/locale';
import { homeTexts } from '../pages/home/locale';
import { reportTexts } from '../pages/report/locale';

export const NS = 'client';

/** Each page keeps its texts beside it (`pages/<page>/locale.ts`), as [zh-CN, en-US] pairs under its own key prefix. */
export function registerLocale(): void {
  addResources(NS, splitByLocale({ ...homeTexts, ...financesTexts, ...certTexts, ...reportTexts }));
}
