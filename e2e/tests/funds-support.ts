import { expect, type APIRequestContext } from '@playwright/test';
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
  let application = await send<Versioned>(request, tokens.officer, 'POST', '/pm/applications', {
    projectId: project.id,
    applicantType: 'person',
    applicantId: applicant.id,
    title: `${name}立项申请`,
    summary: '为山区学校配备图书角并培训阅读辅导员',
    startDate: '2026-12-01',
    endDate: '2027-11-30',
    amountRequested: '300000.00',
    costItems: [{ name: '图书采购', amount: '300000.00', note: '' }],
    attachmentIds: [],
  });
  const step = async (who: string, path: string, body: Record<string, unknown> = {}) =>
    send<Versioned>(request, who, 'POST', path, { version: application.version, ...body });
  application = await step(tokens.officer, `/pm/applications/${application.id}/submit`);
  application = await step(tokens.admin, `/pm/applications/${application.id}/review`);
  application = await step(tokens.admin, `/pm/applications/${application.id}/approve`, {
    approvedAmount: '300000.00',
    comment: '同意立项',
  });
  const agreement = await signAgreement(request, tokens, project.id, '300000.00', [
    { plannedDate: '2026-11-20', amount: '180000.00', reportSeq: null },
    { plannedDate: '2027-06-15', amount: '120000.00', reportSeq: 1 },
  ]);
  return { ...project, agreementId: agreement.id, agreementNumber: agreement.number };
}

interface Instalment {
  plannedDate: string;
  amount: string;
  reportSeq: number | null;
}

/**
 * An agreement in force for the project, drafted and submitted by the officer, approved by the administrator: one
 * instalment of the whole total unless the plan says otherwise, and one mid-term report.
 */
export async function signAgreement(
  request: APIRequestContext,
  tokens: { officer: string; admin: string },
  projectId: number,
  totalAmount: string,
  instalments: Instalment[] = [{ plannedDate: '2026-11-20', amount: totalAmount, reportSeq: null }],
): Promise<Versioned & { number: string }> {
  let agreement = await send<Versioned & { number: string }>(
    request,
    tokens.officer,
    'POST',
    '/pm/agreements',
    {
      projectId,
      partyA: '某某公益基金会',
      partyB: '乡村阅读服务中心',
      signedDate: '2026-11-01',
      effectiveDate: '2026-11-05',
      expiryDate: '2027-11-30',
      totalAmount,
      instalments,
      reportItems: [{ title: '中期报告', dueDate: '2027-05-31' }],
      clauses: [{ title: '资金用途', content: '专款专用' }],
      fileIds: [],
    },
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
  const agreement = await send<{ instalments: { id: number }[] }>(
    request,
    token,
    'GET',
    `/pm/agreements/${project.agreementId}`,
  );
  return send(request, token, 'POST', '/pm/appropriations', {
    projectId: project.id,
    agreementId: project.agreementId,
    instalmentId: agreement.instalments[instalment]!.id,
    type: 'initial',
    amount,
    scheduledDate: '2026-11-20',
    paymentMethod: 'bank_transfer',
    payeeName: '乡村阅读服务中心',
    payeeBankName: '中国农业银行昆明分行',
    payeeAccountName: '乡村阅读服务中心',
    payeeAccountNo: '6228480012345678',
    budgetLineIds: [],
    remark: '',
  });
}

/** An approved budget for the project: one period (its dates, unless told), two lines (training, materials). */
export async function approvedBudget(
  request: APIRequestContext,
  tokens: { officer: string; admin: string },
  projectId: number,
  period = { startDate: '2026-11-01', endDate: '2027-10-31' },
): Promise<ApprovedBudget> {
  const budget = await send<Versioned>(request, tokens.officer, 'POST', '/pm/budgets', {
    projectId,
    periods: [{ name: '第一年度', ...period }],
    lines: [
      {
        periodSeq: 1,
        category: 'training',
        name: '阅读辅导员培训',
        plannedAmount: '100000.00',
        fundSource: 'own',
      },
      {
        periodSeq: 1,
        category: 'materials',
        name: '图书采购',
        plannedAmount: '200000.00',
        fundSource: 'restricted',
      },
    ],
    remark: '',
  });
  return send<ApprovedBudget>(request, tokens.admin, 'POST', `/pm/budgets/${budget.id}/approve`, {
    version: budget.version,
  });
}

/** An expense recorded through the API on the budget's line named `lineName`, dated in its first period. */
export async function recordExpense(
  request: APIRequestContext,
  token: string,
  budget: ApprovedBudget,
  lineName: string,
  amount: string,
  voucherNo: string,
): Promise<{ id: number }> {
  return send(request, token, 'POST', `/pm/budgets/${budget.id}/expenses`, {
    lineId: budget.lines.find((line) => line.name === lineName)!.id,
    amount,
    date: '2026-11-20',
    payee: '乡村阅读服务中心',
    voucherNo,
    fileId: null,
    appropriationId: null,
    remark: '',
  });
}
