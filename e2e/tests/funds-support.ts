import type { APIRequestContext } from '@playwright/test';
// The value builders are the server tests' fixtures: one set per entity for both suites.
import { agreementValues, type InstalmentPlan } from '../../server/test/fixtures/agreement';
import { applicationValues } from '../../server/test/fixtures/application';
import { appropriationValues, type AgreementRef } from '../../server/test/fixtures/appropriation';
import { budgetValues, expenseValues, periodsAroundToday } from '../../server/test/fixtures/budget';
import { apiCall as send } from './api-session';
import { approveRecord } from './approval-support';
import { createDraftProject, type CreatedProject } from './project-support';

interface Versioned {
  id: number;
  version: number;
}

export interface FundedProject extends CreatedProject {
  agreementId: number;
  agreementNumber: string;
}

/**
 * A project with an approved application (300 000.00) and an active agreement paying it in two instalments:
 * 180 000.00 with no report to wait for, then 120 000.00 after the first stage report. Made through the API
 * by the officer (author) and decided by the approvers of each record's approval (reviewer, head), as the projects
 * journey and the approvals inbox do it through the pages.
 */
export async function fundedProject(
  request: APIRequestContext,
  officer: string,
  name: string,
): Promise<FundedProject> {
  const project = await createDraftProject(request, officer, name);
  const options = await send<{ beneficiaries: { id: number; type: string }[] }>(
    request,
    officer,
    'GET',
    '/pm/project-options',
  );
  const applicant = options.beneficiaries.find((beneficiary) => beneficiary.type === 'person')!;
  const application = await send<Versioned>(
    request,
    officer,
    'POST',
    '/pm/applications',
    applicationValues(project.id, applicant.id, { title: `${name}立项申请` }),
  );
  await send(request, officer, 'POST', `/pm/applications/${application.id}/submit`, {
    version: application.version,
  });
  await approveRecord(request, officer, `/pm/applications/${application.id}`, ['reviewer', 'head']);
  const agreement = await signAgreement(request, officer, project.id, [
    { amount: '180000.00' },
    { amount: '120000.00', reportSeq: 1 },
  ]);
  return { ...project, agreementId: agreement.id, agreementNumber: agreement.number };
}

/**
 * An agreement in force for the project (the fixtures' agreement), drafted and submitted by the officer, approved
 * by the reviewer through its approval.
 */
export async function signAgreement(
  request: APIRequestContext,
  officer: string,
  projectId: number,
  instalments: InstalmentPlan[],
): Promise<Versioned & { number: string }> {
  const draft = await send<Versioned>(
    request,
    officer,
    'POST',
    '/pm/agreements',
    agreementValues(projectId, { instalments }),
  );
  await send(request, officer, 'POST', `/pm/agreements/${draft.id}/submit`, { version: draft.version });
  await approveRecord(request, officer, `/pm/agreements/${draft.id}`, ['reviewer']);
  return send(request, officer, 'GET', `/pm/agreements/${draft.id}`);
}

export interface ApprovedBudget extends Versioned {
  lines: { id: number; name: string }[];
}

/** A submitted appropriation of `amount` on the project's agreement's instalment (0-based), made by `token`. */
export async function appropriate(
  request: APIRequestContext,
  token: string,
  project: FundedProject,
  instalment: number,
  amount: string,
): Promise<Versioned & { code: string }> {
  const agreement = await send<AgreementRef>(request, token, 'GET', `/pm/agreements/${project.agreementId}`);
  return send(
    request,
    token,
    'POST',
    '/pm/appropriations',
    appropriationValues(agreement, amount, instalment),
  );
}

const DAY = 24 * 60 * 60_000;
/** The business date (Beijing) `days` from now, as the server and the page read "today". */
export const fromToday = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date(Date.now() + days * DAY));

/**
 * An approved budget for the project (the fixtures' budget: a training line of 600.00 in the first period, books
 * 400.00 in the second), its first period around today: the e2e runs on the real clock and dates expenses today.
 * The officer drafts and submits it; the department head approves it through its approval.
 */
export async function approvedBudget(
  request: APIRequestContext,
  officer: string,
  projectId: number,
): Promise<ApprovedBudget> {
  const budget = await send<Versioned>(request, officer, 'POST', '/pm/budgets', {
    projectId,
    ...budgetValues(periodsAroundToday(fromToday)),
  });
  await send(request, officer, 'POST', `/pm/budgets/${budget.id}/submit`, { version: budget.version });
  await approveRecord(request, officer, `/pm/budgets/${budget.id}`, ['head']);
  return send<ApprovedBudget>(request, officer, 'GET', `/pm/budgets/${budget.id}`);
}

/** An expense recorded through the API on the budget's line named `lineName`, dated today. */
export async function recordExpense(
  request: APIRequestContext,
  token: string,
  budget: ApprovedBudget,
  lineName: string,
  amount: string,
  voucherNo: string,
): Promise<{ id: number }> {
  const lineId = budget.lines.find((line) => line.name === lineName)!.id;
  return send(
    request,
    token,
    'POST',
    `/pm/budgets/${budget.id}/expenses`,
    expenseValues(lineId, amount, { date: fromToday(0), voucherNo }),
  );
}
