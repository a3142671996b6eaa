import type {
  AgreementDetail,
  ApplicationDetail,
  AppropriationDetail,
  BudgetDetail,
  ExpenseItem,
} from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { entityFiles, files, users } from '../src/db/schema';
import { API, bearer, buildTestApp, loginAs, staffWith } from './helper';
import { budgetCalls } from './support/budgets';
import { uploadPdf } from './support/uploads';
import { fundsFixtures } from './support/funds';
import { caller, expectStatus, insertProject, personBeneficiary, type Reply } from './support/records';
import { agreementValues } from './fixtures/agreement';
import { applicationValues } from './fixtures/application';
import { appropriationValues, paymentValues } from './fixtures/appropriation';
import { expenseValues } from './fixtures/budget';

const app = await buildTestApp();
const [admin, officer, finance] = [
  await loginAs(app, 'admin'),
  await loginAs(app, 'officer'),
  await loginAs(app, 'finance'),
];
const call = caller(app);
const funds = fundsFixtures(app, { officer, admin });
const budgetsCalls = budgetCalls(app);
const applicantId = await personBeneficiary(app);
/** May see budgets and their expenses, nothing of projects or payments. */
const budgetOnly = await staffWith(app, 'budget-reader', ['budget']);

const upload = (token: string, name?: string) => uploadPdf(app, token, name);

const download = async (token: string, id: number) =>
  (await app.inject({ url: `${API}/pm/files/${id}`, headers: bearer(token) })).statusCode;

async function application(token: string, attachmentIds: number[] = []) {
  const projectId = await insertProject(app, 'draft');
  const values = { ...applicationValues(projectId, applicantId), attachmentIds };
  return call<ApplicationDetail>(token, 'POST', '/pm/applications', values);
}

const saveApplication = (token: string, record: ApplicationDetail, attachmentIds: number[]) =>
  call<ApplicationDetail>(token, 'PUT', `/pm/applications/${record.id}`, {
    ...applicationValues(record.projectId, applicantId),
    attachmentIds,
    version: record.version,
  });

const OWN_ONLY = '只能添加自己上传、尚未用于其他记录的附件，请重新上传';

function assertRefused(reply: Reply, field: string) {
  assert.equal(reply.status, 422, JSON.stringify(reply.body));
  assert.equal(reply.body.msg, OWN_ONLY);
  assert.deepEqual((reply.body.data as { errors: { field: string }[] }).errors, [
    { field, message: OWN_ONLY },
  ]);
}

async function linkedTo(fileId: number) {
  return app.db.select().from(entityFiles).where(eq(entityFiles.fileId, fileId));
}

describe('files: owner', () => {
  it('is whoever uploaded the file', async () => {
    const file = await upload(officer);
    const [row] = await app.db.select().from(files).where(eq(files.id, file.id));
    const [uploader] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'officer'));
    assert.equal(row?.uploadedBy, uploader?.id);
    assert.equal(file.uploadedBy, '王丽');
  });
});

describe('files: reading', () => {
  it('an upload attached nowhere is for its uploader (and administrators) only; others get 404', async () => {
    const file = await upload(officer);
    assert.equal(await download(officer, file.id), 200);
    assert.equal(await download(admin, file.id), 200);
    assert.equal(await download(finance, file.id), 404);
    assert.equal(await download(budgetOnly.token, file.id), 404);
  });

  it('a file on a record is for whoever may see that kind of record', async () => {
    const file = await upload(officer);
    expectStatus(await application(officer, [file.id]), 200);
    assert.equal(await download(finance, file.id), 200);
    assert.equal(await download(budgetOnly.token, file.id), 404);

    const budget = await budgetsCalls.approve(officer, await budgetsCalls.draft(officer));
    const voucher = await upload(officer, '发票.pdf');
    const expense = await spend(officer, budget, voucher.id);
    expectStatus(expense, 200);
    assert.equal(await download(budgetOnly.token, voucher.id), 200);
  });
});

describe('files: attaching', () => {
  it("refuses someone else's upload on any record, and attaches nothing", async () => {
    const file = await upload(officer);
    assertRefused(await application(finance, [file.id]), 'attachmentIds');
    const mine = expectStatus(await application(finance), 200);
    assertRefused(await saveApplication(finance, mine, [file.id]), 'attachmentIds');
    assert.deepEqual(await linkedTo(file.id), []);
    // The administrator is no exception: an upload is its uploader's to attach.
    assertRefused(await application(admin, [file.id]), 'attachmentIds');
  });

  it('attaches an own upload to one record only; it stays on that record across saves, and is free again once removed', async () => {
    const file = await upload(officer);
    const first = expectStatus(await application(officer, [file.id]), 200);
    const second = expectStatus(await application(officer), 200);
    assertRefused(await saveApplication(officer, second, [file.id]), 'attachmentIds');
    const resaved = expectStatus(await saveApplication(officer, first, [file.id]), 200);
    assert.deepEqual(
      resaved.attachments.map((attachment) => attachment.id),
      [file.id],
    );
    expectStatus(await saveApplication(officer, resaved, []), 200);
    const moved = expectStatus(await saveApplication(officer, second, [file.id]), 200);
    assert.deepEqual(
      moved.attachments.map((attachment) => attachment.id),
      [file.id],
    );
  });

  it('checks agreement files, new versions included', async () => {
    const projectId = await insertProject(app, 'approved', '300000.00');
    const theirs = await upload(finance);
    const refused = await call(officer, 'POST', '/pm/agreements', {
      ...agreementValues(projectId),
      fileIds: [theirs.id],
    });
    assertRefused(refused, 'fileIds');
    const agreement = expectStatus(
      await call<AgreementDetail>(officer, 'POST', '/pm/agreements', agreementValues(projectId)),
      200,
    );
    assertRefused(
      await call(officer, 'POST', `/pm/agreements/${agreement.id}/files`, { fileId: theirs.id }),
      'fileId',
    );
  });

  it('lets two saves race for one upload: one record gets it', async () => {
    const file = await upload(officer);
    const draft = async () =>
      expectStatus(
        await call<AgreementDetail>(
          officer,
          'POST',
          '/pm/agreements',
          agreementValues(await insertProject(app, 'approved', '300000.00')),
        ),
        200,
      );
    const [one, two] = [await draft(), await draft()];
    const answers = await Promise.all(
      [one, two].map((agreement) =>
        call(officer, 'POST', `/pm/agreements/${agreement.id}/files`, { fileId: file.id }),
      ),
    );
    assert.deepEqual(answers.map((answer) => answer.status).sort(), [200, 422]);
    assert.equal((await linkedTo(file.id)).length, 1);
  });

  it("checks a payment's receipt: the payer's own upload; one receipt may serve a whole batch", async () => {
    const agreement = await funds.activeAgreement({ instalments: [{ amount: '30000.00' }] });
    const verified = async () => {
      const created = expectStatus(
        await funds.create(officer, appropriationValues(agreement, '100.00')),
        200,
      );
      // The officer makes it, finance verifies it through its approval, the administrator pays (four eyes).
      return funds.verified(created);
    };
    const officersReceipt = await upload(officer, '电子回单.pdf');
    const first = await verified();
    assertRefused(await funds.step(admin, first, 'pay', paymentValues(officersReceipt.id)), 'receiptFileId');

    const receipt = await upload(admin, '批量回单.pdf');
    const batch = [first, await verified()];
    const paid = await call<{ succeeded: number[]; failed: unknown[] }>(
      admin,
      'POST',
      '/pm/appropriations/batch/pay',
      {
        items: batch.map(({ id, version }) => ({ id, version })),
        ...paymentValues(receipt.id),
      },
    );
    assert.deepEqual(expectStatus(paid, 200), { succeeded: batch.map((row) => row.id), failed: [] });
    for (const row of batch) {
      const detail = expectStatus(
        await call<AppropriationDetail>(finance, 'GET', `/pm/appropriations/${row.id}`),
        200,
      );
      assert.equal(detail.receiptFile?.id, receipt.id);
    }
    // Once the batch is done, the receipt is on records: no other payment takes it.
    assertRefused(
      await funds.step(admin, await verified(), 'pay', paymentValues(receipt.id)),
      'receiptFileId',
    );
  });

  it("checks an expense's voucher: an own upload attached nowhere else", async () => {
    const budget = await budgetsCalls.approve(officer, await budgetsCalls.draft(officer));
    assertRefused(await spend(officer, budget, (await upload(finance)).id), 'fileId');
    const onApplication = await upload(officer);
    expectStatus(await application(officer, [onApplication.id]), 200);
    assertRefused(await spend(officer, budget, onApplication.id), 'fileId');
  });
});

function spend(token: string, budget: BudgetDetail, fileId: number) {
  return call<ExpenseItem>(
    token,
    'POST',
    `/pm/budgets/${budget.id}/expenses`,
    expenseValues(budget.lines[0]!.id, '10.00', { fileId }),
  );
}
