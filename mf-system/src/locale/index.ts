import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { logListTexts } from '../pages/log-list/locale';
import { roleTexts } from '../features/role/locale';
import { permissionTexts } from '../features/permission/locale';
import { userAdminTexts, userListTexts } from '../pages/user-list/locale';
import { departmentFieldTexts, departmentTexts } from '../pages/department/locale';
import { exportJobTexts } from '../features/export-job/locale';
import { certTexts } from '../pages/cert-list/locale';
import { certDesignerTexts } from '../pages/cert-designer/locale';
import { filesTexts, importTexts } from '../pages/files/locale';
import { reportTemplateTexts } from '../features/report-template/locale';
import { reportPlanTexts } from '../features/report-plan/locale';

export const NS = 'system';

/** Each page keeps its texts beside it (`pages/<page>/locale.ts`), as [zh-CN, en-US] pairs under its own key prefix. */
export function registerLocale(): void {
  addResources(
    NS,
    splitByLocale(
      userListTexts,
      userAdminTexts,
      departmentTexts,
      departmentFieldTexts,
      roleTexts,
      permissionTexts,
      logListTexts,
      exportJobTexts,
      certTexts,
      certDesignerTexts,
      filesTexts,
      importTexts,
      reportTemplateTexts,
      reportPlanTexts,
    ),
  );
}
