import type {
  AgreementDetail,
  ApplicationDetail,
  AppropriationDetail,
  AppropriationListItem,
  AppropriationPage,
  FundableProject,
  ProjectDetail,
  TimelineEntry,
} from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { before, describe, it } from 'node:test';
import type { AppropriationFormValues } from '@pm/domain/forms/appropriation-form';
import { sumMoney } from '@pm/domain/money/money';
import { eq } from 'drizzle-orm';
import { departments, users } from '../src/db/schema';
import { API, bearer, buildTestApp, loginAs } from './helper';
import { firstSheet } from './support/workbook';
import { actOn, approveAll, latestInstance, pendingAt } from './support/approvals';
import { fundsFixtures, insertBeneficiary, insertBudget } from './support/funds';
import { expectStatus, insertFile, insertProject, logsOf } from './support/records';
import { agreementValues } from './fixtures/agreement';
import { applicationValues } from './fixtures/application';
import { appropriationValues, paymentValues } from './fixtures/appropriation';
import { projectValues } from './fixtures/project';

const app = await buildTestApp();
const [admin, officer, finance] = [
  await loginAs(app, 'admin'),
  await loginAs(app, 'officer'),
  await loginAs(app, 'finance'),
];
const fx = fundsFixtures(app, { officer, admin });
const { call } = fx;

const list = async (query: string, token = officer) =>
  expectStatus(await call<AppropriationPage>(token, 'GET', `/pm/appropriations?${query}`), 200);

describe('from a new project to a paid appropriation, through the API', () => {
  it('applies, is approved, signs, is funded, verified and paid; every step is logged', async () => {
    const [department] = await app.db.select({ id: departments.id }).from(departments).limit(1);
    const [manager] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'officer'));
    const project = expectStatus(
      await call<ProjectDetail>(
        officer,
        'POST',
        '/pm/projects',
        projectValues({ name: '拨付流程测试项目', departmentId: department!.id, managerId: manager!.id }),
      ),
      200,
    );
    const beneficiaryId = await insertBeneficiary(app);
    let application = expectStatus(
      await call<ApplicationDetail>(
        officer,
        'POST',
        '/pm/applications',
        applicationValues(project.id, beneficiaryId),
      ),
      200,
    );
    application = expectStatus(await fx.act(officer, 'applications', application, 'submit'), 200);
    // The reviewer, then the department head, approve it through its approval; the last one sets the amount.
    await approveAll(app, 'application', application.id, { approvedAmount: '280000.00', comment: '同意' });
    let agreement = expectStatus(
      await call<AgreementDetail>(
        officer,
        'POST',
        '/pm/agreements',
        agreementValues(project.id, { total: '280000.00' }),
      ),
      200,
    );
    agreement = expectStatus(await fx.act(officer, 'agreements', agreement, 'submit'), 200);
    await approveAll(app, 'agreement', agreement.id);
    const lineIds = await insertBudget(app, project.id);

    const fundable = expectStatus(
      await call<FundableProject[]>(
        officer,
        'GET',
        `/pm/appropriations/fundable-projects?keyword=${project.code}`,
      ),
      200,
    );
    assert.deepEqual(fundable, [
      { id: project.id, code: project.code, name: '拨付流程测试项目', remainingAmount: '280000.00' },
    ]);
    const before = await fx.funding(officer, project.id);
    assert.deepEqual(before.payee, {
      name: '张晓梅',
      bankName: '中国农业银行昆明分行',
      accountName: '张晓梅',
      accountNo: '6228480098765432',
    });
    assert.deepEqual(
      [before.approvedAmount, before.appropriatedAmount, before.paidAmount, before.availableAmount],
      ['280000.00', '0.00', '0.00', '280000.00'],
    );
    assert.deepEqual(
      before.agreements[0]!.instalments.map((row) => [
        row.seq,
        row.amount,
        row.availableAmount,
        row.reportItemTitle,
        row.reportStatus,
      ]),
      [
        [1, '140000.00', '140000.00', null, null],
        [2, '140000.00', '140000.00', '中期报告', null],
      ],
    );
    assert.deepEqual(
      before.budgetLines.map((line) => [line.id, line.name, line.periodName]),
      [
        [lineIds[0], '教师培训', '2026 上半年'],
        [lineIds[1], '图书采购', '2026 下半年'],
      ],
    );

    const values: AppropriationFormValues = {
      ...appropriationValues(agreement, '140000.00'),
      payeeName: before.payee!.name,
      payeeBankName: before.payee!.bankName,
      payeeAccountName: before.payee!.accountName,
      payeeAccountNo: '6228 4800 9876 5432',
      budgetLineIds: [lineIds[0]!],
    };
    const created = expectStatus(await fx.create(officer, values, randomUUID()), 200);
    assert.match(created.code, /^BK\d{4}\d{6}$/);
    assert.deepEqual(
      [
        created.status,
        created.createdByName,
        created.payeeAccountNo,
        created.budgetLines.map((line) => line.name),
      ],
      ['submitted', '王丽', '6228480098765432', ['教师培训']],
    );
    assert.deepEqual(
      created.history.map((entry) => [entry.action, entry.userName]),
      [['appropriation.create', '王丽']],
    );
    // Its approval: finance verifies, then — 140 000.00 being from 100 000.00 — the department head; the last
    // approval verifies the appropriation.
    const approval = (await latestInstance(app, 'appropriation', created.id))!;
    const [financeTask] = await pendingAt(app, approval.id);
    assert.equal(financeTask?.username, 'finance');
    expectStatus(
      await actOn(app, finance, approval.id, 'approve', { taskId: financeTask!.id, comment: '单据齐全' }),
      200,
    );
    assert.deepEqual(
      (await pendingAt(app, approval.id)).map((task) => task.username),
      ['head'],
    );
    const stillSubmitted = expectStatus(
      await call<AppropriationDetail>(officer, 'GET', `/pm/appropriations/${created.id}`),
      200,
    );
    assert.equal(stillSubmitted.status, 'submitted');
    const verified = await fx.verified(created, '单据齐全');
    const receipt = await insertFile(app, '电子回单.pdf');
    const paid = expectStatus(await fx.step(officer, verified, 'pay', paymentValues(receipt)), 200);
    assert.deepEqual(
      [paid.status, paid.verifiedByName, paid.paidByName, paid.paidDate, paid.receiptFile?.id],
      ['paid', '赵敏', '王丽', '2026-04-02', receipt],
    );
    assert.ok(paid.verifiedAt && paid.paidAt && paid.voucherNo);
    assert.deepEqual(
      paid.history.map((entry) => [entry.action, entry.status, entry.comment]),
      [
        ['appropriation.pay', 'paid', null],
        ['appropriation.verify', 'verified', '单据齐全'],
        ['appropriation.create', 'submitted', null],
      ],
    );
    const logs = await logsOf(app, 'appropriation', created.id);
    assert.ok(logs.every((log) => log.projectId === project.id));
    const payLog = logs.find((log) => log.action === 'pay')!;
    assert.deepEqual(
      [(payLog.before as { status: string }).status, (payLog.after as { status: string }).status],
      ['verified', 'paid'],
    );

    const after = await fx.funding(officer, project.id);
    assert.deepEqual(
      [after.appropriatedAmount, after.paidAmount, after.availableAmount],
      ['140000.00', '140000.00', '140000.00'],
    );
    assert.deepEqual(
      [after.agreements[0]!.committedAmount, after.agreements[0]!.instalments[0]!.availableAmount],
      ['140000.00', '0.00'],
    );
    const detail = expectStatus(await call<ProjectDetail>(officer, 'GET', `/pm/projects/${project.id}`), 200);
    assert.deepEqual([detail.paidAmount, detail.remainingAmount], ['140000.00', '140000.00']);
    const timeline = expectStatus(
      await call<TimelineEntry[]>(officer, 'GET', `/pm/projects/${project.id}/timeline`),
      200,
    );
    assert.ok(timeline.some((entry) => entry.action === 'appropriation.pay'));
  });

  it('lists as fundable only projects with an agreement in force', async () => {
    const projectId = await insertProject(app, 'approved', '300000.00');
    const draft = expectStatus(
      await call<AgreementDetail>(officer, 'POST', '/pm/agreements', agreementValues(projectId)),
      200,
    );
    const fundable = async (keyword: string) =>
      expectStatus(
        await call<FundableProject[]>(
          officer,
          'GET',
          `/pm/appropriations/fundable-projects?keyword=${keyword}`,
        ),
        200,
      );
    const project = expectStatus(await call<ProjectDetail>(officer, 'GET', `/pm/projects/${projectId}`), 200);
    assert.deepEqual(await fundable(project.code), []);
    expectStatus(await fx.act(officer, 'agreements', draft, 'submit'), 200);
    // Submitted is not in force: only its approval's end makes it fundable.
    assert.deepEqual(await fundable(project.code), []);
    await approveAll(app, 'agreement', draft.id);
    assert.deepEqual(
      (await fundable(project.code)).map((item) => item.id),
      [projectId],
    );
    assert.ok((await fundable('')).length <= 20);
    const none = await fx.funding(officer, await insertProject(app, 'approved', '1000.00'));
    assert.deepEqual([none.agreements, none.payee, none.budgetLines], [[], null, []]);
    assert.equal((await call(officer, 'GET', '/pm/projects/999999/funding')).status, 404);
  });
});

/** One agreement with an appropriation in every status, each of its own amount. */
async function everyStatus() {
  const agreement = await fx.activeAgreement({ instalments: [{ amount: '100000.00' }] });
  const payee = `收款人${randomUUID().slice(0, 6)}`;
  const make = (amount: string, values: Partial<AppropriationFormValues> = {}) =>
    fx
      .create(officer, { ...appropriationValues(agreement, amount), ...values })
      .then((reply) => expectStatus(reply, 200));
  const submitted = await make('1000.00');
  const other = await make('2000.00', {
    type: 'interim',
    paymentMethod: 'online_banking',
    scheduledDate: '2026-05-01',
    payeeName: payee,
  });
  const rejected = await fx.rejected(await make('3000.00'), '退回');
  const verified = await fx.verified(await make('4000.00'));
  const toReturn = await fx.verified(await make('5000.00'));
  const paidOnce = expectStatus(await fx.step(officer, toReturn, 'pay', paymentValues()), 200);
  const returned = expectStatus(await fx.step(officer, paidOnce, 'return', { comment: '退票' }), 200);
  const toPay = await fx.verified(await make('6000.00'));
  const paid = expectStatus(await fx.step(officer, toPay, 'pay', paymentValues()), 200);
  const cancelled = expectStatus(
    await fx.step(officer, await make('7000.00'), 'cancel', { comment: '作废' }),
    200,
  );
  return { agreement, payee, submitted, other, rejected, verified, returned, paid, cancelled };
}

describe('GET /pm/appropriations', () => {
  let fixture: Awaited<ReturnType<typeof everyStatus>>;
  let scope: string;
  before(async () => {
    fixture = await everyStatus();
    scope = `projectId=${fixture.agreement.projectId}`;
  });
  const statuses = (page: AppropriationPage) => page.list.map((item) => item.status).sort();

  it('shows each view its statuses, with totals per status', async () => {
    const unverified = await list(`${scope}&view=unverified`);
    assert.deepEqual(statuses(unverified), ['rejected', 'submitted', 'submitted']);
    assert.deepEqual(unverified.totals, {
      count: 3,
      amount: '6000.00',
      byStatus: [
        { status: 'submitted', count: 2, amount: '3000.00' },
        { status: 'rejected', count: 1, amount: '3000.00' },
      ],
    });
    assert.deepEqual(statuses(await list(`${scope}&view=wait`)), ['returned', 'verified']);
    assert.deepEqual(statuses(await list(`${scope}&view=already`)), ['cancelled', 'paid']);
    assert.equal((await list(scope)).totals.amount, '28000.00');
    assert.deepEqual(statuses(await list(`${scope}&view=unverified&status=rejected`)), ['rejected']);
    // A status of another view matches nothing: a view never shows another view's rows.
    assert.equal((await list(`${scope}&view=unverified&status=paid`)).total, 0);
    assert.deepEqual(statuses(await list(`${scope}&status=paid,cancelled`)), ['cancelled', 'paid']);
  });

  it('totals every filtered row, not only the page', async () => {
    const first = await list(`${scope}&pageSize=2&sortField=amount&sortOrder=ascend`);
    assert.equal(first.list.length, 2);
    const pages = Math.ceil(first.total / 2);
    const rows: AppropriationListItem[] = [];
    for (let page = 1; page <= pages; page += 1) {
      rows.push(...(await list(`${scope}&pageSize=2&page=${page}&sortField=amount&sortOrder=ascend`)).list);
    }
    assert.equal(rows.length, 7);
    assert.equal(first.totals.count, 7);
    assert.equal(first.totals.amount, sumMoney(rows.map((row) => row.amount)));
    assert.deepEqual(
      rows.map((row) => row.amount),
      ['1000.00', '2000.00', '3000.00', '4000.00', '5000.00', '6000.00', '7000.00'],
    );
    const filtered = await list(`${scope}&amountMin=2000&amountMax=4000`);
    assert.deepEqual([filtered.totals.count, filtered.totals.amount], [3, '9000.00']);
  });

  it('filters by type, method, dates, agreement and keyword, and sorts', async () => {
    const only = async (query: string) => (await list(`${scope}&${query}`)).list.map((item) => item.id);
    assert.deepEqual(await only('type=interim'), [fixture.other.id]);
    assert.deepEqual(await only('paymentMethod=online_banking'), [fixture.other.id]);
    assert.deepEqual(await only('dateFrom=2026-05-01&dateTo=2026-05-31'), [fixture.other.id]);
    // The already view's dates are paid dates: the cancelled one was never paid.
    assert.deepEqual(await only('view=already&dateFrom=2026-04-02&dateTo=2026-04-02'), [fixture.paid.id]);
    assert.equal((await list(`agreementId=${fixture.agreement.id}`)).total, 7);
    assert.deepEqual(await only(`keyword=${fixture.rejected.code}`), [fixture.rejected.id]);
    assert.deepEqual(await only(`keyword=${encodeURIComponent(fixture.payee)}`), [fixture.other.id]);
    const byProject = await list(`keyword=${fixture.submitted.projectCode}`);
    assert.equal(byProject.total, 7);
    const descending = (await list(`${scope}&sortField=amount&sortOrder=descend`)).list.map(
      (row) => row.amount,
    );
    assert.deepEqual(descending[0], '7000.00');
    const item = (await list(`${scope}&view=already&status=paid`)).list[0]!;
    assert.deepEqual(
      [item.agreementNumber, item.instalmentSeq, item.verifiedByName, item.paidByName, item.paidDate],
      [fixture.agreement.number, 1, '刘强', '王丽', '2026-04-02'],
    );
  });

  it('refuses an unknown view, status or sort field (422)', async () => {
    for (const query of ['view=all', 'status=unknown', 'sortField=payeeName', 'amountMin=1.234']) {
      assert.equal((await call(officer, 'GET', `/pm/appropriations?${query}`)).status, 422, query);
    }
  });

  it('exports the filtered rows as xlsx, labelled in the caller’s language, formulas escaped', async () => {
    const sheetOf = async (query: string, locale?: string) => {
      const response = await app.inject({
        url: `${API}/pm/appropriations/export?${query}`,
        headers: { ...bearer(officer), ...(locale ? { 'accept-language': locale } : {}) },
      });
      assert.equal(response.statusCode, 200, response.body);
      assert.equal(
        response.headers['content-type'],
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      return {
        sheet: await firstSheet(response.rawPayload),
        disposition: String(response.headers['content-disposition']),
      };
    };
    const { sheet, disposition } = await sheetOf(`${scope}&view=unverified`);
    assert.match(
      disposition,
      new RegExp(`filename\\*=UTF-8''${encodeURIComponent('拨款列表-')}\\d{8}\\.xlsx$`),
    );
    assert.deepEqual((sheet.getRow(1).values as unknown[]).slice(1, 4), ['拨款单号', '项目编号', '项目名称']);
    assert.equal(sheet.rowCount - 1, 3);
    const row = [...Array(sheet.rowCount).keys()]
      .map((index) => sheet.getRow(index + 1))
      .find((candidate) => candidate.getCell(1).value === fixture.other.code)!;
    assert.deepEqual(
      [row.getCell(6).value, row.getCell(7).value, row.getCell(8).value, row.getCell(11).value],
      ['中期', 2000, '待核验', '网银支付'],
    );
    assert.equal(row.getCell(7).numFmt, '#,##0.00');
    const english = await sheetOf(`keyword=${fixture.other.code}`, 'en-US');
    assert.match(english.disposition, /filename="appropriations-\d{8}\.xlsx"/);
    assert.deepEqual(
      [english.sheet.getRow(1).getCell(1).value, english.sheet.getRow(2).getCell(8).value],
      ['Code', 'To verify'],
    );

    const formula = '=HYPERLINK("http://example.com","点我")';
    const agreement = await fx.activeAgreement();
    expectStatus(
      await fx.create(officer, { ...appropriationValues(agreement, '10.00'), payeeName: formula }),
      200,
    );
    const escaped = await sheetOf(`agreementId=${agreement.id}`);
    assert.equal(escaped.sheet.getRow(2).getCell(12).value, `'${formula}`);
  });
});
