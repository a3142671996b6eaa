import type { APIRequestContext } from '@playwright/test';
import { apiCall } from './api-session';
import { approveRecord } from './approval-support';
import { createDraftProject } from './project-support';
// The records' values are the server tests' fixtures: one set per entity for both suites.
import { agreementValues } from '../../server/test/fixtures/agreement';
import { applicationValues } from '../../server/test/fixtures/application';

interface Versioned {
  id: number;
  version: number;
}
type ApplicationDetail = Versioned;
export type AgreementDetail = Versioned & { projectId: number; number: string };

/** An approved project with a draft agreement of one schedule item (through the API and the approvals). */
export async function draftAgreement(request: APIRequestContext, officer: string): Promise<AgreementDetail> {
  const project = await createDraftProject(request, officer, `植树项目 ${Date.now()}`);
  const people = await apiCall<{ list: { id: number }[] }>(
    request,
    officer,
    'GET',
    '/pm/beneficiaries?pageSize=1',
  );
  let application = await apiCall<ApplicationDetail>(
    request,
    officer,
    'POST',
    '/pm/applications',
    applicationValues(project.id, people.list[0]!.id),
  );
  application = await apiCall<ApplicationDetail>(
    request,
    officer,
    'POST',
    `/pm/applications/${application.id}/submit`,
    {
      version: application.version,
    },
  );
  await approveRecord(request, officer, `/pm/applications/${application.id}`, ['reviewer', 'head']);
  return apiCall<AgreementDetail>(
    request,
    officer,
    'POST',
    '/pm/agreements',
    agreementValues(project.id, { total: '100000.00', reportItems: 1 }),
  );
}
