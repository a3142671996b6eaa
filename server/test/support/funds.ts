import type { AgreementDetail, AppropriationDetail, ProjectFunding, ReportDetail } from '@pm/domain/shapes';
import { randomUUID } from 'node:crypto';
import type { AppropriationFormValues } from '@pm/domain/forms/appropriation-form';
import { sumMoney } from '@pm/domain/money/money';
import type { App } from '../../src/app';
import { beneficiaries, budgetLines, budgetPeriods, budgets, projects } from '../../src/db/schema';
import { agreementValues, GRANTEE, type AgreementPlan } from '../fixtures/agreement';
import { appropriationValues } from '../fixtures/appropriation';
import { budgetValues } from '../fixtures/budget';
import { reportValues } from '../fixtures/report';
import { approveAll, rejectOnce } from './approvals';
import { caller, expectStatus, insertProject, type Reply } from './records';
import { storedIdNumber } from '../../src/db/id-number-encryption';

/** Fixtures of the appropriation tests: projects and agreements made as users would, through the API. */

/** The fixture agreement's plan (one instalment of 100 000.00 and one report unless told), and its project. */
export interface ActiveAgreementPlan extends Omit<AgreementPlan, 'total'> {
  /** The project's approved amount (default: the agreement's total). */
  projectAmount?: string;
  /** An existing project to sign with instead of a new one. */
  projectId?: number;
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

  /** An agreement in force: drafted and submitted by the officer, approved through its approval. */
  async function activeAgreement(plan: ActiveAgreementPlan = {}): Promise<AgreementDetail> {
    const instalments = plan.instalments ?? [{ amount: '100000.00' }];
    const totalAmount = sumMoney(instalments.map((row) => row.amount));
    const projectId =
      plan.projectId ?? (await insertProject(app, 'approved', plan.projectAmount ?? totalAmount));
    const values = agreementValues(projectId, { instalments, reportItems: plan.reportItems ?? 1 });
    const draft = expectStatus(
      await call<AgreementDetail>(tokens.officer, 'POST', '/pm/agreements', values),
      200,
    );
    expectStatus(await act(tokens.officer, 'agreements', draft, 'submit'), 200);
    await approveAll(app, 'agreement', draft.id);
    return expectStatus(
      await call<AgreementDetail>(tokens.officer, 'GET', `/pm/agreements/${draft.id}`),
      200,
    );
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

  const detail = async (id: number) =>
    expectStatus(await call<AppropriationDetail>(tokens.officer, 'GET', `/pm/appropriations/${id}`), 200);

  /** The appropriation verified through its approval (finance, and the department head from 100 000.00). */
  async function verified(record: AppropriationDetail, comment?: string): Promise<AppropriationDetail> {
    await approveAll(app, 'appropriation', record.id, comment === undefined ? {} : { comment });
    return detail(record.id);
  }

  /** The appropriation rejected through its approval with a reason: back with its author, editable. */
  async function rejected(record: AppropriationDetail, comment: string): Promise<AppropriationDetail> {
    expectStatus(await rejectOnce(app, 'appropriation', record.id, comment), 200);
    return detail(record.id);
  }

  /** A stage report against an item, filed and submitted by the officer, accepted through its approval. */
  async function acceptedReport(itemId: number): Promise<ReportDetail> {
    const draft = expectStatus(
      await call<ReportDetail>(tokens.officer, 'POST', '/pm/reports', reportValues(itemId)),
      200,
    );
    expectStatus(await act(tokens.officer, 'reports', draft, 'submit'), 200);
    await approveAll(app, 'report', draft.id, { comment: '通过' });
    return expectStatus(await call<ReportDetail>(tokens.officer, 'GET', `/pm/reports/${draft.id}`), 200);
  }

  const funding = async (token: string, projectId: number) =>
    expectStatus(await call<ProjectFunding>(token, 'GET', `/pm/projects/${projectId}/funding`), 200);

  return {
    call,
    act,
    activeAgreement,
    create,
    submitted,
    step,
    verified,
    rejected,
    acceptedReport,
    funding,
  };
}

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
      idType: 'other',
      ...storedIdNumber(app.fieldCipher, app.searchHash, `530102${digits}`),
      mobile: '13900000000',
      areaCode: '530102',
      bankName: GRANTEE.bankName,
      bankAccountName: '张晓梅',
      bankAccountNo: '6228480098765432',
    })
    .returning({ id: beneficiaries.id });
  return row!.id;
}

/** A draft budget of the project, inserted directly with the fixture's periods and lines; the line ids. */
export async function insertBudget(app: App, projectId: number): Promise<number[]> {
  const { periods, lines } = budgetValues();
  const [budget] = await app.db.insert(budgets).values({ projectId }).returning({ id: budgets.id });
  const periodIds = await app.db
    .insert(budgetPeriods)
    .values(periods.map((period, index) => ({ budgetId: budget!.id, seq: index + 1, ...period })))
    .returning({ id: budgetPeriods.id });
  const inserted = await app.db
    .insert(budgetLines)
    .values(
      lines.map(({ periodSeq, ...line }, index) => ({
        budgetId: budget!.id,
        periodId: periodIds[periodSeq! - 1]!.id,
        ...line,
        sort: index,
      })),
    )
    .returning({ id: budgetLines.id });
  return inserted.map((line) => line.id);
}
