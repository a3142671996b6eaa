import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { agreements } from '../src/db/schema';
import { API, bearer, buildTestApp, clientLogin, DEMO_CLIENT_MOBILE, loginAs } from './helper';

const app = await buildTestApp();
const token = await clientLogin(app, DEMO_CLIENT_MOBILE);
const other = await clientLogin(app, '13900001001');
const admin = await loginAs(app, 'admin');

const get = (url: string, auth = token) => app.inject({ url: `${API}${url}`, headers: bearer(auth) });
const data = async <T>(url: string, auth = token): Promise<T> => {
  const response = await get(url, auth);
  assert.equal(response.statusCode, 200, `${url}: ${response.body}`);
  return response.json().data as T;
};

interface Row {
  id: number;
  number: string;
  projectId: number;
  status: 'active' | 'completed' | 'terminated';
}
interface Cert {
  id: number;
  number: string;
  status: string;
  verifyCode: string;
  verifyUrl: string;
}
type PageOf<T> = { list: T[]; total: number };

const me = await data<{ id: number }>('/client/auth_user');
const myProjects = new Set(
  (await data<PageOf<{ id: number }>>(`/client/${me.id}/projects?pageSize=100`)).list.map((p) => p.id),
);
const mine = await data<PageOf<Row>>('/client/agreements?pageSize=100');
const myCerts = await data<PageOf<Cert>>('/client/certificates?pageSize=100');
const staffAgreements = await data<PageOf<Row>>('/pm/agreements?pageSize=100', admin);
const foreignAgreement = staffAgreements.list.find((row) => !myProjects.has(row.projectId))!;
const staffCerts = await data<PageOf<Cert & { recipientType: string; recipientId: number }>>(
  '/pm/cert/issued?pageSize=100',
  admin,
);
const foreignCert = staffCerts.list.find((row) => !myCerts.list.some((cert) => cert.id === row.id))!;
const UNKNOWN = 2_000_000_000;

describe('client portal: agreements and certificates', () => {
  it("lists only the beneficiary's own signed agreements", () => {
    assert.ok(mine.total >= 2);
    assert.equal(mine.list.length, mine.total);
    for (const row of mine.list) {
      assert.ok(myProjects.has(row.projectId), `agreement ${row.number} is on a project of hers`);
      assert.ok(['active', 'completed', 'terminated'].includes(row.status));
    }
    assert.ok(mine.list.some((row) => row.status === 'active'));
    assert.ok(mine.list.some((row) => row.status === 'completed'));
  });

  it('filters by status and keyword, and pages', async () => {
    const active = await data<PageOf<Row>>('/client/agreements?status=active&pageSize=100');
    assert.ok(active.list.every((row) => row.status === 'active'));
    const first = mine.list[0]!;
    const found = await data<PageOf<Row>>(`/client/agreements?keyword=${encodeURIComponent(first.number)}`);
    assert.deepEqual(
      found.list.map((row) => row.id),
      [first.id],
    );
    const paged = await data<PageOf<Row>>('/client/agreements?pageSize=1&page=2&sortField=number');
    assert.equal(paged.list.length, 1);
    assert.equal(paged.total, mine.total);
    assert.equal((await get('/client/agreements?sortField=createdBy')).statusCode, 422);
    assert.equal((await get('/client/agreements?status=draft')).statusCode, 422);
  });

  it('shows an agreement read-only with its schedules, and no staff-only fields', async () => {
    const detail = await data<Record<string, unknown>>(`/client/agreements/${mine.list[0]!.id}`);
    for (const key of ['number', 'partyA', 'partyB', 'signedDate', 'totalAmount', 'clauses', 'instalments']) {
      assert.ok(key in detail, key);
    }
    assert.ok((detail.clauses as unknown[]).length > 0);
    assert.ok((detail.instalments as unknown[]).length > 0);
    assert.ok((detail.reportItems as unknown[]).length > 0);
    for (const key of ['createdBy', 'createdById', 'submittedBy', 'approval', 'version', 'reviewComment']) {
      assert.ok(!(key in detail), `no ${key}`);
    }
  });

  it('keeps drafts out of the portal', async () => {
    const target = mine.list[0]!;
    await app.db.update(agreements).set({ status: 'draft' }).where(eq(agreements.id, target.id));
    try {
      const list = await data<PageOf<Row>>('/client/agreements?pageSize=100');
      assert.ok(!list.list.some((row) => row.id === target.id));
      assert.equal((await get(`/client/agreements/${target.id}`)).statusCode, 404);
      assert.equal((await get(`/client/agreements/${target.id}/pdf`)).statusCode, 404);
    } finally {
      await app.db.update(agreements).set({ status: target.status }).where(eq(agreements.id, target.id));
    }
  });

  it('gives the agreement as a PDF', async () => {
    const response = await get(`/client/agreements/${mine.list[0]!.id}/pdf`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.match(String(response.headers['content-disposition']), /^attachment;/);
    assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
  });

  it('lists the certificates issued to the beneficiary, revoked ones marked', async () => {
    assert.ok(myCerts.total >= 1);
    assert.ok(myCerts.list.some((cert) => cert.status === 'issued'));
    assert.ok(myCerts.list.some((cert) => cert.status === 'revoked'));
    for (const cert of myCerts.list) {
      assert.ok(cert.verifyCode.length >= 16);
      assert.ok(cert.verifyUrl.endsWith(`/verify/${cert.verifyCode}`));
    }
    const ids = new Set(
      staffCerts.list
        .filter((row) => row.recipientType === 'beneficiary' && row.recipientId === me.id)
        .map((row) => row.id),
    );
    assert.deepEqual(new Set(myCerts.list.map((cert) => cert.id)), ids);
    const verified = await get(`/pm/cert/verify/${myCerts.list[0]!.verifyCode}`, '');
    assert.equal(verified.statusCode, 200);
  });

  it('gives an issued certificate as a PDF and refuses a revoked one (409)', async () => {
    const issued = myCerts.list.find((cert) => cert.status === 'issued')!;
    const response = await get(`/client/certificates/${issued.id}/pdf`);
    assert.equal(response.statusCode, 200);
    assert.equal(response.headers['content-type'], 'application/pdf');
    assert.equal(response.rawPayload.subarray(0, 5).toString('latin1'), '%PDF-');
    const revoked = myCerts.list.find((cert) => cert.status === 'revoked')!;
    const refused = await get(`/client/certificates/${revoked.id}/pdf`);
    assert.equal(refused.statusCode, 409);
  });

  it('answers 404 for a foreign or unknown id on every id route', async () => {
    assert.ok(foreignAgreement && foreignCert);
    const own = mine.list[0]!.id;
    const paths = [
      `/client/agreements/${foreignAgreement.id}`,
      `/client/agreements/${foreignAgreement.id}/pdf`,
      `/client/agreements/${foreignAgreement.id}/files/1`,
      `/client/agreements/${own}/files/${UNKNOWN}`,
      `/client/agreements/${UNKNOWN}`,
      `/client/agreements/${UNKNOWN}/pdf`,
      `/client/agreements/${UNKNOWN}/files/1`,
      `/client/certificates/${foreignCert.id}/pdf`,
      `/client/certificates/${UNKNOWN}/pdf`,
    ];
    for (const path of paths) {
      const response = await get(path);
      assert.equal(response.statusCode, 404, path);
    }
    // Hers, asked by someone else: the same 404.
    assert.equal((await get(`/client/agreements/${own}`, other)).statusCode, 404);
    assert.equal((await get(`/client/certificates/${myCerts.list[0]!.id}/pdf`, other)).statusCode, 404);
    assert.equal((await get('/client/agreements/abc')).statusCode, 422);
  });

  it('refuses a staff token and no token', async () => {
    for (const path of [
      '/client/agreements',
      '/client/certificates',
      `/client/agreements/${mine.list[0]!.id}`,
    ]) {
      const staff = await get(path, admin);
      assert.ok([401, 403].includes(staff.statusCode), `${path}: ${staff.statusCode}`);
      assert.equal((await get(path, '')).statusCode, 401);
    }
  });

  it('follows a switch of identity', async () => {
    // The last test: the file's session switches to the cooperative on her phone.
    const session = token;
    const roles = await data<{ id: number; type: string }[]>('/client/login/roles', session);
    const company = roles.find((role) => role.type === 'company')!;
    const switched = await app.inject({
      method: 'POST',
      url: `${API}/client/change/login/user`,
      payload: { id: company.id },
      headers: bearer(session),
    });
    assert.equal(switched.statusCode, 200);
    const theirs = await data<PageOf<Row>>('/client/agreements?pageSize=100', session);
    const theirCerts = await data<PageOf<Cert>>('/client/certificates?pageSize=100', session);
    assert.ok(theirs.total >= 1);
    assert.ok(theirCerts.total >= 1);
    assert.ok(!theirs.list.some((row) => mine.list.some((own) => own.id === row.id)));
    assert.ok(!theirCerts.list.some((cert) => myCerts.list.some((own) => own.id === cert.id)));
    assert.equal((await get(`/client/agreements/${mine.list[0]!.id}`, session)).statusCode, 404);
  });
});
