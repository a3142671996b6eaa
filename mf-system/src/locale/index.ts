import { addResources } from '@pm/web/i18n';
import { splitByLocale } from '@pm/domain/texts';
import { logListTexts } from '../pages/log-list/locale';
import { roleTexts } from '../features/role/locale';
import { permissionTexts } from '../features/permission/locale';
import { userAdminTexts, userListTexts } from '../pages/user-list/locale';
import { departmentFieldTexts, departmentTexts } from '../pages/department/locale';
import { reportTemplateTexts } from '../features/report-template/locale';

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
      reportTemplateTexts,
    ),
  );
}
