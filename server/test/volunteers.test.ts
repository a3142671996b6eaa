import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Page } from '@pm/domain/contracts';
import { normalizeIdNumber, residentIdNumber } from '@pm/domain/identity';
import type { BatchResult } from '@pm/domain/shapes';
import type { ExistingRecordData } from '@pm/domain/shapes/form-errors';
import type { ServiceRecord, VolunteerDetail, VolunteerListItem } from '@pm/domain/shapes/volunteer';
import { maskIdNumber } from '@pm/domain/utils/mask';
import { and, eq, sql } from 'drizzle-orm';
import {
  operationLogs,
  projects,
  users as usersTable,
  volunteers,
  volunteerServices,
} from '../src/db/schema';
import { DEMO_PROJECTS } from '../src/seed/demo/projects';
import { syncVolunteerIdHashes } from '../src/db/volunteer-id-hashes';
import { searchHasher } from '../src/security/search-hash';
import { DEMO_VOLUNTEERS, seedVolunteers } from '../src/seed/demo/volunteers';
import { API, bearer, buildTestApp, loginAs, staffWith } from './helper';
import { ATTENDED_3_25, serviceValues, volunteerValues } from './fixtures/volunteer';
import { firstSheet } from './support/workbook';
import { caller, expectStatus, insertProject, logsOf } from './support/records';

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');
const officer = await loginAs(app, 'officer');

const create = async (sequence: number, name?: string) =>
  expectStatus(
    await call<VolunteerDetail>(admin, 'POST', '/pm/volunteers', volunteerValues(sequence, name)),
    200,
  );

const step = async (token: string, volunteer: VolunteerDetail, action: string) =>
  call<VolunteerDetail>(token, 'POST', `/pm/volunteers/${volunteer.id}/${action}`, {
    version: volunteer.version,
  });

async function activeVolunteer(sequence: number): Promise<VolunteerDetail> {
  return expectStatus(await step(admin, await create(sequence), 'activate'), 200);
}

async function schedule(volunteer: VolunteerDetail, projectId: number): Promise<ServiceRecord> {
  return expectStatus(
    await call<ServiceRecord>(
      admin,
      'POST',
      `/pm/volunteers/${volunteer.id}/services`,
      serviceValues(projectId),
    ),
    200,
  );
}

const servicePath = (record: ServiceRecord, action: string) =>
  `/pm/volunteers/${record.volunteerId}/services/${record.id}/${action}`;

const list = async (query: string) =>
  expectStatus(await call<Page<VolunteerListItem>>(officer, 'GET', `/pm/volunteers?${query}`), 200);

describe('seed', () => {
  it('has 30 volunteers in every status and 200 service records in every state', async () => {
    const [counts] = await app.db
      .select({
        volunteers: sql<number>`(select count(*)::int from ${volunteers} where code like 'ZYD%')`,
        services: sql<number>`(select count(*)::int from ${volunteerServices})`,
        volunteerStatuses: sql<number>`(select count(distinct status)::int from ${volunteers})`,
        serviceStatuses: sql<number>`(select count(distinct status)::int from ${volunteerServices})`,
      })
      .from(sql`(select 1) as one`);
    assert.deepEqual(counts, { volunteers: 30, services: 200, volunteerStatuses: 4, serviceStatuses: 4 });
  });

  it('is idempotent: a second run adds no volunteer and no service record', async () => {
    const count = async () =>
      (
        await app.db
          .select({
            volunteers: sql<number>`(select count(*)::int from ${volunteers})`,
            services: sql<number>`(select count(*)::int from ${volunteerServices})`,
          })
          .from(sql`(select 1) as one`)
      )[0];
    const before = await count();
    const users = await app.db.select({ id: usersTable.id, username: usersTable.username }).from(usersTable);
    const projectRows = await app.db.select({ id: projects.id, code: projects.code }).from(projects);
    const byCode = new Map(projectRows.map((row) => [row.code, row.id]));
    await app.db.transaction((tx) =>
      seedVolunteers(
        tx,
        { hash: app.searchHash, cipher: app.fieldCipher },
        {
          projectIds: DEMO_PROJECTS.map((project) => byCode.get(project.code) ?? 0),
          userIds: new Map(users.map((row) => [row.username, row.id])),
        },
      ),
    );
    assert.deepEqual(await count(), before);
  });

  it('stores ID numbers only masked, hashed and encrypted: the ciphertext decrypts to the number', async () => {
    const rows = await app.db
      .select()
      .from(volunteers)
      .where(sql`${volunteers.code} like 'ZYD%'`);
    for (const demo of DEMO_VOLUNTEERS) {
      const row = rows.find((candidate) => candidate.code === demo.code)!;
      const plain = normalizeIdNumber(demo.idNumber);
      assert.ok(!JSON.stringify(row).includes(plain), `${demo.code} holds its number in clear`);
      assert.equal(row.idNumberMasked, maskIdNumber(plain));
      assert.equal(row.idNumberHash, app.searchHash(plain));
      assert.equal(app.fieldCipher.decrypt(row.idNumberCipher, 'volunteers.id_number'), plain);
    }
  });

  it('brings ID number hashes in step after the search key changes, from the decrypted numbers', async () => {
    const rotated = searchHasher('another-search-hash-key-of-32-characters!');
    const total = (await app.db.select({ id: volunteers.id }).from(volunteers)).length;
    assert.equal(await syncVolunteerIdHashes(app.db, rotated, app.fieldCipher), total);
    assert.equal(await syncVolunteerIdHashes(app.db, rotated, app.fieldCipher), 0);
    const demo = DEMO_VOLUNTEERS[0]!;
    const [row] = await app.db.select().from(volunteers).where(eq(volunteers.code, demo.code));
    assert.equal(row!.idNumberHash, rotated(demo.idNumber));
    assert.equal(await syncVolunteerIdHashes(app.db, app.searchHash, app.fieldCipher), total);
  });
});

describe('permissions', () => {
  const operations = () => {
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    return Object.entries(paths)
      .filter(([path]) => path.startsWith(`${API}/pm/volunteers`))
      .flatMap(([path, methods]) =>
        Object.keys(methods)
          .filter((method) => ['get', 'post', 'put'].includes(method))
          .map((method) => ({ method: method.toUpperCase() as 'GET', url: path.replace(/\{[^}]+\}/g, '1') })),
      );
  };

  it('refuses every volunteer route without the permission key volunteer, even with every button code', async () => {
    const buttons = [
      'volunteer:create',
      'volunteer:update',
      'volunteer:service',
      'volunteer:verify',
      'volunteer:export',
    ];
    const { token } = await staffWith(app, 'buttons-only', buttons);
    const { token: nobody } = await staffWith(app, 'no-codes', []);
    const routes = operations();
    assert.ok(routes.length >= 14, `only ${routes.length} routes`);
    for (const route of routes) {
      for (const who of [token, nobody]) {
        const response = await app.inject({ ...route, headers: bearer(who), payload: {} });
        assert.equal(response.statusCode, 403, `${route.method} ${route.url}`);
      }
    }
  });

  it('lets the key read, and asks for the button code of each write', async () => {
    const { token } = await staffWith(app, 'reader', ['volunteer']);
    assert.equal((await call(token, 'GET', '/pm/volunteers')).status, 200);
    assert.equal((await call(token, 'GET', '/pm/volunteers/1')).status, 200);
    assert.equal((await call(token, 'GET', '/pm/volunteers/export')).status, 403);
    assert.equal((await call(token, 'POST', '/pm/volunteers', volunteerValues(901))).status, 403);
    assert.equal((await call(token, 'POST', '/pm/volunteers/1/activate', { version: 1 })).status, 403);
  });
});

describe('create and edit', () => {
  it('answers 422 with every field’s message in the caller’s language', async () => {
    const wrong = { ...volunteerValues(11), name: '', mobile: '123', skills: [] };
    wrong.idNumber = wrong.idNumber.slice(0, 17) + (wrong.idNumber.endsWith('1') ? '2' : '1');
    const zh = await call<{ errors: { field: string; message: string }[] }>(
      admin,
      'POST',
      '/pm/volunteers',
      wrong,
    );
    assert.equal(zh.status, 422);
    const fields = Object.fromEntries(zh.body.data.errors.map((error) => [error.field, error.message]));
    assert.equal(fields.name, '请填写姓名');
    assert.equal(fields.idNumber, '证件号码校验位不正确，请核对');
    assert.equal(fields.mobile, '手机号码须为 11 位手机号码');
    assert.equal(fields.skills, '技能特长至少需要 1 项');
    const en = await call<{ errors: { field: string; message: string }[] }>(
      admin,
      'POST',
      '/pm/volunteers',
      wrong,
      'en-US',
    );
    assert.equal(en.body.data.errors.find((error) => error.field === 'name')?.message, 'Name is required');
    assert.equal(
      en.body.data.errors.find((error) => error.field === 'idNumber')?.message,
      "The ID number's check digit is wrong; check the number",
    );
  });

  it('refuses a birth date other than the ID number’s, and a skill outside the dictionary', async () => {
    const birth = await call(admin, 'POST', '/pm/volunteers', {
      ...volunteerValues(12),
      birthDate: '1990-05-18',
    });
    assert.equal(birth.status, 422);
    assert.equal(birth.body.msg, '出生日期须与身份证号码一致（1990-05-17）');
    const skill = await call(admin, 'POST', '/pm/volunteers', {
      ...volunteerValues(12),
      skills: ['juggling'],
    });
    assert.equal(skill.status, 422);
    assert.equal(skill.body.msg, '技能特长的取值无效');
  });

  it('creates an applied volunteer with a masked number, logged without the number; a second is a 409', async () => {
    const created = await create(13, '王测试');
    assert.equal(created.status, 'applied');
    assert.match(created.code, /^ZY\d{6}$/);
    const plain = volunteerValues(13).idNumber;
    assert.equal(created.idNumberMasked, maskIdNumber(plain));
    const [log] = await logsOf(app, 'volunteer', created.id);
    assert.ok(log && !JSON.stringify(log).includes(plain) && !JSON.stringify(log).includes('v1:'));
    const again = await call<ExistingRecordData>(admin, 'POST', '/pm/volunteers', {
      ...volunteerValues(13),
      mobile: '13800130999',
    });
    assert.equal(again.status, 409);
    assert.equal(again.body.msg, `该证件号码已登记为志愿者 ${created.code}（王测试）`);
    assert.deepEqual(again.body.data, { existing: { id: created.id, name: '王测试', status: 'applied' } });
    const other = await create(17, '李测试');
    const edited = await call<ExistingRecordData>(admin, 'PUT', `/pm/volunteers/${other.id}`, {
      ...volunteerValues(13, '李测试'),
      version: other.version,
    });
    assert.equal(edited.status, 409, 'an edit to a number another volunteer has');
    assert.deepEqual(edited.body.data.existing, { id: created.id, name: '王测试', status: 'applied' });
  });

  it('keeps the stored number when an edit leaves it blank, and takes a new one', async () => {
    const created = await create(14);
    const kept = expectStatus(
      await call<VolunteerDetail>(admin, 'PUT', `/pm/volunteers/${created.id}`, {
        ...volunteerValues(14, '改名'),
        idNumber: '',
        version: created.version,
      }),
      200,
    );
    assert.equal(kept.name, '改名');
    const wrongBirth = await call(admin, 'PUT', `/pm/volunteers/${created.id}`, {
      ...volunteerValues(14),
      idNumber: '',
      birthDate: '1991-01-01',
      version: kept.version,
    });
    assert.equal(wrongBirth.status, 422, 'the kept number is checked against the birth date');
    assert.equal(kept.idNumberMasked, created.idNumberMasked);
    const changed = residentIdNumber('530102', '1990-05-17', 15);
    const moved = expectStatus(
      await call<VolunteerDetail>(admin, 'PUT', `/pm/volunteers/${created.id}`, {
        ...volunteerValues(15),
        idNumber: changed,
        version: kept.version,
      }),
      200,
    );
    assert.equal(moved.idNumberMasked, maskIdNumber(changed));
    const stale = await call(admin, 'PUT', `/pm/volunteers/${created.id}`, {
      ...volunteerValues(14),
      version: 1,
    });
    assert.equal(stale.status, 409);
  });

  it('finds a volunteer by any part of the name, by a whole mobile or ID number, never by a fragment', async () => {
    const created = await create(16, '欧阳搜索');
    const values = volunteerValues(16);
    const ids = async (keyword: string) =>
      (await list(`keyword=${encodeURIComponent(keyword)}`)).list.map((row) => row.id);
    assert.deepEqual(await ids('阳搜'), [created.id]);
    assert.deepEqual(await ids(values.mobile), [created.id]);
    assert.deepEqual(await ids(values.idNumber.toLowerCase()), [created.id]);
    assert.deepEqual(await ids(values.idNumber.slice(0, 12)), []);
    assert.deepEqual(await ids(values.mobile.slice(0, 7)), []);
  });

  it('filters by status, area and skill', async () => {
    const active = await list('status=active&pageSize=100');
    assert.ok(active.total >= 22 && active.list.every((row) => row.status === 'active'));
    const yunnan = await list('areaCode=530000&pageSize=100');
    assert.ok(yunnan.total > 0 && yunnan.list.every((row) => row.areaCode.startsWith('53')));
    const medics = await list('skill=medical&pageSize=100');
    assert.ok(medics.total > 0 && medics.list.every((row) => row.skills.includes('medical')));
  });
});

describe('status', () => {
  it('moves along its machine and refuses an illegal step with a 409 that says why', async () => {
    const created = await create(21);
    const refused = await step(admin, created, 'resume');
    assert.equal(refused.status, 409);
    assert.equal(refused.body.msg, '志愿者当前状态“已报名”不能执行“恢复执行”');
    const active = expectStatus(await step(admin, created, 'activate'), 200);
    const suspended = expectStatus(await step(admin, active, 'suspend'), 200);
    const left = expectStatus(await step(admin, suspended, 'leave'), 200);
    assert.equal(left.status, 'left');
    const [row] = await app.db.select().from(volunteers).where(eq(volunteers.id, created.id));
    assert.equal(row!.status, 'left');
    assert.deepEqual(
      (await logsOf(app, 'volunteer', created.id)).map((log) => log.action),
      ['create', 'activate', 'suspend', 'leave'],
    );
  });

  it('answers a batch with each row’s result', async () => {
    const first = await create(22);
    const second = await activeVolunteer(23);
    const result = expectStatus(
      await call<BatchResult>(admin, 'POST', '/pm/volunteers/batch', {
        action: 'activate',
        items: [
          { id: first.id, version: first.version },
          { id: second.id, version: second.version },
        ],
      }),
      200,
    );
    assert.deepEqual(result.succeeded, [first.id]);
    assert.equal(result.failed[0]?.id, second.id);
    assert.equal(result.failed[0]?.code, '409');
  });
});

describe('service records', () => {
  it('is scheduled only for an active volunteer', async () => {
    const applied = await create(31);
    const projectId = await insertProject(app, 'in_progress');
    const refused = await call(
      admin,
      'POST',
      `/pm/volunteers/${applied.id}/services`,
      serviceValues(projectId),
    );
    assert.equal(refused.status, 409);
    assert.equal(refused.body.msg, '志愿者当前状态“已报名”，不能安排新的服务');
  });

  it('derives the hours when attended, verifies only attended ones, and totals verified hours', async () => {
    const volunteer = await activeVolunteer(32);
    const projectId = await insertProject(app, 'in_progress');
    const record = await schedule(volunteer, projectId);
    assert.equal(record.status, 'scheduled');
    assert.equal(record.hours, null);

    const early = await call(admin, 'POST', servicePath(record, 'verify'), { version: record.version });
    assert.equal(early.status, 409);
    assert.equal(early.body.msg, '志愿服务记录当前状态“已排班”不能执行“核验通过”');

    const missing = await call(admin, 'POST', servicePath(record, 'attend'), { version: record.version });
    assert.equal(missing.status, 422);
    const attended = expectStatus(
      await call<ServiceRecord>(admin, 'POST', servicePath(record, 'attend'), {
        version: record.version,
        ...ATTENDED_3_25,
      }),
      200,
    );
    assert.equal(attended.hours, '3.25');
    const [stored] = await app.db.select().from(volunteerServices).where(eq(volunteerServices.id, record.id));
    assert.equal(stored!.hours, '3.25');

    // Officer holds volunteer:service by no role: the verify code is needed, not only the key.
    const { token: scheduler } = await staffWith(app, 'scheduler', ['volunteer', 'volunteer:service']);
    const withoutCode = await call(scheduler, 'POST', servicePath(record, 'verify'), {
      version: attended.version,
    });
    assert.equal(withoutCode.status, 403);
    const { token: verifier, id: verifierId } = await staffWith(app, 'verifier', [
      'volunteer',
      'volunteer:verify',
    ]);
    const verified = expectStatus(
      await call<ServiceRecord>(verifier, 'POST', servicePath(record, 'verify'), {
        version: attended.version,
      }),
      200,
    );
    assert.equal(verified.status, 'verified');
    assert.equal(verified.verifiedById, verifierId);
    assert.ok(verified.verifiedAt);

    const second = await schedule(volunteer, projectId);
    const secondAttended = expectStatus(
      await call<ServiceRecord>(admin, 'POST', servicePath(second, 'attend'), {
        version: second.version,
        actualStart: '2026-03-02T08:00:00Z',
        actualEnd: '2026-03-02T10:00:00Z',
      }),
      200,
    );
    expectStatus(
      await call(admin, 'POST', servicePath(second, 'verify'), { version: secondAttended.version }),
      200,
    );
    const third = await schedule(volunteer, projectId);
    expectStatus(await call(admin, 'POST', servicePath(third, 'no-show'), { version: third.version }), 200);

    const detail = expectStatus(
      await call<VolunteerDetail>(officer, 'GET', `/pm/volunteers/${volunteer.id}`),
      200,
    );
    assert.equal(detail.verifiedHours, '5.25');
    assert.deepEqual(
      detail.hoursByProject.map((row) => [row.projectId, row.verifiedHours, row.records]),
      [[projectId, '5.25', 2]],
    );
    const [sum] = await app.db
      .select({ hours: sql<string>`sum(${volunteerServices.hours})::text` })
      .from(volunteerServices)
      .where(and(eq(volunteerServices.volunteerId, volunteer.id), eq(volunteerServices.status, 'verified')));
    assert.equal(sum!.hours, '5.25');
    const row = (await list(`keyword=${volunteer.code}`)).list[0]!;
    assert.equal(row.verifiedHours, '5.25');
    assert.equal(row.serviceCount, 3);
  });

  it('sorts the list by verified hours as numbers', async () => {
    const page = await list('sortField=verifiedHours&sortOrder=descend&pageSize=100');
    const hours = page.list.map((row) => Number(row.verifiedHours));
    assert.deepEqual(
      hours,
      [...hours].sort((a, b) => b - a),
    );
    assert.ok(hours[0]! > 10, 'the seed gives someone more than ten verified hours');
  });

  it('edits a scheduled record, checks the sub-project, refuses to edit a verified one', async () => {
    const volunteer = await activeVolunteer(33);
    const projectId = await insertProject(app, 'in_progress');
    const otherId = await insertProject(app, 'in_progress');
    const record = await schedule(volunteer, projectId);
    const wrongSub = await call(admin, 'PUT', `/pm/volunteers/${volunteer.id}/services/${record.id}`, {
      ...serviceValues(projectId, otherId),
      version: record.version,
    });
    assert.equal(wrongSub.status, 422);
    const backwards = await call(
      admin,
      'PUT',
      `/pm/volunteers/${volunteer.id}/services/${record.id}`,
      { ...serviceValues(projectId), plannedEnd: '2026-03-01T08:00:00+08:00', version: record.version },
      'en-US',
    );
    assert.equal(backwards.status, 422);
    assert.equal(backwards.body.msg, 'Planned end must be later than Planned start');
    const edited = expectStatus(
      await call<ServiceRecord>(admin, 'PUT', `/pm/volunteers/${volunteer.id}/services/${record.id}`, {
        ...serviceValues(projectId),
        activity: '图书整理',
        version: record.version,
      }),
      200,
    );
    assert.equal(edited.activity, '图书整理');
    const noShow = expectStatus(
      await call<ServiceRecord>(admin, 'POST', servicePath(edited, 'no-show'), { version: edited.version }),
      200,
    );
    const refused = await call(admin, 'PUT', `/pm/volunteers/${volunteer.id}/services/${record.id}`, {
      ...serviceValues(projectId),
      version: noShow.version,
    });
    assert.equal(refused.status, 409);
    const logs = await app.db
      .select({ action: operationLogs.action })
      .from(operationLogs)
      .where(
        and(eq(operationLogs.entity, 'volunteerService'), eq(operationLogs.entityId, String(record.id))),
      );
    assert.deepEqual(logs.map((log) => log.action).sort(), ['create', 'noShow', 'update']);
  });
});

describe('export', () => {
  it('writes the filtered volunteers with masked numbers and escapes text that would run as a formula', async () => {
    const created = await create(41, '=HYPERLINK("http://evil","点我")');
    const response = await app.inject({
      url: `${API}/pm/volunteers/export?keyword=${encodeURIComponent('HYPERLINK')}`,
      headers: bearer(admin),
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /attachment/);
    const sheet = await firstSheet(response.rawPayload);
    assert.equal(sheet.rowCount, 2);
    const row = sheet.getRow(2);
    assert.equal(row.getCell(1).value, created.code);
    assert.equal(row.getCell(2).value, `'=HYPERLINK("http://evil","点我")`);
    assert.equal(row.getCell(5).value, created.idNumberMasked);
    assert.ok(!JSON.stringify(row.values).includes(volunteerValues(41).idNumber));
  });
});
