import type { AppropriationDetail } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { agreementInstalments, appropriations, idempotencyKeys, users } from '../src/db/schema';
import { buildTestApp, loginAs } from './helper';
import { actOn, approveAll, latestInstance, pendingAt } from './support/approvals';
import { fundsFixtures, insertSubProject } from './support/funds';
import { expectStatus, insertFile, insertProject, logsOf } from './support/records';
import { appropriationValues, paymentValues } from './fixtures/appropriation';

const app = await buildTestApp();
const [admin, officer, finance] = [
  await loginAs(app, 'admin'),
  await loginAs(app, 'officer'),
  await loginAs(app, 'finance'),
];
const fx = fundsFixtures(app, { officer, admin });

type Detail = AppropriationDetail;
type FormErrors = { errors: { field: string; message: string }[] };

async function rowsOf(agreementId: number) {
  return app.db.select().from(appropriations).where(eq(appropriations.agreementId, agreementId));
}

async function userId(username: string) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('appropriations: amounts', () => {
  it('refuses 0, negative, 3-decimal and oversized amounts under `amount`, saying why, in both languages (422)', async () => {
    const agreement = await fx.activeAgreement();
    for (const [amount, message] of [
      ['0', '拨款金额须大于 0'],
      ['0.00', '拨款金额须大于 0'],
      ['-5.00', '拨款金额不能为负数'],
      ['100.005', '拨款金额最多两位小数'],
      ['12345678901234567890', '拨款金额不能超过 1,000,000,000,000.00'],
      ['abc', '拨款金额须为大于 0 且最多两位小数的金额'],
    ]) {
      const refused = await fx.create(officer, appropriationValues(agreement, amount!));
      assert.equal(refused.status, 422, amount);
      assert.deepEqual((refused.body.data as unknown as FormErrors).errors, [{ field: 'amount', message }]);
    }
    const english = await fx.call<FormErrors>(
      officer,
      'POST',
      '/pm/appropriations',
      appropriationValues(agreement, '1.001'),
      'en-US',
    );
    assert.equal(english.body.msg, 'Amount takes at most 2 decimals');
    assert.equal((await rowsOf(agreement.id)).length, 0);
  });

  it("keeps within the instalment's remaining amount; its exact limit is accepted", async () => {
    const agreement = await fx.activeAgreement({
      instalments: [{ amount: '60000.00' }, { amount: '40000.00' }],
    });
    expectStatus(await fx.create(officer, appropriationValues(agreement, '20000.00')), 200);
    const over = await fx.create(officer, appropriationValues(agreement, '40000.01'));
    assert.equal(over.status, 422);
    assert.deepEqual((over.body.data as unknown as FormErrors).errors, [
      { field: 'amount', message: '拨款金额不能超过本期可拨余额 40000.00' },
    ]);
    expectStatus(await fx.create(officer, appropriationValues(agreement, '40000.00')), 200);
    const none = await fx.create(officer, appropriationValues(agreement, '0.01'));
    assert.equal(none.body.msg, '拨款金额不能超过本期可拨余额 0.00');
    expectStatus(await fx.create(officer, appropriationValues(agreement, '40000.00', 1)), 200);
  });

  it("keeps within the agreement's remaining amount when instalments are paid beyond their plan", async () => {
    const agreement = await fx.activeAgreement({
      instalments: [{ amount: '50000.00' }, { amount: '50000.00' }],
    });
    // An instalment is only a plan; the agreement's total is the contract. Two live rows on instalment 1 and a
    // cancelled one that no longer counts.
    expectStatus(await fx.create(officer, appropriationValues(agreement, '50000.00', 1)), 200);
    const cancelled = expectStatus(await fx.create(officer, appropriationValues(agreement, '30000.00')), 200);
    expectStatus(await fx.step(officer, cancelled, 'cancel', { comment: '重复录入' }), 200);
    expectStatus(await fx.create(officer, appropriationValues(agreement, '49999.99')), 200);
    const over = await fx.create(officer, appropriationValues(agreement, '0.02'));
    assert.equal(over.status, 422);
    assert.equal(over.body.msg, '拨款金额不能超过本期可拨余额 0.01');
    // With the instalment's plan raised (as a data fix would), the agreement's own limit speaks.
    await app.db
      .update(agreementInstalments)
      .set({ amount: '90000.00' })
      .where(eq(agreementInstalments.id, agreement.instalments[0]!.id));
    const byAgreement = await fx.create(officer, appropriationValues(agreement, '0.02'));
    assert.equal(byAgreement.body.msg, '拨款金额不能超过协议可拨余额 0.01');
    expectStatus(await fx.create(officer, appropriationValues(agreement, '0.01')), 200);
  });

  it('keeps a sub-project within its allocation and its root within what it did not allocate', async () => {
    const rootId = await insertProject(app, 'approved', '100000.00');
    const childId = await insertSubProject(app, rootId, '40000.00');
    const rootAgreement = await fx.activeAgreement({
      projectId: rootId,
      instalments: [{ amount: '100000.00' }],
    });
    const childAgreement = await fx.activeAgreement({
      projectId: childId,
      instalments: [{ amount: '40000.00' }],
    });
    // The 40 000.00 the sub-project holds is not the root's to pay.
    const overRoot = await fx.create(officer, appropriationValues(rootAgreement, '60000.01'));
    assert.equal(overRoot.status, 422);
    assert.equal(overRoot.body.msg, '拨款金额不能超过项目可拨余额 60000.00');
    expectStatus(await fx.create(officer, appropriationValues(rootAgreement, '60000.00')), 200);
    const rootFull = await fx.create(officer, appropriationValues(rootAgreement, '0.01'));
    assert.equal(rootFull.body.msg, '拨款金额不能超过项目可拨余额 0.00');
    // The sub-project is paid its whole allocation, whatever its parent spent.
    expectStatus(await fx.create(officer, appropriationValues(childAgreement, '40000.00')), 200);
    const funding = await fx.funding(officer, childId);
    assert.deepEqual(
      [funding.approvedAmount, funding.appropriatedAmount, funding.availableAmount],
      ['40000.00', '40000.00', '0.00'],
    );
  });

  it('needs an agreement in force, of the project, and an instalment of the agreement', async () => {
    const agreement = await fx.activeAgreement();
    const other = await fx.activeAgreement();
    const wrongProject = { ...appropriationValues(agreement, '100.00'), projectId: other.projectId };
    const refused = await fx.create(officer, wrongProject);
    assert.equal(refused.status, 422);
    assert.equal((refused.body.data as unknown as FormErrors).errors[0]!.field, 'agreementId');
    const wrongInstalment = {
      ...appropriationValues(agreement, '100.00'),
      instalmentId: other.instalments[0]!.id,
    };
    const badInstalment = await fx.create(officer, wrongInstalment);
    assert.deepEqual(
      [badInstalment.status, (badInstalment.body.data as unknown as FormErrors).errors[0]!.field],
      [422, 'instalmentId'],
    );
    const completed = expectStatus(await fx.act(admin, 'agreements', agreement, 'complete'), 200);
    assert.equal(completed.status, 'completed');
    const closed = await fx.create(officer, appropriationValues(agreement, '100.00'));
    assert.deepEqual([closed.status, closed.body.msg], [409, '协议当前状态为“已完成”，不能拨款']);
  });

  it('checks the balances again on resubmission: what was taken meanwhile is not there any more', async () => {
    const agreement = await fx.activeAgreement({ instalments: [{ amount: '10000.00' }] });
    const first = await fx.submitted('8000.00', agreement);
    const rejected = await fx.rejected(first, '金额有误');
    expectStatus(await fx.create(officer, appropriationValues(agreement, '5000.00')), 200);
    const refused = await fx.step(officer, rejected, 'resubmit');
    assert.deepEqual([refused.status, refused.body.msg], [422, '拨款金额不能超过本期可拨余额 5000.00']);
    const edited = expectStatus(
      await fx.call<Detail>(officer, 'PUT', `/pm/appropriations/${first.id}`, {
        ...appropriationValues(agreement, '5000.00'),
        version: rejected.version,
      }),
      200,
    );
    const resubmitted = expectStatus(await fx.step(officer, edited, 'resubmit'), 200);
    assert.deepEqual([resubmitted.status, resubmitted.amount], ['submitted', '5000.00']);
  });
});

describe('appropriations: the stage-report gate', () => {
  it('verifies an instalment waiting for a report only once that report is accepted', async () => {
    const agreement = await fx.activeAgreement({
      instalments: [{ amount: '50000.00' }, { amount: '50000.00', reportSeq: 1 }],
    });
    const gated = expectStatus(await fx.create(officer, appropriationValues(agreement, '50000.00', 1)), 200);
    assert.deepEqual(
      [gated.instalment.seq, gated.instalment.reportItemTitle, gated.instalment.reportStatus],
      [2, '中期报告', null],
    );
    // Finance's approval, the last of its approval, would verify it: the gate refuses it, and nothing moves.
    const approval = (await latestInstance(app, 'appropriation', gated.id))!;
    const [task] = await pendingAt(app, approval.id);
    assert.equal(task?.username, 'finance');
    const refused = await actOn(app, finance, approval.id, 'approve', { taskId: task!.id });
    assert.deepEqual(
      [refused.status, refused.body.msg],
      [409, '关联的阶段报告“中期报告”尚未验收通过，不能核验本期拨款'],
    );
    const english = await fx.call(
      finance,
      'POST',
      `/pm/approvals/instances/${approval.id}/approve`,
      { version: approval.version, taskId: task!.id },
      'en-US',
    );
    assert.match(english.body.msg, /^The linked stage report "中期报告" has not been accepted yet/);
    const [row] = await app.db.select().from(appropriations).where(eq(appropriations.id, gated.id));
    assert.deepEqual([row!.status, row!.version, row!.verifiedBy], ['submitted', gated.version, null]);
    const waiting = (await latestInstance(app, 'appropriation', gated.id))!;
    assert.deepEqual([waiting.status, waiting.version], ['running', approval.version]);
    assert.deepEqual(await pendingAt(app, approval.id), [task]);

    const report = await fx.acceptedReport(agreement.reportItems[0]!.id);
    assert.equal(report.status, 'accepted');
    const verified = await fx.verified(gated);
    assert.deepEqual(
      [verified.status, verified.verifiedByName, verified.instalment.reportStatus],
      ['verified', '刘强', 'accepted'],
    );
    // The ungated instalment never waited.
    const free = await fx.verified(await fx.submitted('100.00', agreement));
    assert.equal(free.status, 'verified');
  });
});

describe('appropriations: four eyes', () => {
  it('refuses the verifier as payer (403, nothing changes); another user pays', async () => {
    const created = await fx.submitted('12000.00');
    const verified = await fx.verified(created);
    const receipt = await insertFile(app, '电子回单.pdf', 'finance');
    const refused = await fx.step(finance, verified, 'pay', paymentValues(receipt));
    assert.deepEqual(
      [refused.status, refused.body.msg],
      [403, '双人复核：核验此笔拨款的人不能再支付它，请由其他有支付权限的同事操作'],
    );
    const [unchanged] = await app.db.select().from(appropriations).where(eq(appropriations.id, created.id));
    assert.deepEqual(
      [unchanged!.status, unchanged!.version, unchanged!.paidBy, unchanged!.paidDate],
      ['verified', verified.version, null, null],
    );
    const adminsReceipt = await insertFile(app, '电子回单.pdf', 'admin');
    const paid = expectStatus(await fx.step(admin, verified, 'pay', paymentValues(adminsReceipt)), 200);
    assert.deepEqual(
      [paid.status, paid.paidById, paid.verifiedById, paid.receiptFile?.name],
      ['paid', await userId('admin'), await userId('finance'), '电子回单.pdf'],
    );
    // A bounced payment waits again, and the verifier still may not pay it.
    const returned = expectStatus(
      await fx.step(admin, paid, 'return', { comment: '账号有误，银行退票' }),
      200,
    );
    assert.equal(returned.status, 'returned');
    assert.equal((await fx.step(finance, returned, 'pay', paymentValues())).status, 403);
    const repaid = expectStatus(await fx.step(admin, returned, 'pay', paymentValues()), 200);
    assert.equal(repaid.status, 'paid');
    const actions = (await logsOf(app, 'appropriation', created.id)).map((log) => log.action);
    assert.deepEqual(actions, ['create', 'verify', 'pay', 'return', 'pay']);
  });

  it('refuses as payer whoever approved it at any node, not only the last one', async () => {
    // From 100 000.00 finance approves first, then the department head verifies it.
    const created = await fx.submitted('100000.00');
    const approval = (await latestInstance(app, 'appropriation', created.id))!;
    const [task] = await pendingAt(app, approval.id);
    assert.equal(task?.username, 'finance');
    expectStatus(await actOn(app, finance, approval.id, 'approve', { taskId: task!.id }), 200);
    assert.deepEqual(
      (await pendingAt(app, approval.id)).map((pending) => pending.username),
      ['head'],
    );
    await approveAll(app, 'appropriation', created.id);
    const verified = expectStatus(
      await fx.call<Detail>(officer, 'GET', `/pm/appropriations/${created.id}`),
      200,
    );
    assert.deepEqual([verified.status, verified.verifiedById], ['verified', await userId('head')]);
    const refused = await fx.step(finance, verified, 'pay', paymentValues());
    assert.deepEqual(
      [refused.status, refused.body.msg],
      [403, '双人复核：核验此笔拨款的人不能再支付它，请由其他有支付权限的同事操作'],
    );
    expectStatus(await fx.step(admin, verified, 'pay', paymentValues()), 200);
  });

  it('is backed by the database: a row cannot be paid by its verifier', async () => {
    const created = await fx.submitted('100.00');
    const verifier = await userId('finance');
    await assert.rejects(
      app.db
        .update(appropriations)
        .set({ verifiedBy: verifier, paidBy: verifier })
        .where(eq(appropriations.id, created.id)),
    );
  });

  it('checks the payment form: paid date not in the future, voucher required', async () => {
    // Finance verifies it through its approval: the administrator is the one who may pay it.
    const verified = await fx.verified(await fx.submitted('100.00'));
    const refused = await fx.call<FormErrors>(admin, 'POST', `/pm/appropriations/${verified.id}/pay`, {
      version: verified.version,
      paidDate: '2999-01-01',
      voucherNo: '',
      receiptFileId: null,
    });
    assert.equal(refused.status, 422);
    assert.deepEqual(
      refused.body.data.errors.map((error) => error.field),
      ['voucherNo', 'paidDate'],
    );
    const missingFile = await fx.step(admin, verified, 'pay', paymentValues(999_999));
    assert.deepEqual([missingFile.status, missingFile.body.msg], [422, '附件不存在，请重新上传']);
  });
});

describe('appropriations: idempotent creation', () => {
  it('answers a repeat with the first result, refuses another body, and keeps keys per user', async () => {
    const agreement = await fx.activeAgreement();
    const values = appropriationValues(agreement, '1000.00');
    const key = randomUUID();
    const first = expectStatus(await fx.create(officer, values, key), 200);
    const again = expectStatus(await fx.create(officer, { ...values }, key), 200);
    assert.equal(again.id, first.id);
    assert.equal((await rowsOf(agreement.id)).length, 1);

    const changed = await fx.create(officer, { ...values, amount: '2000.00' }, key);
    assert.equal(changed.status, 422);
    assert.match(changed.body.msg, /幂等键/);
    assert.equal((await rowsOf(agreement.id)).length, 1);

    const byFinance = expectStatus(await fx.create(finance, values, key), 200);
    assert.notEqual(byFinance.id, first.id);
    assert.equal((await rowsOf(agreement.id)).length, 2);
    const keys = await app.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
    assert.deepEqual(keys.map((row) => row.resourceId).sort(), [first.id, byFinance.id].sort());
    assert.equal((await logsOf(app, 'appropriation', first.id)).length, 1);
  });

  it('leaves the key free when the first attempt was refused', async () => {
    const agreement = await fx.activeAgreement({ instalments: [{ amount: '500.00' }] });
    const key = randomUUID();
    const refused = await fx.create(officer, appropriationValues(agreement, '600.00'), key);
    assert.equal(refused.status, 422);
    const stored = await app.db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.userId, await userId('officer'))));
    assert.equal(stored.length, 0);
    expectStatus(await fx.create(officer, appropriationValues(agreement, '500.00'), key), 200);
  });
});
