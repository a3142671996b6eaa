import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ProjectDetail } from '@pm/domain/shapes';
import { useGetApplicationsQuery } from '../../shared/api/get-applications';
import { useGetProjectQuery } from '../../shared/api/get-project';
import { useGetAgreementsQuery, useGetProjectAgreementsQuery } from './api/get-agreements';
import { projectAvailable } from './project-available';

export interface AgreementProject {
  project: ProjectDetail | undefined;
  /** Approved less the project's other live agreements; undefined until known. */
  available: string | undefined;
  /** Suggested parties: the foundation as it signed before, the applicant whose application was approved. */
  partyA: string | undefined;
  partyB: string | undefined;
}

/** What the agreement form needs to know about the chosen project (nothing is asked while `active` is false). */
export function useAgreementProject(
  projectId: number | null | undefined,
  { active, exceptId }: { active: boolean; exceptId?: number },
): AgreementProject {
  const id = active && projectId ? projectId : undefined;
  const { data: project } = useGetProjectQuery(id ?? skipToken);
  const { data: agreements } = useGetProjectAgreementsQuery(id);
  const { data: approved } = useGetApplicationsQuery(
    id ? { projectId: id, status: 'approved', pageSize: 1 } : skipToken,
  );
  const { data: latest } = useGetAgreementsQuery(
    active ? { pageSize: 1, sortField: 'createdAt', sortOrder: 'descend' } : skipToken,
  );
  return {
    project: id ? project : undefined,
    available: id ? projectAvailable(project?.approvedAmount, agreements, exceptId) : undefined,
    partyA: agreements?.list[0]?.partyA ?? latest?.list[0]?.partyA,
    partyB: approved?.list[0]?.applicantName,
  };
}
