import type { AgreementDetail, AppropriationDetail, ProjectFunding, ReportDetail } from '@pm/domain/shapes';
import { randomUUID } from 'node:crypto';
import type { AgreementFormValues } from '@pm/domain/forms/agreement-form';
import type { AppropriationFormValues } from '@pm/domain/forms/appropriation-form';
import { appropriationFields } from '@pm/domain/shapes/appropriation';
import { emptyValues } from '@pm/domain/shapes/field-table';
import { sumMoney } from '@pm/domain/money/money';
import type { App } from '../../src/app';
import { beneficiaries, budgetLines, budgetPeriods, budgets, projects } from '../../src/db/schema';
import { caller, expectStatus, insertProject, reportValues, type Reply } from './records';

/** Fixtures of the appropriation tests: projects and agreements made as users would, through the API. */

export interface InstalmentPlan {
  amount: string;
  /** 1-based item of the reporting schedule this instalment waits for. */
  reportSeq?: number | null;
}

export interface AgreementPlan {
  /** The project's approved amount (default: the agreement's total). */
  projectAmount?: string;
  /** An existing project to sign with instead of a new one. */
  projectId?: number;
  instalments?: InstalmentPlan[];
  reportItems?: number;
}

type Tokens = { officer: string; admin: string };

export function fundsFixtures(app: App, tokens: Tokens) {
  const call = caller(app);

  const act = <T extends { id: number; version: number }>(
    token: string,
    path: string,
    record: T,
    action: string,
    body: object = {},
  ) => call<T>(token, 'POST', `/pm/${path}/${record.id}/${action}`, { version: record.version, ...body });

  /** An agreement in force: drafted and submitted by the officer, approved by the administrator. */
  async function activeAgreement(plan: AgreementPlan = {}): Promise<AgreementDetail> {
    const instalments = plan.instalments ?? [{ amount: '100000.00' }];
    const totalAmount = sumMoney(instalments.map((row) => row.amount));
    const projectId =
      plan.projectId ?? (await insertProject(app, 'approved', plan.projectAmount ?? totalAmount));
    const values: AgreementFormValues = {
      projectId,
      partyA: '基金会',
      partyB: '乡村发展服务中心',
      signedDate: '2026-03-01',
      effectiveDate: '2026-03-05',
      expiryDate: '2027-03-04',
      totalAmount,
      instalments: instalments.map((row, index) => ({
        plannedDate: `2026-${String(index + 3).padStart(2, '0')}-15`,
        amount: row.amount,
        reportSeq: row.reportSeq ?? null,
      })),
      reportItems: Array.from({ length: plan.reportItems ?? 1 }, (_, index) => ({
        title: `第${index + 1}期报告`,
        dueDate: '2026-08-31',
      })),
      clauses: [],
      fileIds: [],
    };
    const draft = expectStatus(
      await call<AgreementDetail>(tokens.officer, 'POST', '/pm/agreements', values),
      200,
    );
    const submitted = expectStatus(await act(tokens.officer, 'agreements', draft, 'submit'), 200);
    return expectStatus(await act(tokens.admin, 'agreements', submitted, 'approve'), 200);
  }

  /** The create form filled for one instalment of an agreement. */
  function appropriationValues(
    agreement: AgreementDetail,
    amount: string,
    instalmentIndex = 0,
  ): AppropriationFormValues {
    return {
      ...emptyValues(appropriationFields),
      projectId: agreement.projectId,
      agreementId: agreement.id,
      instalmentId: agreement.instalments[instalmentIndex]!.id,
      type: 'initial',
      amount,
      scheduledDate: '2026-04-01',
      paymentMethod: 'bank_transfer',
      payeeName: '乡村发展服务中心',
      payeeBankName: '中国农业银行昆明分行',
      payeeAccountName: '乡村发展服务中心',
      payeeAccountNo: '6228480012345678',
    };
  }

  async function create(
    token: string,
    values: AppropriationFormValues,
    idempotencyKey?: string,
  ): Promise<Reply<AppropriationDetail>> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/pm/appropriations',
      headers: {
        authorization: `Bearer ${token}`,
        ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
      },
      payload: values,
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** A submitted appropriation of `amount` on a new agreement (or the one given). */
  async function submitted(amount = '10000.00', agreement?: AgreementDetail): Promise<AppropriationDetail> {
    const source = agreement ?? (await activeAgreement());
    return expectStatus(await create(tokens.officer, appropriationValues(source, amount)), 200);
  }

  const step = (token: string, record: AppropriationDetail, action: string, body: object = {}) =>
    act<AppropriationDetail>(token, 'appropriations', record, action, body);

  /** A stage report against an item, filed and submitted by the officer, accepted by the administrator. */
  async function acceptedReport(itemId: number): Promise<ReportDetail> {
    const draft = expectStatus(
      await call<ReportDetail>(tokens.officer, 'POST', '/pm/reports', reportValues(itemId)),
      200,
    );
    const filed = expectStatus(await act(tokens.officer, 'reports', draft, 'submit'), 200);
    return expectStatus(await act(tokens.admin, 'reports', filed, 'accept', { comment: '通过' }), 200);
  }

  const funding = async (token: string, projectId: number) =>
    expectStatus(await call<ProjectFunding>(token, 'GET', `/pm/projects/${projectId}/funding`), 200);

  return {
    call,
    act,
    activeAgreement,
    appropriationValues,
    create,
    submitted,
    step,
    acceptedReport,
    funding,
  };
}

/** A payment that passes `paymentForm`. */
export const payment = (receiptFileId: number | null = null) => ({
  paidDate: '2026-04-02',
  voucherNo: `PZ-${randomUUID().slice(0, 6)}`,
  receiptFileId,
});

/** An approved sub-project under `rootId`, holding `approvedAmount` of the tree's money. */
export async function insertSubProject(app: App, rootId: number, approvedAmount: string): Promise<number> {
  const [row] = await app.db
    .insert(projects)
    .values({
      code: `S${randomUUID().slice(0, 8)}`,
      name: '测试子项目',
      type: 'education',
      status: 'approved',
      parentId: rootId,
      rootId,
      plannedBudget: approvedAmount,
      approvedAmount,
    })
    .returning({ id: projects.id });
  return row!.id;
}

/** A person with a bank account, who may apply for a project and be paid. */
export async function insertBeneficiary(app: App): Promise<number> {
  const digits = String(Date.now()).slice(-6) + String(Math.floor(Math.random() * 1e6)).padStart(6, '0');
  const [row] = await app.db
    .insert(beneficiaries)
    .values({
      type: 'person',
      name: '张晓梅',
      idNumber: `530102${digits}`,
      mobile: '13900000000',
      areaCode: '530102',
      bankName: '中国农业银行昆明分行',
      bankAccountName: '张晓梅',
      bankAccountNo: '6228480098765432',
    })
    .returning({ id: beneficiaries.id });
  return row!.id;
}

/** A draft budget of the project with one period and two lines; the line ids. */
export async function insertBudget(app: App, projectId: number): Promise<number[]> {
  const [budget] = await app.db.insert(budgets).values({ projectId }).returning({ id: budgets.id });
  const [period] = await app.db
    .insert(budgetPeriods)
    .values({ budgetId: budget!.id, seq: 1, name: '2026 年', startDate: '2026-01-01', endDate: '2026-12-31' })
    .returning({ id: budgetPeriods.id });
  const lines = await app.db
    .insert(budgetLines)
    .values(
      ['图书采购', '培训费'].map((name, index) => ({
        budgetId: budget!.id,
        periodId: period!.id,
        category: index === 0 ? 'materials' : 'training',
        name,
        plannedAmount: '50000.00',
        fundSource: 'own',
        sort: index,
      })),
    )
    .returning({ id: budgetLines.id });
  return lines.map((line) => line.id);
}
