import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { beneficiaryListTexts } from '../pages/beneficiary-list/locale';
import { partnerTexts } from '../features/partner/locale';
import { partnerCreateTexts } from '../pages/partner-create/locale';
import { partnerDetailTexts } from '../pages/partner-detail/locale';
import { partnerListTexts } from '../pages/partner-list/locale';

export const NS = 'related';

/** Each page keeps its texts beside it (`pages/<page>/locale.ts`), as [zh-CN, en-US] pairs under its own key prefix. */
export function registerLocale(): void {
  addResources(NS, splitByLocale(beneficiaryListTexts));
  addResources(NS, splitByLocale(partnerTexts, partnerListTexts, partnerDetailTexts, partnerCreateTexts));
}
