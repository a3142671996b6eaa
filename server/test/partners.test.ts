import type { Page } from '@pm/domain/contracts';
import type { PartnerFormValues } from '@pm/domain/forms/partner-form';
import { creditCode } from '@pm/domain/identity';
import type { ExistingRecordData } from '@pm/domain/shapes/form-errors';
import type {
  AgreementDetail,
  AppropriationDetail,
  BatchResult,
  PartnerDetail,
  PartnerListItem,
  ProjectDetail,
} from '@pm/domain/shapes';
import { addDays } from '@pm/domain/utils/qualification-expiry';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Decimal from 'decimal.js';
import { and, count, eq, gte, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import {
  agreements,
  applications,
  appropriations,
  departments,
  partnerContacts,
  partnerDonations,
  partnerQualifications,
  partners,
  projectPartners,
  projects,
  users,
} from '../src/db/schema';
import { DEMO_REFERENCE_DATE, isoDate } from '../src/seed/demo/dates';
import { DEMO_PARTNERS, seedPartners } from '../src/seed/demo/partners';
import { businessDate } from '../src/records/today';
import { API, bearer, buildTestApp, loginAs, staffWith, TEST_DB } from './helper';
import { GRANTEE } from './fixtures/agreement';
import { partnerValues } from './fixtures/partner';
import { applicationValues } from './fixtures/application';
import { appropriationValues } from './fixtures/appropriation';
import { projectValues } from './fixtures/project';
import { fundsFixtures } from './support/funds';
import { actOn, approveAll, latestInstance, pendingAt, tokenOf } from './support/approvals';
import { expectStatus, insertFile, insertProject, logsOf, someoneWaitsForALock } from './support/records';
import { firstSheet } from './support/workbook';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const fx = fundsFixtures(app, { officer, admin });
const { call } = fx;

/** The record's running approval and its one pending task, asserting who the engine gave it to. */
async function onlyTask(entity: string, id: number, username: string) {
  const instance = await latestInstance(app, entity, id);
  assert.equal(instance?.status, 'running');
  const tasks = await pendingAt(app, instance!.id);
  assert.deepEqual(
    tasks.map((task) => task.username),
    [username],
  );
  return { instanceId: instance!.id, taskId: tasks[0]!.id };
}

const create = async (values: PartnerFormValues, token = admin) =>
  expectStatus(await call<PartnerDetail>(token, 'POST', '/pm/partners', values), 200);

const blacklist = async (partner: PartnerDetail, reason = '审计发现虚报支出') =>
  expectStatus(
    await call<PartnerDetail>(admin, 'POST', `/pm/partners/${partner.id}/blacklist`, {
      version: partner.version,
      reason,
    }),
    200,
  );

const list = async (query: string) =>
  expectStatus(await call<Page<PartnerListItem>>(officer, 'GET', `/pm/partners?${query}`), 200);

const [department] = await app.db.select({ id: departments.id }).from(departments).limit(1);
const [manager] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'officer'));
/** A project form the officer may save, with these partners. */
const projectWith = (partnerIds: number[], name = '合作方关联测试') =>
  projectValues({ name, partnerIds, departmentId: department!.id, managerId: manager!.id });

type FormErrors = { errors: { field: string; message: string }[] };

describe('partners: permission key and button codes', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT', url: string, button: string | null][] = [
    ['GET', '/pm/partners', null],
    ['GET', '/pm/partners/1', null],
    ['GET', '/pm/partners/export', 'partner:export'],
    ['POST', '/pm/partners', 'partner:create'],
    ['PUT', '/pm/partners/1', 'partner:update'],
    ['POST', '/pm/partners/1/blacklist', 'partner:blacklist'],
    ['POST', '/pm/partners/1/unblacklist', 'partner:blacklist'],
    ['POST', '/pm/partners/1/donations', 'partner:update'],
    ['POST', '/pm/partners/batch', 'partner:blacklist'],
  ];

  it('answers 403 to a user without the key `partner` on every route, and to one without the button', async () => {
    const nobody = await staffWith(app, 'partner-nobody', ['project']);
    const reader = await staffWith(app, 'partner-reader', ['partner']);
    for (const [method, url, button] of routes) {
      const refused = await app.inject({
        method,
        url: `${API}${url}`,
        headers: bearer(nobody.token),
        payload: {},
      });
      assert.equal(refused.statusCode, 403, `${method} ${url}`);
      const asReader = await app.inject({
        method,
        url: `${API}${url}`,
        headers: bearer(reader.token),
        payload: {},
      });
      if (button) assert.equal(asReader.statusCode, 403, `${method} ${url} without ${button}`);
      else assert.notEqual(asReader.statusCode, 403, `${method} ${url} with partner`);
    }
  });

  it('seeds the button codes under the partner pages', async () => {
    const holder = await staffWith(app, 'partner-creator', ['partner', 'partner:create']);
    const created = await call<PartnerDetail>(holder.token, 'POST', '/pm/partners', partnerValues());
    expectStatus(created, 200);
  });
});

describe('partners: create, edit and the shared form', () => {
  it('creates a partner with its contacts and qualifications, logged', async () => {
    const values = partnerValues({
      contacts: [
        { name: '李四', mobile: '13800001111', position: '主任', email: 'li@example.org' },
        { name: '王五', mobile: '13800002222', position: '', email: '' },
      ],
      qualifications: [{ name: '登记证书', fileId: null, expiryDate: '2030-01-01' }],
    });
    const partner = await create(values);
    assert.equal(partner.name, values.name);
    assert.deepEqual(
      partner.contacts.map((c) => c.name),
      ['李四', '王五'],
    );
    assert.equal(partner.qualifications[0]!.state, 'valid');
    const [row] = await app.db.select().from(partners).where(eq(partners.id, partner.id));
    assert.equal(row!.contactName, '李四', 'the first contact is the listed one');
    assert.ok(row!.mobileHash, 'the mobile is searchable by its hash');
    const found = await list(`keyword=13800002222`);
    assert.deepEqual(
      found.list.map((item) => item.id),
      [partner.id],
      'a whole contact mobile finds it',
    );
    assert.equal((await list('keyword=1380000222')).total, 0, 'a fragment of a mobile does not');
    assert.deepEqual(
      (await logsOf(app, 'partner', partner.id)).map((log) => log.action),
      ['create'],
    );
  });

  it('answers 409 naming the partner that already has the credit code', async () => {
    const first = await create(partnerValues());
    const again = await call<ExistingRecordData>(
      admin,
      'POST',
      '/pm/partners',
      partnerValues({ creditCode: first.creditCode }),
    );
    assert.equal(again.status, 409);
    assert.match(again.body.msg, new RegExp(first.name));
    assert.deepEqual(again.body.data, { existing: { id: first.id, name: first.name, type: first.type } });
    const english = await call(
      admin,
      'POST',
      '/pm/partners',
      partnerValues({ creditCode: first.creditCode.toLowerCase() }),
      'en-US',
    );
    assert.equal(english.status, 409, 'the code is compared normalised');
    assert.match(english.body.msg, /already registered to the partner/);
  });

  it('lets only one of two concurrent creates with one credit code through; the other is a 409', async () => {
    const values = partnerValues();
    const replies = await Promise.all([
      call(admin, 'POST', '/pm/partners', values),
      call(admin, 'POST', '/pm/partners', { ...values, name: `${values.name}（重复）` }),
    ]);
    assert.deepEqual(replies.map((reply) => reply.status).sort(), [200, 409]);
    const rows = await app.db.select().from(partners).where(eq(partners.creditCode, values.creditCode));
    assert.equal(rows.length, 1);
    const refused = replies.find((reply) => reply.status === 409)!;
    assert.deepEqual(
      (refused.body.data as ExistingRecordData).existing,
      { id: rows[0]!.id, name: rows[0]!.name, type: rows[0]!.type },
      'the refused one names the one saved',
    );
  });

  it('answers 422 with every field in the caller language (check character, mobile, supplier category)', async () => {
    const code = creditCode('91', '530102', 'MA7TX0001');
    const wrong = `${code.slice(0, 17)}${code.endsWith('0') ? '1' : '0'}`;
    const values = partnerValues({
      type: 'supplier',
      creditCode: wrong,
      contacts: [{ name: '', mobile: '123', position: '', email: '' }],
    });
    const zh = await call<FormErrors>(admin, 'POST', '/pm/partners', values);
    assert.equal(zh.status, 422);
    const fields = Object.fromEntries(zh.body.data.errors.map((e) => [e.field, e.message]));
    assert.equal(fields.creditCode, '统一社会信用代码校验码不正确，请核对');
    assert.equal(fields['contacts[0].name'], '请填写第 1 行联系人姓名');
    assert.equal(fields.category, '请选择供应商类别');
    const en = await call<FormErrors>(admin, 'POST', '/pm/partners', values, 'en-US');
    const enFields = Object.fromEntries(en.body.data.errors.map((e) => [e.field, e.message]));
    assert.equal(
      enFields.creditCode,
      "The Unified social credit code's check character is wrong; check the code",
    );
    assert.match(enFields['contacts[0].mobile'] ?? enFields['contacts[0].name']!, /row 1/);
    const unknownCategory = await call(
      admin,
      'POST',
      '/pm/partners',
      partnerValues({ type: 'supplier', category: 'nope' }),
    );
    assert.equal(unknownCategory.status, 422);
  });

  it('keeps a supplier category, its price agreements and qualification certificates; only own uploads attach', async () => {
    const [price, certificate, someoneElses] = [
      await insertFile(app, '价格协议.pdf', 'admin'),
      await insertFile(app, '许可证.pdf', 'admin'),
      await insertFile(app, '别人的.pdf', 'officer'),
    ];
    const supplier = await create(
      partnerValues({
        type: 'supplier',
        category: 'books',
        priceFileIds: [price],
        qualifications: [{ name: '经营许可证', fileId: certificate, expiryDate: '2030-06-30' }],
      }),
    );
    assert.equal(supplier.category, 'books');
    assert.deepEqual(
      supplier.priceFiles.map((file) => file.name),
      ['价格协议.pdf'],
    );
    assert.equal(supplier.qualifications[0]!.fileName, '许可证.pdf');
    const refused = await call<FormErrors>(
      admin,
      'POST',
      '/pm/partners',
      partnerValues({ qualifications: [{ name: '证书', fileId: someoneElses, expiryDate: '2030-06-30' }] }),
    );
    assert.equal(refused.status, 422);
    assert.equal(refused.body.data.errors[0]!.field, 'qualifications[0].fileId');
    const company = await call<FormErrors>(
      admin,
      'POST',
      '/pm/partners',
      partnerValues({ category: 'books' }),
    );
    assert.equal(company.status, 422, 'only suppliers take a category');
  });

  it('edits with the version it read; a stale version is a 409', async () => {
    const partner = await create(partnerValues());
    const saved = expectStatus(
      await call<PartnerDetail>(admin, 'PUT', `/pm/partners/${partner.id}`, {
        ...partnerValues({ name: '改名后的合作方', creditCode: partner.creditCode }),
        version: partner.version,
      }),
      200,
    );
    assert.equal(saved.name, '改名后的合作方');
    assert.equal(saved.version, partner.version + 1);
    const stale = await call(admin, 'PUT', `/pm/partners/${partner.id}`, {
      ...partnerValues({ creditCode: partner.creditCode }),
      version: partner.version,
    });
    assert.equal(stale.status, 409);
  });

  it('records donations of supporters only', async () => {
    const supporter = await create(partnerValues({ type: 'supporter' }));
    const [project] = await app.db.select({ id: projects.id }).from(projects).limit(1);
    const donated = expectStatus(
      await call<PartnerDetail>(admin, 'POST', `/pm/partners/${supporter.id}/donations`, {
        donatedOn: '2026-01-10',
        amount: '12345.6',
        purpose: '助学',
        projectId: project!.id,
      }),
      200,
    );
    assert.equal(donated.donationTotal, '12345.60');
    assert.equal(donated.donations[0]!.projectId, project!.id);
    assert.ok(
      donated.cooperation.some((row) => row.projectId === project!.id && row.roles.includes('donor')),
    );
    const company = await create(partnerValues());
    const refused = await call(admin, 'POST', `/pm/partners/${company.id}/donations`, {
      donatedOn: '2026-01-10',
      amount: '100',
      purpose: '助学',
      projectId: null,
    });
    assert.equal(refused.status, 409);
  });
});

describe('partners: the blacklist', () => {
  it('needs a reason, records who and why, and logs both steps', async () => {
    const partner = await create(partnerValues());
    const noReason = await call<FormErrors>(admin, 'POST', `/pm/partners/${partner.id}/blacklist`, {
      version: partner.version,
      reason: ' ',
    });
    assert.equal(noReason.status, 422);
    assert.equal(noReason.body.data.errors[0]!.field, 'reason');
    const listed = await blacklist(partner);
    assert.equal(listed.blacklist!.reason, '审计发现虚报支出');
    assert.equal(listed.blacklist!.byName, '系统管理员');
    assert.ok((await list('blacklisted=true&pageSize=100')).list.some((row) => row.id === partner.id));
    const cleared = expectStatus(
      await call<PartnerDetail>(admin, 'POST', `/pm/partners/${partner.id}/unblacklist`, {
        version: listed.version,
        comment: '整改完成',
      }),
      200,
    );
    assert.equal(cleared.blacklist, null);
    const activity = expectStatus(
      await call<{ title: string; description: string }[]>(admin, 'GET', '/pm/user/latest-activity'),
      200,
    );
    assert.equal(activity[0]!.title, '将合作方移出黑名单');
    assert.equal(activity[1]!.title, '将合作方列入黑名单');
    assert.equal(activity[1]!.description, `「${partner.name}」`);
    const logs = await logsOf(app, 'partner', partner.id);
    assert.deepEqual(
      logs.map((log) => [log.action, log.comment]),
      [
        ['create', null],
        ['blacklist', '审计发现虚报支出'],
        ['unblacklist', '整改完成'],
      ],
    );
  });

  it('refuses to link a blacklisted partner to a new project, an edited one or a sub-project; the DB is unchanged', async () => {
    const partner = await blacklist(await create(partnerValues()));
    const [before] = await app.db.select({ n: count() }).from(projects);
    const refused = await call<FormErrors>(
      officer,
      'POST',
      '/pm/projects',
      projectWith([partner.id], '黑名单关联测试'),
    );
    assert.equal(refused.status, 422);
    assert.equal(refused.body.data.errors[0]!.field, 'partnerIds');
    assert.match(refused.body.msg, new RegExp(`${partner.name}.*黑名单`));
    const english = await call(officer, 'POST', '/pm/projects', projectWith([partner.id]), 'en-US');
    assert.match(english.body.msg, /is blacklisted .* cannot be linked to a new project/);
    const [after] = await app.db.select({ n: count() }).from(projects);
    assert.equal(after!.n, before!.n);
    const draft = expectStatus(
      await call<ProjectDetail>(officer, 'POST', '/pm/projects', projectWith([], '编辑时关联')),
      200,
    );
    const edit = await call(officer, 'PUT', `/pm/projects/${draft.id}`, {
      ...projectWith([partner.id], '编辑时关联'),
      version: draft.version,
    });
    assert.equal(edit.status, 422);
    const links = await app.db
      .select()
      .from(projectPartners)
      .where(eq(projectPartners.partnerId, partner.id));
    assert.deepEqual(links, []);
  });

  it('refuses a blacklisted partner as the applicant of an application', async () => {
    const partner = await blacklist(await create(partnerValues()));
    const projectId = await insertProject(app, 'draft');
    const refused = await call<FormErrors>(officer, 'POST', '/pm/applications', {
      ...applicationValues(projectId, partner.id),
      applicantType: 'partner',
    });
    assert.equal(refused.status, 422);
    assert.equal(refused.body.data.errors[0]!.field, 'applicantId');
    const [row] = await app.db
      .select({ n: count() })
      .from(applications)
      .where(eq(applications.projectId, projectId));
    assert.equal(row!.n, 0);
  });

  it('keeps a partner linked before it was blacklisted when the project is edited', async () => {
    const partner = await create(partnerValues());
    const draft = expectStatus(
      await call<ProjectDetail>(officer, 'POST', '/pm/projects', projectWith([partner.id])),
      200,
    );
    await blacklist(partner);
    const saved = await call(officer, 'PUT', `/pm/projects/${draft.id}`, {
      ...projectWith([partner.id], '改名'),
      version: draft.version,
    });
    assert.equal(saved.status, 200);
  });

  it('refuses paying a blacklisted partner: creating, verifying and paying an appropriation; the DB is unchanged', async () => {
    // The fixtures' agreements name GRANTEE as party B and payee: registered as a partner, it is who gets paid.
    const agreement = await fx.activeAgreement({ reportItems: 0 });
    const submitted = expectStatus(await fx.create(officer, appropriationValues(agreement, '1000.00')), 200);
    const verified = await fx.submitted('1000.00', await fx.activeAgreement({ reportItems: 0 }));
    await approveAll(app, 'appropriation', verified.id);
    const verifiedStep = expectStatus(
      await call<AppropriationDetail>(officer, 'GET', `/pm/appropriations/${verified.id}`),
      200,
    );
    assert.equal(verifiedStep.status, 'verified');
    const partner = await create(partnerValues({ name: GRANTEE.name }));
    await blacklist(partner, '虚报支出');
    const [before] = await app.db.select({ n: count() }).from(appropriations);
    const refused = await fx.create(officer, appropriationValues(agreement, '1000.00'));
    assert.equal(refused.status, 409);
    assert.match(refused.body.msg, new RegExp(`${GRANTEE.name}.*黑名单.*不能向其拨款`));
    const [after] = await app.db.select({ n: count() }).from(appropriations);
    assert.equal(after!.n, before!.n);
    // Verifying is its approval's (finance's): the approval refuses it, and the task still waits.
    const waiting = await onlyTask('appropriation', submitted.id, 'finance');
    const verify = await actOn(app, await tokenOf(app, 'finance'), waiting.instanceId, 'approve', {
      taskId: waiting.taskId,
    });
    assert.equal(verify.status, 409);
    assert.match(verify.body.msg, new RegExp(`${GRANTEE.name}.*黑名单`));
    assert.deepEqual(await onlyTask('appropriation', submitted.id, 'finance'), waiting);
    const pay = await fx.step(officer, verifiedStep, 'pay', {
      paidDate: businessDate(),
      voucherNo: 'PZ-1',
      receiptFileId: null,
    });
    assert.equal(pay.status, 409);
    const rows = await app.db
      .select({ id: appropriations.id, status: appropriations.status })
      .from(appropriations)
      .where(eq(appropriations.id, verifiedStep.id));
    assert.equal(rows[0]!.status, 'verified');
    const [stillSubmitted] = await app.db
      .select({ status: appropriations.status })
      .from(appropriations)
      .where(eq(appropriations.id, submitted.id));
    assert.equal(stillSubmitted!.status, 'submitted');
    // Its cooperation history: party B of both agreements, with what they promised; nothing paid.
    const history = expectStatus(
      await call<PartnerDetail>(officer, 'GET', `/pm/partners/${partner.id}`),
      200,
    );
    const row = history.cooperation.find((entry) => entry.projectId === agreement.projectId)!;
    assert.deepEqual(row.roles, ['counterparty']);
    assert.equal(row.agreementAmount, agreement.totalAmount);
    assert.equal(row.paidAmount, '0.00');
  });

  it(
    'a payment waits for a blacklisting in progress, then is refused (409)',
    { skip: TEST_DB !== 'postgres' && 'needs concurrent transactions (PostgreSQL)' },
    async () => {
      // The grantee blacklisted by the test before is cleared, so that its agreement can be approved.
      await app.db
        .update(partners)
        .set({ blacklistedAt: null, blacklistReason: null })
        .where(eq(partners.name, GRANTEE.name));
      const agreement = await fx.activeAgreement({ reportItems: 0 });
      const partner = await create(partnerValues({ name: GRANTEE.name }));
      let created: ReturnType<typeof fx.create> | undefined;
      // What blacklisting does: the partner locked, its blacklist columns set, committed.
      await app.db.transaction(async (tx) => {
        await tx.select().from(partners).where(eq(partners.id, partner.id)).for('update');
        created = fx.create(officer, appropriationValues(agreement, '1000.00'));
        await someoneWaitsForALock(app);
        await tx
          .update(partners)
          .set({ blacklistedAt: new Date(), blacklistReason: '并发测试' })
          .where(eq(partners.id, partner.id));
      });
      const refused = await created!;
      assert.equal(refused.status, 409);
      const rows = await app.db
        .select({ n: count() })
        .from(appropriations)
        .where(eq(appropriations.agreementId, agreement.id));
      assert.equal(rows[0]!.n, 0);
    },
  );

  it('refuses approving an agreement whose party B is blacklisted', async () => {
    const name = '黑名单乙方服务中心';
    await blacklist(await create(partnerValues({ name })));
    const projectId = await insertProject(app, 'approved', '100000.00');
    const { agreementValues } = await import('./fixtures/agreement');
    const values = {
      ...agreementValues(projectId, { instalments: [{ amount: '100000.00' }], reportItems: 0 }),
      partyB: name,
    };
    const draft = expectStatus(await call<AgreementDetail>(officer, 'POST', '/pm/agreements', values), 200);
    expectStatus(await fx.act(officer, 'agreements', draft, 'submit'), 200);
    const waiting = await onlyTask('agreement', draft.id, 'reviewer');
    const approve = await actOn(app, await tokenOf(app, 'reviewer'), waiting.instanceId, 'approve', {
      taskId: waiting.taskId,
    });
    assert.equal(approve.status, 409);
    assert.match(approve.body.msg, new RegExp(`${name}.*黑名单`));
    assert.deepEqual(await onlyTask('agreement', draft.id, 'reviewer'), waiting);
    const [row] = await app.db
      .select({ status: agreements.status })
      .from(agreements)
      .where(eq(agreements.id, draft.id));
    assert.equal(row!.status, 'pending_approval');
  });

  it('answers a batch per row: done ones and refused ones with the single call message', async () => {
    const [one, two] = [await create(partnerValues()), await create(partnerValues())];
    const batch = expectStatus(
      await call<BatchResult>(admin, 'POST', '/pm/partners/batch', {
        action: 'blacklist',
        reason: '批量列入',
        items: [
          { id: one.id, version: one.version },
          { id: two.id, version: two.version + 5 },
          { id: 2147483000, version: 1 },
        ],
      }),
      200,
    );
    assert.deepEqual(batch.succeeded, [one.id]);
    assert.deepEqual(
      batch.failed.map((row) => [row.id, row.code]),
      [
        [two.id, '409'],
        [2147483000, '404'],
      ],
    );
    const noReason = await call(admin, 'POST', '/pm/partners/batch', {
      action: 'blacklist',
      reason: '',
      items: [{ id: two.id, version: two.version }],
    });
    assert.equal(noReason.status, 422);
  });
});

describe('partners: lists and export', () => {
  it('filters partners whose qualifications expire within 30 days of the business date (or have expired)', async () => {
    const today = businessDate();
    const soon = await create(
      partnerValues({ qualifications: [{ name: '许可证', fileId: null, expiryDate: addDays(today, 10) }] }),
    );
    const later = await create(
      partnerValues({ qualifications: [{ name: '许可证', fileId: null, expiryDate: addDays(today, 40) }] }),
    );
    const edge = await create(
      partnerValues({ qualifications: [{ name: '许可证', fileId: null, expiryDate: addDays(today, 30) }] }),
    );
    const expiring = await list('expiring=true&pageSize=100');
    const ids = expiring.list.map((row) => row.id);
    assert.ok(ids.includes(soon.id) && ids.includes(edge.id));
    assert.ok(!ids.includes(later.id));
    assert.equal(expiring.list.find((row) => row.id === soon.id)!.qualificationState, 'expiring');
    assert.ok(expiring.total >= 5, 'the seed has three more');
    const detail = expectStatus(await call<PartnerDetail>(officer, 'GET', `/pm/partners/${later.id}`), 200);
    assert.equal(detail.qualifications[0]!.state, 'valid');
  });

  it('sums what was paid under the agreements where the partner is party B (its cooperation history)', async () => {
    const [paid] = await app.db
      .select({
        projectId: agreements.projectId,
        partyB: agreements.partyB,
        total: sql<string>`sum(${appropriations.amount})::text`,
      })
      .from(appropriations)
      .innerJoin(agreements, eq(agreements.id, appropriations.agreementId))
      .where(eq(appropriations.status, 'paid'))
      .groupBy(agreements.projectId, agreements.partyB)
      .limit(1);
    assert.ok(paid, 'the seed has paid appropriations');
    const partner = await create(partnerValues({ name: paid.partyB }));
    const row = partner.cooperation.find((entry) => entry.projectId === paid.projectId)!;
    assert.ok(row.roles.includes('counterparty'));
    assert.equal(row.paidAmount, new Decimal(paid.total).toFixed(2));
  });

  it('lists the seed by kind with paging and sorting, mobiles masked', async () => {
    const suppliers = await list('type=supplier&sortField=name&sortOrder=ascend&pageSize=5');
    assert.ok(suppliers.total >= 7);
    assert.ok(suppliers.list.every((row) => row.type === 'supplier'));
    const names = suppliers.list.map((row) => row.name);
    assert.deepEqual(
      names,
      [...names].sort((a, b) => a.localeCompare(b, 'en')),
    );
    assert.ok(suppliers.list.every((row) => /^\d{3}\*+\d{4}$/.test(row.mobile)));
    assert.ok((await list('type=supporter')).total >= 6);
    assert.ok(
      (await list('areaCode=530000&pageSize=100')).list.every((row) => row.areaCode!.startsWith('53')),
    );
  });

  it('exports the filtered list, escaping text that would run as a formula', async () => {
    const name = '=HYPERLINK("http://example.com","点我")';
    await create(partnerValues({ name }));
    const response = await app.inject({
      url: `${API}/pm/partners/export?keyword=HYPERLINK`,
      headers: bearer(admin),
    });
    assert.equal(response.statusCode, 200);
    assert.match(String(response.headers['content-disposition']), /attachment; filename=/);
    const sheet = await firstSheet(response.rawPayload);
    assert.equal(sheet.rowCount, 2);
    assert.equal(sheet.getRow(2).getCell(2).value, `'${name}`);
    assert.equal(sheet.getRow(2).getCell(3).value !== null, true);
  });
});

describe('partners: the demo seed', () => {
  it('has the three kinds, two blacklisted, three qualifications expiring within 30 days of the demo date', async () => {
    const rows = await app.db
      .select()
      .from(partners)
      .where(
        inArray(
          partners.creditCode,
          DEMO_PARTNERS.map((p) => p.creditCode),
        ),
      );
    assert.equal(rows.length, DEMO_PARTNERS.length);
    assert.ok(rows.length >= 20);
    const kinds = new Set(rows.map((row) => row.type));
    assert.deepEqual([...kinds].sort(), ['company', 'supplier', 'supporter']);
    assert.equal(rows.filter((row) => row.blacklistedAt !== null).length, 2);
    const ids = rows.map((row) => row.id);
    const demoToday = isoDate(DEMO_REFERENCE_DATE);
    const expiring = await app.db
      .select()
      .from(partnerQualifications)
      .where(
        and(
          inArray(partnerQualifications.partnerId, ids),
          gte(partnerQualifications.expiryDate, demoToday),
          lte(partnerQualifications.expiryDate, addDays(demoToday, 30)),
        ),
      );
    assert.equal(expiring.length, 3);
    const contacts = await app.db
      .select()
      .from(partnerContacts)
      .where(inArray(partnerContacts.partnerId, ids));
    assert.ok(
      new Set(contacts.map((row) => row.partnerId)).size === ids.length,
      'every partner has a contact',
    );
    const donations = await app.db
      .select()
      .from(partnerDonations)
      .where(inArray(partnerDonations.partnerId, ids));
    assert.ok(donations.length >= 5 && donations.every((row) => row.projectId !== null));
    const links = await app.db.select().from(projectPartners).where(inArray(projectPartners.partnerId, ids));
    assert.ok(links.length >= 10, 'the seeded projects keep their partners');
  });

  it('is idempotent: a second run adds nothing and keeps an unblacklisted partner off the blacklist', async () => {
    const [listed] = await app.db.select().from(partners).where(isNotNull(partners.blacklistedAt)).limit(1);
    await app.db
      .update(partners)
      .set({ blacklistedAt: null, blacklistReason: null })
      .where(eq(partners.id, listed!.id));
    const counts = async () =>
      Promise.all(
        [partners, partnerContacts, partnerQualifications, partnerDonations, projectPartners].map(
          async (table) => {
            const [row] = await app.db.select({ n: count() }).from(table);
            return row!.n;
          },
        ),
      );
    const before = await counts();
    const [first] = await app.db.select({ id: projects.id }).from(projects).orderBy(projects.id).limit(1);
    await app.db.transaction((tx) => seedPartners(tx, [first!.id]));
    assert.deepEqual(await counts(), before);
    const [again] = await app.db.select().from(partners).where(eq(partners.id, listed!.id));
    assert.equal(again!.blacklistedAt, null);
  });
});
