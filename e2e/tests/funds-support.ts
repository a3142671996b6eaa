import { expect, type APIRequestContext } from '@playwright/test';
// The value builders are the server tests' fixtures: one set per entity for both suites.
import { agreementValues, type InstalmentPlan } from '../../server/test/fixtures/agreement';
import { applicationValues } from '../../server/test/fixtures/application';
import { appropriationValues, type AgreementRef } from '../../server/test/fixtures/appropriation';
import { budgetValues, expenseValues, periodsAroundToday } from '../../server/test/fixtures/budget';
import { createDraftProject, type CreatedProject } from './project-support';

/** A call through the API as `token`, failing the test with the server's answer when it is refused. */
async function send<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  data?: unknown,
): Promise<T> {
  const response = await request.fetch(`/api${url}`, { method, headers: { Authorization: token }, data });
  expect(response.ok(), `${method} ${url}: HTTP ${response.status()} ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

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
 * by the officer (author) and the administrator (reviewer), as the projects journey does it through the pages.
 */
export async function fundedProject(
  request: APIRequestContext,
  tokens: { officer: string; admin: string },
  name: string,
): Promise<FundedProject> {
  const project = await createDraftProject(request, tokens.officer, name);
  const options = await send<{ beneficiaries: { id: number; type: string }[] }>(
    request,
    tokens.officer,
    'GET',
    '/pm/project-options',
  );
  const applicant = options.beneficiaries.find((beneficiary) => beneficiary.type === 'person')!;
  let application = await send<Versioned>(
    request,
    tokens.officer,
    'POST',
    '/pm/applications',
    applicationValues(project.id, applicant.id, { title: `${name}立项申请` }),
  );
  const step = async (who: string, path: string, body: Record<string, unknown> = {}) =>
    send<Versioned>(request, who, 'POST', path, { version: application.version, ...body });
  application = await step(tokens.officer, `/pm/applications/${application.id}/submit`);
  application = await step(tokens.admin, `/pm/applications/${application.id}/review`);
  application = await step(tokens.admin, `/pm/applications/${application.id}/approve`, {
    approvedAmount: '300000.00',
    comment: '同意立项',
  });
  const agreement = await signAgreement(request, tokens, project.id, [
    { amount: '180000.00' },
    { amount: '120000.00', reportSeq: 1 },
  ]);
  return { ...project, agreementId: agreement.id, agreementNumber: agreement.number };
}

/**
 * An agreement in force for the project (the fixtures' agreement), drafted and submitted by the officer, approved
 * by the administrator.
 */
export async function signAgreement(
  request: APIRequestContext,
  tokens: { officer: string; admin: string },
  projectId: number,
  instalments: InstalmentPlan[],
): Promise<Versioned & { number: string }> {
  let agreement = await send<Versioned & { number: string }>(
    request,
    tokens.officer,
    'POST',
    '/pm/agreements',
    agreementValues(projectId, { instalments }),
  );
  for (const [who, action] of [
    [tokens.officer, 'submit'],
    [tokens.admin, 'approve'],
  ] as const) {
    agreement = await send(request, who, 'POST', `/pm/agreements/${agreement.id}/${action}`, {
      version: agreement.version,
    });
  }
  return agreement;
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
 */
export async function approvedBudget(
  request: APIRequestContext,
  tokens: { officer: string; admin: string },
  projectId: number,
): Promise<ApprovedBudget> {
  const budget = await send<Versioned>(request, tokens.officer, 'POST', '/pm/budgets', {
    projectId,
    ...budgetValues(periodsAroundToday(fromToday)),
  });
  return send<ApprovedBudget>(request, tokens.admin, 'POST', `/pm/budgets/${budget.id}/approve`, {
    version: budget.version,
  });
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
