import type { ReactElement } from 'react';
import { Route, Routes } from '@pm/web/router';
import { PageNotFound } from '@pm/web/ui';
import { PAGES, type PagePath } from './page-paths';
import { BeneficiaryCreatePage } from './pages/beneficiary-create';
import { BeneficiaryDetailPage } from './pages/beneficiary-detail';
import { BeneficiaryListPage } from './pages/beneficiary-list';
import { PartnerCreatePage } from './pages/partner-create';
import { PartnerDetailPage } from './pages/partner-detail';
import { PartnerListPage } from './pages/partner-list';
import { VolunteerDetailPage } from './pages/volunteer-detail';
import { VolunteerListPage } from './pages/volunteer-list';

const elements: Record<PagePath, ReactElement> = {
  '/related/benefit/person': <BeneficiaryListPage type="person" />,
  '/related/benefit/company': <BeneficiaryListPage type="company" />,
  '/related/partner/company': <PartnerListPage page="company" />,
  '/related/partner/supplier': <PartnerListPage page="supplier" />,
  '/related/partner/detail': <PartnerDetailPage />,
  '/related/partner/create': <PartnerCreatePage />,
  '/related/partner/create-support': <PartnerCreatePage support />,
  '/related/benefit/person/detail': <BeneficiaryDetailPage type="person" />,
  '/related/benefit/company/detail': <BeneficiaryDetailPage type="company" />,
  '/related/benefit/create': <BeneficiaryCreatePage />,
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
