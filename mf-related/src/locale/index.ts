import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { beneficiaryListTexts } from '../pages/beneficiary-list/locale';
import { volunteerTexts } from '../features/volunteer/locale';
import { volunteerDetailTexts } from '../pages/volunteer-detail/locale';
import { volunteerListTexts } from '../pages/volunteer-list/locale';

export const NS = 'related';

/** Each page keeps its texts beside it (`pages/<page>/locale.ts`), as [zh-CN, en-US] pairs under its own key prefix. */
export function registerLocale(): void {
  addResources(
    NS,
    splitByLocale(beneficiaryListTexts, volunteerTexts, volunteerListTexts, volunteerDetailTexts),
  );
}
