import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ClientFinancePayment, ClientFinances } from '@pm/domain/shapes/client-finances';
import { compareMoney, subMoney, sumMoney } from '@pm/domain/money';
import { eq } from 'drizzle-orm';
import { appropriations, files } from '../src/db/schema';
import { DEMO_RECEIPT_FILES, writeDemoReceiptFiles } from '../src/seed/demo/payment-receipts';
import { API, bearer, buildTestApp, clientLogin, DEMO_CLIENT_MOBILE, loginAs } from './helper';

const app = await buildTestApp();
// The start-up writes the demo receipts' bytes; the test app's upload folder is its own.
await writeDemoReceiptFiles(app.files);
const token = await clientLogin(app, DEMO_CLIENT_MOBILE);
const staff = await loginAs(app, 'admin');

const get = (url: string, auth = token) => app.inject({ url: `${API}${url}`, headers: bearer(auth) });
const finances = async (query = '', auth = token): Promise<ClientFinances> => {
  const response = await get(`/client/finances${query}`, auth);
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data;
};
const me = async (auth = token) => (await get('/client/auth_user', auth)).json().data as { id: number };
const paymentsOf = (data: ClientFinances): ClientFinancePayment[] =>
  data.projects.flatMap((project) => project.instalments.flatMap((row) => row.payments));

const roles = (await get('/client/login/roles')).json().data as { id: number; type: string }[];
const person = roles.find((role) => role.type === 'person')!;
const company = roles.find((role) => role.type === 'company')!;

/** Runs `work` with the session switched to the company record sharing the demo phone, then switches back. */
async function asCompany<T>(work: () => Promise<T>): Promise<T> {
  const switchTo = async (id: number) => {
    const response = await app.inject({
      method: 'POST',
      url: `${API}/client/change/login/user`,
      payload: { id },
      headers: bearer(token),
    });
    assert.equal(response.statusCode, 200);
  };
  await switchTo(company.id);
  try {
    return await work();
  } finally {
    await switchTo(person.id);
  }
}

describe('client finances', () => {
  it("adds up per instalment, per project and in total, and agrees with the staff side's payments", async () => {
    const data = await finances();
    assert.ok(data.projects.length >= 2);
    for (const project of data.projects) {
      assert.ok(project.instalments.length > 0);
      for (const row of project.instalments) {
        const paid = sumMoney(row.payments.filter((p) => p.status === 'paid').map((p) => p.amount));
        const verified = sumMoney(
          row.payments
            .filter((p) => ['verified', 'paid', 'returned'].includes(p.status))
            .map((p) => p.amount),
        );
        assert.equal(row.paid, paid);
        assert.equal(row.verified, verified);
        const left = subMoney(row.agreed, row.paid);
        assert.equal(row.toCome, compareMoney(left, '0') < 0 ? '0.00' : left);
        if (row.state === 'paid') assert.ok(row.paidDate);
      }
      for (const key of ['agreed', 'verified', 'paid', 'toCome'] as const) {
        assert.equal(project[key], sumMoney(project.instalments.map((row) => row[key])), key);
      }
    }
    for (const key of ['agreed', 'verified', 'paid', 'toCome'] as const) {
      assert.equal(data.totals[key], sumMoney(data.projects.map((project) => project[key])), key);
    }

    // The staff page's payments of the same record: same paid total, same amounts, statuses and paid dates.
    const { id } = await me();
    const response = await get(`/pm/beneficiaries/${id}/payments`, staff);
    assert.equal(response.statusCode, 200);
    const staffSide = response.json().data as {
      totalPaid: string;
      list: { id: number; code: string; amount: string; status: string; paidDate: string | null }[];
    };
    assert.equal(data.totals.paid, staffSide.totalPaid);
    const listed = paymentsOf(data);
    assert.ok(listed.length > 0);
    for (const payment of listed) {
      const seen = staffSide.list.find((row) => row.id === payment.id);
      assert.ok(seen, payment.code);
      assert.equal(seen.code, payment.code);
      assert.equal(seen.amount, payment.amount);
      assert.equal(seen.status, payment.status);
      if (payment.status === 'paid') assert.equal(seen.paidDate, payment.paidDate);
    }
    // …and the staff detail of one paid payment has the same verified instant.
    const paid = listed.find((payment) => payment.status === 'paid')!;
    const detail = (await get(`/pm/appropriations/${paid.id}`, staff)).json().data;
    assert.equal(detail.amount, paid.amount);
    assert.equal(detail.verifiedAt, paid.verifiedAt);
    assert.equal(detail.paidDate, paid.paidDate);
  });

  it('filters by project and by year (planned or paid in it), totals following', async () => {
    const all = await finances();
    const project = all.projects[0]!;
    const one = await finances(`?projectId=${project.id}`);
    assert.deepEqual(
      one.projects.map((row) => row.id),
      [project.id],
    );
    assert.equal(one.totals.agreed, project.agreed);
    assert.equal(one.totals.paid, project.paid);
    assert.deepEqual(one.options, all.options);

    assert.ok(all.options.years.length > 0);
    let agreed = '0.00';
    for (const year of all.options.years) {
      const data = await finances(`?year=${year}`);
      for (const row of data.projects.flatMap((p) => p.instalments)) {
        const years = [row.plannedDate, ...row.payments.map((p) => p.paidDate)]
          .filter((date): date is string => date !== null)
          .map((date) => Number(date.slice(0, 4)));
        assert.ok(years.includes(year), `${row.id} in ${year}`);
      }
      agreed = sumMoney([agreed, data.totals.agreed]);
    }
    // Every instalment is in at least one of the years listed.
    assert.ok(compareMoney(agreed, all.totals.agreed) >= 0);
    const none = await finances('?year=2001');
    assert.deepEqual(none.projects, []);
    assert.deepEqual(none.totals, { agreed: '0.00', verified: '0.00', paid: '0.00', toCome: '0.00' });
  });

  it('answers for the identity in use: the company record has its own projects and states', async () => {
    const mine = await finances();
    const data = await asCompany(() => finances());
    assert.ok(data.projects.length > 0);
    const theirs = new Set(data.options.projects.map((p) => p.id));
    for (const project of mine.options.projects) assert.ok(!theirs.has(project.id));
    const states = new Set(data.projects.flatMap((p) => p.instalments.map((row) => row.state)));
    assert.ok(states.has('paid') && states.has('planned'), [...states].join());
    // The other's project is a 404 from here, and back.
    const foreign = mine.options.projects[0]!.id;
    const refused = await asCompany(() => get(`/client/finances?projectId=${foreign}`));
    assert.equal(refused.statusCode, 404);
    const response = await get(`/client/finances?projectId=${data.options.projects[0]!.id}`);
    assert.equal(response.statusCode, 404);
    assert.equal(response.json().status, 'fail');
  });

  it('downloads a paid payment’s receipt with its bytes and type', async () => {
    const data = await finances();
    const payment = paymentsOf(data).find((p) => p.hasReceipt);
    assert.ok(payment, 'the demo has a receipt');
    const response = await get(`/client/payments/${payment.id}/receipt`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.match(String(response.headers['content-disposition']), /attachment/);
    const [row] = await app.db
      .select({ storageKey: files.storageKey })
      .from(appropriations)
      .innerJoin(files, eq(files.id, appropriations.receiptFileId))
      .where(eq(appropriations.id, payment.id));
    const expected = DEMO_RECEIPT_FILES.find((file) => file.storageKey === row!.storageKey)!;
    assert.deepEqual(response.rawPayload, expected.bytes);
  });

  it("refuses another record's payment, an unknown one, one without a receipt or not paid (404)", async () => {
    const theirs = paymentsOf(await asCompany(() => finances())).find((p) => p.hasReceipt);
    assert.ok(theirs);
    const own = await asCompany(() => get(`/client/payments/${theirs.id}/receipt`));
    assert.equal(own.statusCode, 200);
    assert.equal((await get(`/client/payments/${theirs.id}/receipt`)).statusCode, 404);
    assert.equal((await get('/client/payments/2147483647/receipt')).statusCode, 404);
    const [unpaid] = await app.db
      .select({ id: appropriations.id })
      .from(appropriations)
      .where(eq(appropriations.status, 'returned'));
    assert.equal((await get(`/client/payments/${unpaid!.id}/receipt`)).statusCode, 404);
    const without = paymentsOf(await finances()).find((p) => !p.hasReceipt);
    if (without) assert.equal((await get(`/client/payments/${without.id}/receipt`)).statusCode, 404);
  });

  it('refuses bad input with 4xx, never 500', async () => {
    for (const query of [
      '?projectId=0',
      '?projectId=abc',
      '?projectId=99999999999',
      '?year=1999',
      '?year=x',
    ]) {
      const response = await get(`/client/finances${query}`);
      assert.ok(response.statusCode >= 400 && response.statusCode < 500, `${query}: ${response.statusCode}`);
    }
    assert.equal((await get('/client/finances?projectId=2147483647')).statusCode, 404);
    assert.ok([400, 422].includes((await get('/client/payments/0/receipt')).statusCode));
  });

  it('refuses a staff token and no token', async () => {
    for (const url of ['/client/finances', '/client/payments/1/receipt']) {
      const asStaff = await get(url, staff);
      assert.ok([401, 403].includes(asStaff.statusCode), `${url}: ${asStaff.statusCode}`);
      const anonymous = await app.inject({ url: `${API}${url}` });
      assert.equal(anonymous.statusCode, 401);
    }
  });
});
