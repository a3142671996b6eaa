import type { ReactElement } from 'react';
import { Route, Routes } from '@pm/web/router';
import { PageNotFound } from '@pm/web/ui';
import { PAGES, type PagePath } from './page-paths';
import { UserListPage } from './pages/user-list';
import { LogListPage } from './pages/log-list';
import { RoleListPage } from './pages/role-list';
import { RoleAccessPage } from './pages/role-access';
import { PermissionTreePage } from './pages/permission-tree';
import { DepartmentPage } from './pages/department';
import { CertListPage } from './pages/cert-list';
import { CertDesignerPage } from './pages/cert-designer';
import { FilesPage } from './pages/files';
import { ReportPlanListPage } from './pages/report-plan-list';
import { ReportPlanEditPage } from './pages/report-plan-edit';
import { ReportTemplateListPage } from './pages/report-template-list';
import { ReportTemplateDesignPage } from './pages/report-template-design';

const elements: Record<PagePath, ReactElement> = {
  '/system/department': <DepartmentPage />,
  '/system/user': <UserListPage />,
  '/system/role': <RoleListPage />,
  '/system/role/access': <RoleAccessPage />,
  '/system/permission': <PermissionTreePage />,
  '/system/log': <LogListPage />,
  '/system/cert': <CertListPage />,
  '/system/cert/create': <CertDesignerPage />,
  '/system/files': <FilesPage />,
  '/system/report/plan': <ReportPlanListPage />,
  '/system/report/create-plan': <ReportPlanEditPage />,
  '/system/report/template': <ReportTemplateListPage />,
  '/system/report/create-template': <ReportTemplateDesignPage />,
};

/** The pages this remote owns (its prefix in remotes.json: /system). */
export function SystemRoutes() {
  return (
    <Routes>
      {PAGES.map((path) => (
        <Route key={path} path={path} element={elements[path]} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
