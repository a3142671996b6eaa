import type { AppropriationDetail } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { after, before, describe, it } from 'node:test';
import { compareMoney, sumMoney } from '@pm/domain/money/money';
import { RELEASED_APPROPRIATION_STATUSES } from '@pm/domain/workflow/appropriation-machine';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { appropriations } from '../src/db/schema';
import { buildTestApp, loginAs, TEST_DB } from './helper';
import { appropriationValues } from './fixtures/appropriation';
import { fundsFixtures } from './support/funds';
import { redisMissing, TEST_REDIS_URL } from './support/redis';
import { startServerProcess, type ServerProcess } from './support/server-process';
import { staffSignIn, type Call } from './support/sign-in';

/**
 * Two API servers — real processes, each on its own port — on one PostgreSQL database and one Redis, as behind a
 * load balancer: a token signed in on one works on the other, a sign-out on one is refused by the other, the rate
 * limit counts calls to both, 200 simultaneous payment creates spread over both never overspend, and a server
 * killed under load loses no write it acknowledged. PostgreSQL only (PGlite is one process's database).
 */
const skip = TEST_DB !== 'postgres' ? 'needs PostgreSQL (PGlite serves one process)' : await redisMissing();

const AUTH_RATE_LIMIT = 6;
const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const fx = fundsFixtures(app, { officer, admin });
let servers: [ServerProcess, ServerProcess] | undefined;

const address = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

interface Answer {
  status: number;
  json: { data?: unknown; msg?: string } | null;
}

/** One call to `base`, as the client at `from` (the servers trust X-Forwarded-For, as behind a proxy). */
async function call(
  base: string,
  method: string,
  path: string,
  { token, body, from = '10.0.0.1' }: { token?: string; body?: object; from?: string } = {},
): Promise<Answer> {
  const answer = await fetch(`${base}${path}`, {
    method,
    headers: {
      'x-forwarded-for': from,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await answer.text();
  return { status: answer.status, json: text ? (JSON.parse(text) as Answer['json']) : null };
}

/** The shared sign-in's calls, to one server from one address. */
const callsTo =
  (base: string, from: string): Call =>
  async (method, path, body) => {
    const answer = await call(base, method, path, { body, from });
    return { status: answer.status, json: answer.json };
  };

describe('two API servers on one PostgreSQL and one Redis', { skip }, () => {
  before(async () => {
    const answer = await app.db.execute(sql`select current_database() as name`);
    const [{ name }] = (answer as unknown as { rows: [{ name: string }] }).rows;
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${name}`;
    const env = {
      DATABASE_URL: url.toString(),
      REDIS_URL: TEST_REDIS_URL,
      PM_TEST_CHANNEL: '1',
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT),
      FILES_DIR: app.config.filesDir,
    };
    const started = performance.now();
    servers = [await startServerProcess(env), await startServerProcess(env)];
    console.log(`cluster: two servers ready in ${Math.round(performance.now() - started)} ms`);
  });
  after(async () => {
    await Promise.all((servers ?? []).map((server) => server.stop()));
  });

  it('accepts on one server a token signed in on the other, and refuses it there once signed out', async () => {
    const [a, b] = servers!;
    const { token } = await staffSignIn(callsTo(a.base, address()), 'officer');
    assert.equal((await call(b.base, 'GET', '/api/pm/projects', { token })).status, 200);
    assert.equal((await call(a.base, 'POST', '/api/pm/logout', { token, body: {} })).status, 200);
    // The other server drops its cached session when PostgreSQL's change feed (NOTIFY) reaches it, a moment after
    // the sign-out commits: the delay is measured and held to a bound.
    const signedOut = performance.now();
    let status = 0;
    while (performance.now() - signedOut < 2000) {
      status = (await call(b.base, 'GET', '/api/pm/projects', { token })).status;
      if (status !== 200) break;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const delay = Math.round(performance.now() - signedOut);
    console.log(`cluster: a sign-out on one server refused by the other after ${delay} ms`);
    assert.equal(status, 401);
    assert.ok(delay < 1000, `refused after ${delay} ms`);
  });

  it('counts the sign-in rate limit across both servers', async () => {
    const [a, b] = servers!;
    const from = address();
    const statuses: number[] = [];
    for (let index = 0; index < AUTH_RATE_LIMIT + 2; index += 1) {
      statuses.push(
        (await call(index % 2 === 0 ? a.base : b.base, 'GET', '/api/pm/captcha', { from })).status,
      );
    }
    assert.deepEqual(statuses, [...Array<number>(AUTH_RATE_LIMIT).fill(200), 429, 429]);
  });

  it('never overspends an agreement with 200 simultaneous creates spread over both servers', async () => {
    const [a, b] = servers!;
    const agreement = await fx.activeAgreement({ instalments: [{ amount: '100000.00' }] });
    const values = appropriationValues(agreement, '700.00');
    const started = performance.now();
    const replies = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        call(index % 2 === 0 ? a.base : b.base, 'POST', '/api/pm/appropriations', {
          token: officer,
          body: values,
        }),
      ),
    );
    const elapsed = Math.round(performance.now() - started);
    const accepted = replies.filter((reply) => reply.status === 200);
    for (const reply of replies.filter((one) => one.status !== 200)) {
      assert.ok([409, 422].includes(reply.status), JSON.stringify(reply.json));
      assert.match(reply.json?.msg ?? '', /可拨余额/);
    }
    const rows = await app.db
      .select({ amount: appropriations.amount })
      .from(appropriations)
      .where(
        and(
          eq(appropriations.agreementId, agreement.id),
          notInArray(appropriations.status, [...RELEASED_APPROPRIATION_STATUSES]),
        ),
      );
    const sum = sumMoney(rows.map((row) => row.amount));
    console.log(
      `cluster: 200 creates over two servers → ${accepted.length} accepted, ${200 - accepted.length} refused, ` +
        `sum ${sum} ≤ 100000.00, ${elapsed} ms`,
    );
    assert.equal(accepted.length, Math.floor(100000 / 700));
    assert.equal(rows.length, accepted.length);
    assert.ok(compareMoney(sum, '100000.00') <= 0);
  });

  it('loses no acknowledged write when one server is killed under load', async () => {
    const [a, b] = servers!;
    const agreement = await fx.activeAgreement({ instalments: [{ amount: '10000000.00' }] });
    const values = appropriationValues(agreement, '100.00');
    const acknowledged: string[] = [];
    let failedOnKilled = 0;
    let acceptedAfterKill = 0;
    let killed = false;
    const end = performance.now() + 3000;
    const worker = async (index: number) => {
      for (let round = 0; performance.now() < end; round += 1) {
        const target = (index + round) % 2 === 0 ? a : b;
        try {
          const reply = await call(target.base, 'POST', '/api/pm/appropriations', {
            token: officer,
            body: values,
          });
          if (reply.status === 200) {
            acknowledged.push((reply.json?.data as AppropriationDetail).code);
            if (killed && target === b) acceptedAfterKill += 1;
          }
        } catch {
          // The killed server: its connection is gone; nothing was acknowledged.
          failedOnKilled += 1;
        }
      }
    };
    const load = Promise.all(Array.from({ length: 16 }, (_, index) => worker(index)));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    a.kill();
    killed = true;
    await load;
    const stored = await app.db
      .select({ code: appropriations.code })
      .from(appropriations)
      .where(and(eq(appropriations.agreementId, agreement.id), inArray(appropriations.code, acknowledged)));
    const all = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(appropriations)
      .where(eq(appropriations.agreementId, agreement.id));
    console.log(
      `cluster: kill under load → ${acknowledged.length} acknowledged, ${stored.length} of them stored, ` +
        `${all[0]!.n} rows in all, ${failedOnKilled} calls failed on the killed server, ` +
        `${acceptedAfterKill} accepted by the other after the kill`,
    );
    assert.ok(failedOnKilled > 0, 'the kill happened under load');
    assert.ok(acceptedAfterKill > 0, 'the other server went on');
    assert.equal(stored.length, acknowledged.length);
    assert.equal(new Set(acknowledged).size, acknowledged.length);
  });
});
