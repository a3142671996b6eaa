import type { AppropriationDetail } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { describe, it } from 'node:test';
import { compareMoney, sumMoney } from '@pm/domain/money/money';
import { RELEASED_APPROPRIATION_STATUSES } from '@pm/domain/workflow/appropriation-machine';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { appropriations, operationLogs } from '../src/db/schema';
import { buildTestApp, loginAs, TEST_DB } from './helper';
import { fundsFixtures, insertSubProject } from './support/funds';
import { expectStatus, insertProject, type Reply } from './support/records';
import { appropriationValues, paymentValues } from './fixtures/appropriation';

/**
 * Races on PostgreSQL: every request runs in its own transaction on its own pooled connection (node-postgres'
 * default pool of 10), so up to ten creates contend for the same rows at any moment and the rest queue for a
 * connection, as they would behind a busy server. PGlite has one connection: nothing could race there.
 */
const skip = TEST_DB !== 'postgres' && 'needs concurrent transactions (PostgreSQL)';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const fx = fundsFixtures(app, { officer, admin });

const BALANCE_MESSAGE = /^拨款金额不能超过(本期|协议|项目)可拨余额 \d+\.\d{2}$/;

/** The live (not rejected or cancelled) amounts of these agreements' appropriations. */
async function liveSum(agreementIds: number[]): Promise<{ count: number; sum: string }> {
  const rows = await app.db
    .select({ amount: appropriations.amount })
    .from(appropriations)
    .where(
      and(
        inArray(appropriations.agreementId, agreementIds),
        notInArray(appropriations.status, [...RELEASED_APPROPRIATION_STATUSES]),
      ),
    );
  return { count: rows.length, sum: sumMoney(rows.map((row) => row.amount)) };
}

function tally(replies: Reply<unknown>[]) {
  const accepted = replies.filter((reply) => reply.status === 200).length;
  const refused = replies.filter((reply) => reply.status !== 200);
  for (const reply of refused) {
    assert.ok([409, 422].includes(reply.status), JSON.stringify(reply.body));
    assert.match(reply.body.msg, BALANCE_MESSAGE);
  }
  return { accepted, refused: refused.length };
}

describe('appropriations under concurrency', () => {
  it('never lets 200 simultaneous creates exceed the agreement', { skip }, async () => {
    const agreement = await fx.activeAgreement({ instalments: [{ amount: '100000.00' }] });
    const values = appropriationValues(agreement, '700.00');
    const started = performance.now();
    const replies = await Promise.all(Array.from({ length: 200 }, () => fx.create(officer, values)));
    const elapsed = Math.round(performance.now() - started);
    const { accepted, refused } = tally(replies);
    const { count, sum } = await liveSum([agreement.id]);
    console.log(
      `concurrency: 200 creates → ${accepted} accepted, ${refused} refused, sum ${sum} ≤ 100000.00, ${elapsed} ms`,
    );
    assert.equal(accepted, Math.floor(100000 / 700));
    assert.equal(count, accepted);
    assert.equal(sum, '99400.00');
    assert.ok(compareMoney(sum, '100000.00') <= 0);
    const codes = new Set(
      replies.flatMap((reply) =>
        reply.status === 200 ? [(reply.body.data as AppropriationDetail).code] : [],
      ),
    );
    assert.equal(codes.size, accepted);
  });

  it(
    "never lets creates on a sub-project's and its root's agreements exceed the tree",
    { skip },
    async () => {
      // Root approved 100 000 with its own agreement of 100 000; a sub-project holds 40 000 with its own agreement.
      // The root's agreement alone allows more than the root may pay (60 000 it did not allocate): only the project
      // rows' locks keep each project within its balance, and so the tree within 100 000.
      const rootId = await insertProject(app, 'approved', '100000.00');
      const childId = await insertSubProject(app, rootId, '40000.00');
      const onRoot = await fx.activeAgreement({ projectId: rootId, instalments: [{ amount: '100000.00' }] });
      const onChild = await fx.activeAgreement({ projectId: childId, instalments: [{ amount: '40000.00' }] });
      const started = performance.now();
      const replies = await Promise.all(
        Array.from({ length: 200 }, (_, index) =>
          fx.create(officer, appropriationValues(index % 2 === 0 ? onRoot : onChild, '700.00')),
        ),
      );
      const elapsed = Math.round(performance.now() - started);
      const { accepted, refused } = tally(replies);
      const { sum } = await liveSum([onRoot.id, onChild.id]);
      const child = await liveSum([onChild.id]);
      const root = await liveSum([onRoot.id]);
      console.log(
        `concurrency: 200 creates on a root and its sub-project → ${accepted} accepted, ${refused} refused, tree sum ${sum} ≤ 100000.00 (sub-project ${child.sum} ≤ 40000.00), ${elapsed} ms`,
      );
      assert.ok(compareMoney(sum, '100000.00') <= 0);
      assert.ok(compareMoney(child.sum, '40000.00') <= 0);
      assert.ok(compareMoney(root.sum, '60000.00') <= 0);
      assert.equal(accepted, Math.floor(60000 / 700) + Math.floor(40000 / 700));
    },
  );

  it('pays once when two pays of one appropriation race', { skip }, async () => {
    const created = expectStatus(
      await fx.create(officer, appropriationValues(await fx.activeAgreement(), '5000.00')),
      200,
    );
    const verified = await fx.verified(created);
    const started = performance.now();
    const replies = await Promise.all([
      fx.step(officer, verified, 'pay', paymentValues()),
      fx.step(admin, verified, 'pay', paymentValues()),
    ]);
    const elapsed = Math.round(performance.now() - started);
    const statuses = replies.map((reply) => reply.status).sort();
    const pays = await app.db
      .select()
      .from(operationLogs)
      .where(
        and(
          eq(operationLogs.entity, 'appropriation'),
          eq(operationLogs.entityId, String(created.id)),
          eq(operationLogs.action, 'pay'),
        ),
      );
    console.log(
      `concurrency: 2 simultaneous pays → ${statuses.join(' + ')}, ${pays.length} pay logged, ${elapsed} ms`,
    );
    assert.deepEqual(statuses, [200, 409]);
    assert.equal(pays.length, 1);
    const refused = replies.find((reply) => reply.status === 409)!;
    assert.equal(refused.body.msg, '数据已被他人修改，请刷新后重试（您的修改未保存）');
    const [row] = await app.db.select().from(appropriations).where(eq(appropriations.id, created.id));
    assert.deepEqual([row!.status, row!.version], ['paid', verified.version + 1]);
  });

  it('creates once when a create and its retry with the same Idempotency-Key race', { skip }, async () => {
    const agreement = await fx.activeAgreement();
    const values = appropriationValues(agreement, '800.00');
    const key = randomUUID();
    const replies = await Promise.all(Array.from({ length: 5 }, () => fx.create(officer, values, key)));
    const ids = new Set(replies.map((reply) => expectStatus(reply, 200).id));
    assert.equal(ids.size, 1);
    assert.equal((await liveSum([agreement.id])).count, 1);
  });
});
