import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { beneficiaryListTexts } from '../pages/beneficiary-list/locale';
import { partnerTexts } from '../features/partner/locale';
import { partnerCreateTexts } from '../pages/partner-create/locale';
import { partnerDetailTexts } from '../pages/partner-detail/locale';
import { partnerListTexts } from '../pages/partner-list/locale';
import { beneficiaryCreateTexts } from '../pages/beneficiary-create/locale';
import { beneficiaryDetailTexts } from '../pages/beneficiary-detail/locale';
import { volunteerTexts } from '../features/volunteer/locale';
import { volunteerDetailTexts } from '../pages/volunteer-detail/locale';
import { volunteerListTexts } from '../pages/volunteer-list/locale';
import { sharedTexts } from '../shared/locale';
import { recipientCertificateTexts } from '../shared/components/recipient-certificates';

export const NS = 'related';

/** Each page keeps its texts beside it (`pages/<page>/locale.ts`), as [zh-CN, en-US] pairs under its own key prefix. */
export function registerLocale(): void {
  addResources(NS, splitByLocale(beneficiaryListTexts));
  addResources(NS, splitByLocale(partnerTexts, partnerListTexts, partnerDetailTexts, partnerCreateTexts));
  addResources(NS, splitByLocale(beneficiaryCreateTexts));
  addResources(NS, splitByLocale(beneficiaryDetailTexts));
  addResources(NS, splitByLocale(volunteerTexts, volunteerListTexts, volunteerDetailTexts));
  addResources(NS, splitByLocale(sharedTexts, recipientCertificateTexts));
}
