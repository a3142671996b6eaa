import { Route, Routes } from 'react-router-dom';
import { PageNotFound } from '@pm/shared/ui';
import { BeneficiaryListPage } from './pages/beneficiary-list';

/** The pages this remote owns (its prefix in remotes.json: /related). */
export function RelatedRoutes() {
  return (
    <Routes>
      <Route path="/related/benefit/person" element={<BeneficiaryListPage type="person" />} />
      <Route path="/related/benefit/company" element={<BeneficiaryListPage type="company" />} />
      <Route path="*" element={<PageNotFound />} />
    </Routes>
  );
}
