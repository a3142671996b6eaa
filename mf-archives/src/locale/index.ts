import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { materialListTexts } from '../pages/material-list/locale';
import { approvalTexts } from '../features/approval/locale';
import { approvalInboxTexts } from '../pages/approval-inbox/locale';

export const NS = 'archives';

/** Each page keeps its texts beside it (`pages/<page>/locale.ts`), as [zh-CN, en-US] pairs under its own key prefix. */
export function registerLocale(): void {
  addResources(NS, splitByLocale(materialListTexts));
  addResources(NS, splitByLocale(approvalTexts, approvalInboxTexts));
}
