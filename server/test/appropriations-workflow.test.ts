import type { AgreementDetail, AppropriationDetail } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema';
import { API, bearer, buildTestApp, loginAs, staffWith } from './helper';
import { actOn, latestInstance, pendingAt } from './support/approvals';
import { fundsFixtures, insertBudget } from './support/funds';
import { expectStatus, insertProject, logsOf } from './support/records';
import { appropriationValues, paymentValues } from './fixtures/appropriation';

/** Editing a rejected appropriation, the workflow's side paths, batches and who may press which button. */

const app = await buildTestApp();
const [admin, officer, finance] = [
  await loginAs(app, 'admin'),
  await loginAs(app, 'officer'),
  await loginAs(app, 'finance'),
];
const fx = fundsFixtures(app, { officer, admin });
const { call } = fx;

type Detail = AppropriationDetail;

async function userIdOf(username: string) {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('editing and the workflow', () => {
  it('rejects with a reason, edits the rejected one, resubmits; a submitted one is not edited', async () => {
    const created = await fx.submitted('3000.00');
    // Rejecting is its approver's (finance's) task on its approval, and needs a reason.
    const approval = (await latestInstance(app, 'appropriation', created.id))!;
    const [task] = await pendingAt(app, approval.id);
    assert.equal(task?.username, 'finance');
    const blank = await actOn(app, finance, approval.id, 'reject', { taskId: task!.id, comment: ' ' });
    assert.equal(blank.status, 422);
    // The one-step route is gone: the machine's reject is the approval's.
    assert.equal(
      (
        await call(finance, 'POST', `/pm/appropriations/${created.id}/reject`, {
          version: created.version,
          comment: '退回',
        })
      ).status,
      404,
    );
    const rejected = await fx.rejected(created, '收款账户有误');
    assert.equal(rejected.status, 'rejected');
    assert.equal((await latestInstance(app, 'appropriation', created.id))!.status, 'rejected');
    const agreement = expectStatus(
      await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${created.agreementId}`),
      200,
    );
    const lineIds = await insertBudget(app, created.projectId);
    const values = {
      ...appropriationValues(agreement, '2500.00'),
      payeeAccountNo: '6228480011112222',
      budgetLineIds: lineIds,
    };
    const stale = await call(officer, 'PUT', `/pm/appropriations/${created.id}`, {
      ...values,
      version: created.version,
    });
    assert.equal(stale.status, 409);
    const edited = expectStatus(
      await call<Detail>(officer, 'PUT', `/pm/appropriations/${created.id}`, {
        ...values,
        version: rejected.version,
      }),
      200,
    );
    assert.deepEqual(
      [edited.status, edited.amount, edited.payeeAccountNo, edited.budgetLines.length, edited.version],
      ['rejected', '2500.00', '6228480011112222', 2, rejected.version + 1],
    );
    const resubmitted = expectStatus(await fx.step(officer, edited, 'resubmit'), 200);
    assert.equal(resubmitted.status, 'submitted');
    // Resubmitting starts a new approval, waiting for finance again.
    const again = (await latestInstance(app, 'appropriation', created.id))!;
    assert.notEqual(again.id, approval.id);
    assert.equal(again.status, 'running');
    assert.deepEqual(
      (await pendingAt(app, again.id)).map((pending) => pending.username),
      ['finance'],
    );
    const late = await call(officer, 'PUT', `/pm/appropriations/${created.id}`, {
      ...values,
      version: resubmitted.version,
    });
    assert.deepEqual([late.status, late.body.msg], [409, '拨款单当前状态为“待核验”，不能修改']);
    const logs = await logsOf(app, 'appropriation', created.id);
    assert.deepEqual(
      logs.map((log) => [log.action, log.comment]),
      [
        ['create', null],
        ['reject', '收款账户有误'],
        ['update', null],
        ['resubmit', null],
      ],
    );
    const update = logs[2]!;
    assert.deepEqual(
      [(update.before as { amount: string }).amount, (update.after as { amount: string }).amount],
      ['3000.00', '2500.00'],
    );
    assert.deepEqual((update.after as { budgetLineIds: number[] }).budgetLineIds, lineIds);
  });

  it("refuses a budget line of another project's budget (422 under budgetLineIds)", async () => {
    const agreement = await fx.activeAgreement();
    const foreign = await insertBudget(app, await insertProject(app, 'approved', '1000.00'));
    const refused = await fx.create(officer, {
      ...appropriationValues(agreement, '10.00'),
      budgetLineIds: foreign,
    });
    assert.equal(refused.status, 422);
    assert.equal(
      (refused.body.data as unknown as { errors: { field: string }[] }).errors[0]!.field,
      'budgetLineIds',
    );
  });

  it('cancels with a reason and releases the amount; a cancelled one cannot be paid', async () => {
    const agreement = await fx.activeAgreement({ instalments: [{ amount: '1000.00' }] });
    const created = await fx.submitted('1000.00', agreement);
    assert.equal((await fx.funding(officer, agreement.projectId)).agreements[0]!.availableAmount, '0.00');
    assert.equal((await fx.step(officer, created, 'cancel')).status, 422);
    const cancelled = expectStatus(await fx.step(officer, created, 'cancel', { comment: '项目调整' }), 200);
    assert.equal((await fx.funding(officer, agreement.projectId)).agreements[0]!.availableAmount, '1000.00');
    const refused = await fx.step(finance, cancelled, 'pay', paymentValues());
    assert.deepEqual([refused.status, refused.body.msg], [409, '当前状态“已取消”不能执行“确认支付”']);
    assert.equal((await call(officer, 'GET', '/pm/appropriations/999999')).status, 404);
    assert.equal(
      (await call(officer, 'POST', '/pm/appropriations/999999/cancel', { version: 1, comment: '作废' }))
        .status,
      404,
    );
    // Verifying is its approval's: the one-step route is gone, even for a record that exists.
    assert.equal(
      (await call(finance, 'POST', `/pm/appropriations/${created.id}/verify`, { version: created.version }))
        .status,
      404,
    );
  });
});

describe('batch verify and pay', () => {
  it('verifies each item on its own and says why the others were refused', async () => {
    const agreement = await fx.activeAgreement({
      instalments: [{ amount: '50000.00' }, { amount: '50000.00', reportSeq: 1 }],
    });
    const [one, two, stale] = [
      await fx.submitted('100.00', agreement),
      await fx.submitted('200.00', agreement),
      await fx.submitted('300.00', agreement),
    ];
    const gated = expectStatus(await fx.create(officer, appropriationValues(agreement, '400.00', 1)), 200);
    // Since the list was read, the third one was rejected and resubmitted: its new approval waits for finance
    // again, but the batch's version is the one finance saw.
    expectStatus(await fx.step(officer, await fx.rejected(stale, '金额待确认'), 'resubmit'), 200);
    const result = expectStatus(
      await call(finance, 'POST', '/pm/appropriations/batch/verify', {
        items: [one, two, stale, gated].map(({ id, version }) => ({ id, version })),
        comment: '批量核验',
      }),
      200,
    );
    assert.deepEqual(result, {
      succeeded: [one.id, two.id],
      failed: [
        { id: stale.id, code: '409', message: '数据已被他人修改，请刷新后重试（您的修改未保存）' },
        { id: gated.id, code: '409', message: '关联的阶段报告“中期报告”尚未验收通过，不能核验本期拨款' },
      ],
    });
    const verifyLog = (await logsOf(app, 'appropriation', one.id)).find((log) => log.action === 'verify');
    assert.equal(verifyLog!.comment, '批量核验');
    // The refused ones still wait for finance's decision.
    for (const refused of [stale, gated]) {
      const approval = (await latestInstance(app, 'appropriation', refused.id))!;
      assert.equal(approval.status, 'running');
      assert.deepEqual(
        (await pendingAt(app, approval.id)).map((task) => task.username),
        ['finance'],
      );
    }
  });

  it('pays under one voucher, refusing what the payer verified (four eyes)', async () => {
    const agreement = await fx.activeAgreement();
    const byFinance = await fx.verified(await fx.submitted('100.00', agreement));
    // Finance passes its task on the other one to the administrator, who verifies it.
    const toAdmin = await fx.submitted('200.00', agreement);
    const approval = (await latestInstance(app, 'appropriation', toAdmin.id))!;
    const [task] = await pendingAt(app, approval.id);
    expectStatus(
      await actOn(app, finance, approval.id, 'reassign', {
        taskId: task!.id,
        userId: await userIdOf('admin'),
        comment: '请管理员核验',
      }),
      200,
    );
    const byAdmin = await fx.verified(toAdmin);
    assert.equal(byAdmin.verifiedByName, '系统管理员');
    const items = [byFinance, byAdmin].map(({ id, version }) => ({ id, version }));
    const future = await call(admin, 'POST', '/pm/appropriations/batch/pay', {
      items,
      ...paymentValues(),
      paidDate: '2999-01-01',
    });
    assert.equal(future.status, 422);
    const result = expectStatus(
      await call(admin, 'POST', '/pm/appropriations/batch/pay', {
        items,
        ...paymentValues(),
        voucherNo: 'PZ-BATCH-1',
      }),
      200,
    );
    assert.deepEqual(result, {
      succeeded: [byFinance.id],
      failed: [
        {
          id: byAdmin.id,
          code: '403',
          message: '双人复核：核验此笔拨款的人不能再支付它，请由其他有支付权限的同事操作',
        },
      ],
    });
    const paid = expectStatus(await call<Detail>(officer, 'GET', `/pm/appropriations/${byFinance.id}`), 200);
    assert.deepEqual([paid.status, paid.voucherNo], ['paid', 'PZ-BATCH-1']);
  });
});

describe('appropriations: who may do what', () => {
  it('answers 401 without a token', async () => {
    for (const [method, url] of [
      ['GET', '/pm/appropriations'],
      ['GET', '/pm/appropriations/1'],
      ['POST', '/pm/appropriations'],
      ['POST', '/pm/appropriations/1/pay'],
      ['POST', '/pm/appropriations/batch/pay'],
      ['GET', '/pm/projects/1/funding'],
    ] as const) {
      const response = await app.inject({
        method,
        url: `${API}${url}`,
        payload: method === 'GET' ? undefined : {},
      });
      assert.equal(response.statusCode, 401, `${method} ${url}`);
    }
  });

  it('refuses a user without the codes (403), and the pay button to a user who may only verify', async () => {
    const nobody = await staffWith(app, 'funds-nobody', []);
    for (const [method, url] of [
      ['GET', '/pm/appropriations'],
      ['GET', '/pm/appropriations/export'],
      ['GET', '/pm/appropriations/1'],
      ['GET', '/pm/appropriations/fundable-projects'],
      ['GET', '/pm/projects/1/funding'],
      ['POST', '/pm/appropriations'],
      ['PUT', '/pm/appropriations/1'],
      ['POST', '/pm/approvals/instances/1/approve'],
      ['POST', '/pm/appropriations/1/pay'],
      ['POST', '/pm/appropriations/batch/verify'],
      ['POST', '/pm/appropriations/batch/pay'],
    ] as const) {
      const response = await app.inject({
        method,
        url: `${API}${url}`,
        headers: bearer(nobody.token),
        payload: method === 'GET' ? undefined : {},
      });
      assert.equal(response.statusCode, 403, `${method} ${url}`);
    }

    const verifier = await staffWith(app, 'funds-verifier', ['fundPayment', 'fundPayment:verify', 'approve']);
    const created = await fx.submitted('100.00');
    // The verify code alone decides nothing: the approval's task is finance's, not theirs.
    const approval = (await latestInstance(app, 'appropriation', created.id))!;
    const [task] = await pendingAt(app, approval.id);
    const notTheirs = await actOn(app, verifier.token, approval.id, 'approve', { taskId: task!.id });
    assert.deepEqual([notTheirs.status, notTheirs.body.msg], [409, '这不是您待处理的审批任务']);
    const batch = expectStatus(
      await call(verifier.token, 'POST', '/pm/appropriations/batch/verify', {
        items: [{ id: created.id, version: created.version }],
        comment: '',
      }),
      200,
    );
    assert.deepEqual(batch, {
      succeeded: [],
      failed: [{ id: created.id, code: '409', message: '这不是您待处理的审批任务' }],
    });
    // Given the task, they verify it; paying is still not theirs.
    expectStatus(
      await actOn(app, finance, approval.id, 'reassign', { taskId: task!.id, userId: verifier.id }),
      200,
    );
    const [theirs] = await pendingAt(app, approval.id);
    expectStatus(await actOn(app, verifier.token, approval.id, 'approve', { taskId: theirs!.id }), 200);
    const verified = expectStatus(
      await call<Detail>(officer, 'GET', `/pm/appropriations/${created.id}`),
      200,
    );
    assert.deepEqual([verified.status, verified.verifiedById], ['verified', verifier.id]);
    const refused = await fx.step(verifier.token, verified, 'pay', paymentValues());
    assert.deepEqual([refused.status, refused.body.msg], [403, '没有访问权限']);
    assert.equal((await call(verifier.token, 'GET', '/pm/appropriations/export')).status, 403);
    assert.equal(
      (await fx.create(verifier.token, appropriationValues(await fx.activeAgreement(), '1.00'))).status,
      403,
    );
    expectStatus(await fx.step(finance, verified, 'pay', paymentValues()), 200);
  });
});
