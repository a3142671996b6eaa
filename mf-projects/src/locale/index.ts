import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { componentTexts } from '../shared/locale';
import { applyTexts } from '../pages/apply/locale';
import { createSubProjectTexts } from '../pages/create-sub-project/locale';
import { projectDetailTexts } from '../pages/project-detail/locale';
import { projectListTexts } from '../pages/project-list/locale';
import { protocolTexts } from '../pages/protocol/locale';
import { reportCreateTexts } from '../pages/report-create/locale';

export const NS = 'projects';

/** Each page keeps its texts beside it, as [zh-CN, en-US] pairs under its own key prefix; src/shared too. */
export function registerLocale(): void {
  addResources(
    NS,
    splitByLocale(
      projectListTexts,
      createSubProjectTexts,
      projectDetailTexts,
      applyTexts,
      protocolTexts,
      reportCreateTexts,
      componentTexts,
    ),
  );
}
