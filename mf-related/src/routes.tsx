import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/web/ui';
import { PAGES, type PagePath } from './page-paths';
import { BeneficiaryListPage } from './pages/beneficiary-list';
import { VolunteerDetailPage } from './pages/volunteer-detail';
import { VolunteerListPage } from './pages/volunteer-list';

const elements: Record<PagePath, ReactElement> = {
  '/related/benefit/person': <BeneficiaryListPage type="person" />,
  '/related/benefit/company': <BeneficiaryListPage type="company" />,
  '/related/volunteer': <VolunteerListPage />,
  '/related/volunteer/detail': <VolunteerDetailPage />,
};

/** The pages this remote owns (its prefix in remotes.json: /related). */
export function RelatedRoutes() {
  return (
    <Routes>
      {PAGES.map((path) => (
        <Route key={path} path={path} element={elements[path]} />
      ))}
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
