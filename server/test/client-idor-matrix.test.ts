import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { and, asc, eq, inArray, isNotNull, ne, notInArray, type SQL } from 'drizzle-orm';
import type { DeclaredRoute } from '../src/plugins/access-control';
import { randomBytes } from 'node:crypto';
import {
  agreementReportItems,
  agreements,
  appropriations,
  beneficiaries,
  certificates,
  entityFiles,
  projects,
  stageReports,
} from '../src/db/schema';
import { API, bearer, buildTestApp, clientLogin, DEMO_CLIENT_MOBILE } from './helper';
import { PDF, uploadPdf } from './support/uploads';
import { tokenOf } from './support/approvals';

/**
 * The client IDOR matrix, generated from the server's route table as the staff authorization matrix is. Every
 * client route, and in it every id it takes (its path parameters, and the query and body fields named `id`, `…Id`
 * or `…Ids` in its own schemas), is called by the demo beneficiary with the id of a record of another beneficiary,
 * every other id its own. Each such call is a 404 that carries no data; the same call with its own ids is not (a
 * 200 for a read), so the 404 comes from the scope and not from a malformed call. A route added tomorrow is in the
 * matrix without a line here: only which kind of record an id names (`KINDS`) and, for a write, a body otherwise
 * valid (`BODIES`) are written down, and the matrix fails until they are.
 */
const app = await buildTestApp();
await app.ready();
const db = app.db;
const token = await clientLogin(app, DEMO_CLIENT_MOBILE);
const call = (method: string, url: string, payload?: object) =>
  app.inject({
    method: method as 'GET',
    url: `${API}${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });
const me = (await call('GET', '/client/auth_user')).json().data as { id: number };
const mine = ((await call('GET', '/client/login/roles')).json().data as { id: number }[]).map(
  (identity) => identity.id,
);

type Kind =
  | 'beneficiary'
  | 'project'
  | 'agreement'
  | 'agreementFile'
  | 'payment'
  | 'certificate'
  | 'reportItem'
  | 'report'
  | 'upload';

/** The record of each kind the call names: one of the identity's own, and one of another beneficiary's. */
interface Pair {
  own: number;
  foreign: number;
}

const first = async (rows: Promise<{ id: number }[]>, what: string) => {
  const [row] = await rows;
  assert.ok(row, `the seed has ${what}`);
  return row.id;
};
/** A beneficiary of another phone who signs in to the portal (the seed's second client account). */
const OTHER_MOBILE = '13900001001';
const ownProject: SQL = eq(projects.beneficiaryId, me.id);
const foreignProject: SQL = and(isNotNull(projects.beneficiaryId), notInArray(projects.beneficiaryId, mine))!;
const SHOWN_AGREEMENTS = ['active', 'completed', 'terminated'] as const;

async function agreementOf(scope: SQL, what: string) {
  return first(
    db
      .select({ id: agreements.id })
      .from(agreements)
      .innerJoin(projects, eq(projects.id, agreements.projectId))
      .where(and(scope, inArray(agreements.status, [...SHOWN_AGREEMENTS])))
      .orderBy(asc(agreements.id))
      .limit(1),
    what,
  );
}

async function paymentOf(scope: SQL, what: string) {
  return first(
    db
      .select({ id: appropriations.id })
      .from(appropriations)
      .innerJoin(projects, eq(projects.id, appropriations.projectId))
      .where(and(scope, eq(appropriations.status, 'paid')))
      .orderBy(asc(appropriations.id))
      .limit(1),
    what,
  );
}

async function certificateOf(own: boolean, what: string) {
  return first(
    db
      .select({ id: certificates.id })
      .from(certificates)
      .where(
        and(
          own
            ? and(eq(certificates.recipientType, 'beneficiary'), eq(certificates.recipientId, me.id))
            : ne(certificates.recipientId, me.id),
          eq(certificates.status, 'issued'),
        ),
      )
      .orderBy(asc(certificates.id))
      .limit(1),
    what,
  );
}

/** A file uploaded through the portal by the beneficiary signed in with `with`. */
async function clientUpload(withToken: string): Promise<number> {
  const boundary = `----pm${randomBytes(8).toString('hex')}`;
  const response = await app.inject({
    method: 'POST',
    url: `${API}/client/files`,
    headers: { ...bearer(withToken), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="附件.pdf"\r\n` +
          'Content-Type: application/pdf\r\n\r\n',
      ),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  assert.equal(response.statusCode, 200, response.body);
  return (response.json().data as { id: number }).id;
}

async function reportItemOf(scope: SQL, what: string) {
  return first(
    db
      .select({ id: agreementReportItems.id })
      .from(agreementReportItems)
      .innerJoin(agreements, eq(agreements.id, agreementReportItems.agreementId))
      .innerJoin(projects, eq(projects.id, agreements.projectId))
      .where(and(scope, eq(agreements.status, 'active')))
      .orderBy(asc(agreementReportItems.id))
      .limit(1),
    what,
  );
}

async function reportOf(scope: SQL, what: string) {
  return first(
    db
      .select({ id: stageReports.id })
      .from(stageReports)
      .innerJoin(projects, eq(projects.id, stageReports.projectId))
      .where(scope)
      .orderBy(asc(stageReports.id))
      .limit(1),
    what,
  );
}

const ownAgreement = await agreementOf(ownProject, 'an agreement of the demo beneficiary');
const foreignAgreement = await agreementOf(foreignProject, "another's agreement");
/** A signed copy staff attach to an agreement (uploaded through the real route). */
const admin = await tokenOf(app, 'admin');
async function attachedTo(agreementId: number): Promise<number> {
  const file = await uploadPdf(app, admin, '协议扫描件.pdf');
  await db.insert(entityFiles).values({ entity: 'agreement', entityId: agreementId, fileId: file.id });
  return file.id;
}

/** Gives a paid payment a receipt of its own (the test's files folder is empty), so only its owner makes a 404. */
async function withReceipt(paymentId: number): Promise<number> {
  const file = await uploadPdf(app, admin, '回单.pdf');
  await db.update(appropriations).set({ receiptFileId: file.id }).where(eq(appropriations.id, paymentId));
  return paymentId;
}

const RECORDS: Record<Kind, Pair> = {
  beneficiary: {
    own: me.id,
    foreign: await first(
      db
        .select({ id: beneficiaries.id })
        .from(beneficiaries)
        .where(and(notInArray(beneficiaries.id, mine), ne(beneficiaries.status, 'merged')))
        .limit(1),
      'another beneficiary',
    ),
  },
  project: {
    own: await first(db.select({ id: projects.id }).from(projects).where(ownProject).limit(1), 'a project'),
    foreign: await first(
      db.select({ id: projects.id }).from(projects).where(foreignProject).limit(1),
      "another's project",
    ),
  },
  agreement: { own: ownAgreement, foreign: foreignAgreement },
  agreementFile: { own: await attachedTo(ownAgreement), foreign: await attachedTo(foreignAgreement) },
  payment: {
    own: await withReceipt(await paymentOf(ownProject, 'a paid payment')),
    foreign: await withReceipt(await paymentOf(foreignProject, "another's paid payment")),
  },
  certificate: {
    own: await certificateOf(true, 'a certificate'),
    foreign: await certificateOf(false, "another's certificate"),
  },
  reportItem: {
    own: await reportItemOf(ownProject, 'a report item'),
    foreign: await reportItemOf(foreignProject, "another's report item"),
  },
  report: {
    own: await reportOf(ownProject, 'a stage report'),
    foreign: await reportOf(foreignProject, "another's stage report"),
  },
  // Another beneficiary's own upload: a file id is theirs however it is guessed.
  upload: {
    own: await clientUpload(token),
    foreign: await clientUpload(await clientLogin(app, OTHER_MOBILE)),
  },
};

/** Which record each id of each client route names: `METHOD /path in.field`. */
const KINDS: Record<string, Kind> = {
  'GET /client/:id/projects params.id': 'beneficiary',
  'POST /client/change/login/user body.id': 'beneficiary',
  'GET /client/finances querystring.projectId': 'project',
  'GET /client/payments/:id/receipt params.id': 'payment',
  'GET /client/agreements/:id params.id': 'agreement',
  'GET /client/agreements/:id/pdf params.id': 'agreement',
  'GET /client/agreements/:id/files/:fileId params.id': 'agreement',
  'GET /client/agreements/:id/files/:fileId params.fileId': 'agreementFile',
  'GET /client/certificates/:id/pdf params.id': 'certificate',
  'GET /client/report-items/:id params.id': 'reportItem',
  'POST /client/reports body.reportItemId': 'reportItem',
  'GET /client/reports/:id params.id': 'report',
  'PUT /client/reports/:id params.id': 'report',
  'POST /client/reports/:id/submit params.id': 'report',
  'GET /client/files/:id params.id': 'upload',
};

/** The rest of a write's body, valid but for the id under test (which the matrix sets). */
const BODIES: Record<string, object> = {
  'POST /client/change/login/user': {},
  'POST /client/reports': { values: {} },
  'PUT /client/reports/:id': { values: {}, version: 1 },
  'POST /client/reports/:id/submit': { version: 1 },
};

interface IdField {
  in: 'params' | 'querystring' | 'body';
  name: string;
  many: boolean;
}

const ID_NAME = /^(id|.+Id|.+Ids)$/;
const propertiesOf = (schema: unknown) =>
  Object.keys((schema as { properties?: Record<string, unknown> } | undefined)?.properties ?? {});

function idFields(route: DeclaredRoute): IdField[] {
  const params = [...route.url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]!);
  return [
    ...params.map((name) => ({ in: 'params' as const, name, many: false })),
    ...(['querystring', 'body'] as const).flatMap((where) =>
      propertiesOf(route.schema?.[where])
        .filter((name) => ID_NAME.test(name))
        .map((name) => ({ in: where, name, many: name.endsWith('Ids') })),
    ),
  ];
}

const path = (route: DeclaredRoute) => route.url.slice(API.length);
const routeKey = (route: DeclaredRoute) => `${route.method} ${path(route)}`;
const fieldKey = (route: DeclaredRoute, field: IdField) => `${routeKey(route)} ${field.in}.${field.name}`;

/** The call with every id its own, except `foreign` (when given), which names another beneficiary's record. */
function request(route: DeclaredRoute, fields: IdField[], foreign?: IdField) {
  const value = (field: IdField) => {
    const pair = RECORDS[KINDS[fieldKey(route, field)]!];
    const id = field.in === foreign?.in && field.name === foreign.name ? pair.foreign : pair.own;
    return field.many ? [id] : id;
  };
  let url = path(route);
  const query = new URLSearchParams();
  const body: Record<string, unknown> = { ...BODIES[routeKey(route)] };
  for (const field of fields) {
    if (field.in === 'params') url = url.replace(`:${field.name}`, String(value(field)));
    else if (field.in === 'querystring') query.set(field.name, String(value(field)));
    else body[field.name] = value(field);
  }
  const search = query.size > 0 ? `?${query}` : '';
  return { url: `${url}${search}`, body: route.method === 'GET' ? undefined : body };
}

const clientRoutes = app.routeTable.filter((route) => route.access.audience === 'client');
const withIds = clientRoutes.filter((route) => idFields(route).length > 0);
const served = new Set(clientRoutes.map(routeKey));

describe('client IDOR matrix', () => {
  it('knows the kind of every id every client route takes, and a body for every write', () => {
    const unknown = withIds.flatMap((route) =>
      idFields(route)
        .map((field) => fieldKey(route, field))
        .filter((key) => !(key in KINDS)),
    );
    assert.deepEqual(unknown, [], 'add these ids to KINDS');
    const bodiless = withIds
      .filter((route) => route.method !== 'GET' && !(routeKey(route) in BODIES))
      .map(routeKey);
    assert.deepEqual(bodiless, [], 'add a body for these writes to BODIES');
    const gone = Object.keys(KINDS).filter((key) => !served.has(key.split(' ').slice(0, 2).join(' ')));
    assert.deepEqual(gone, [], 'these KINDS name routes the server no longer serves');
  });

  const cases = withIds.flatMap((route) =>
    idFields(route).map((field) => ({ route, field, fields: idFields(route) })),
  );
  let calls = 0;

  for (const { route, field, fields } of cases) {
    it(`${fieldKey(route, field)}: another beneficiary's id is a 404 with no data`, async () => {
      const { url, body } = request(route, fields, field);
      const response = await call(route.method, url, body);
      calls += 1;
      assert.equal(response.statusCode, 404, `${route.method} ${url}: ${response.body.slice(0, 200)}`);
      const json = response.json() as { status?: string; data?: unknown };
      assert.equal(json.status, 'fail');
      assert.equal(json.data ?? null, null);
    });
  }

  for (const route of withIds.filter((entry) => entry.method === 'GET')) {
    it(`${routeKey(route)}: the same call with its own ids answers`, async () => {
      const { url } = request(route, idFields(route));
      const response = await call('GET', url);
      assert.equal(response.statusCode, 200, `GET ${url}: ${response.body.slice(0, 200)}`);
    });
  }

  it('covers every id of every client route', () => {
    console.log(
      `client IDOR matrix: ${clientRoutes.length} client routes, ${withIds.length} take ids, ${cases.length} foreign-id calls (${calls} made)`,
    );
    assert.equal(calls, cases.length);
  });
});
