import type { PartnerDetail } from '@pm/domain/shapes/partner';
import type { ImportJobDetail, ImportType } from '@pm/domain/shapes/imports';
import type { ServiceRecord, VolunteerDetail } from '@pm/domain/shapes/volunteer';
import { creditCode, residentIdNumber } from '@pm/domain/identity';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { asc, eq, inArray } from 'drizzle-orm';
import { partnerContacts, partners, projects, volunteers, volunteerServices } from '../src/db/schema';
import { VOLUNTEER_ID_CONTEXT } from '../src/db/volunteer-id-hashes';
import { API, bearer, buildTestApp, loginAs } from './helper';
import { partnerValues } from './fixtures/partner';
import { serviceValues, volunteerValues } from './fixtures/volunteer';
import { uploadImport } from './support/imports';
import { caller, expectStatus, insertProject } from './support/records';
import { firstSheet, sheetTexts, workbookOf } from './support/workbook';

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');

const template = async (type: ImportType, locale?: 'en-US') => {
  const response = await app.inject({
    method: 'GET',
    url: `${API}/pm/import/template?type=${type}`,
    headers: { ...bearer(admin), ...(locale ? { 'accept-language': locale } : {}) },
  });
  assert.equal(response.statusCode, 200);
  assert.match(String(response.headers['content-disposition']), /attachment/);
  const sheet = await firstSheet(response.rawPayload);
  const validations = (
    sheet as unknown as { dataValidations: { model: Record<string, { formulae: string[] }> } }
  ).dataValidations.model;
  const [header, sample] = sheetTexts(sheet);
  /** The drop-down of the column whose cells start at `cell` (`B2`). */
  const list = (cell: string) => Object.entries(validations).find(([range]) => range.startsWith(cell))?.[1];
  return { header: header!, sample: sample!, list };
};

const upload = async (type: ImportType, header: readonly string[], rows: readonly (readonly string[])[]) =>
  expectStatus(await uploadImport(app, admin, await workbookOf([header, ...rows]), { type }), 200).job;

const check = async (id: number, locale?: 'en-US') =>
  expectStatus(
    await call<ImportJobDetail>(admin, 'POST', `/pm/import/jobs/${id}/check`, undefined, locale),
    200,
  );

const commit = (id: number, mode: 'all' | 'valid') =>
  call<ImportJobDetail>(admin, 'POST', `/pm/import/jobs/${id}/commit`, { mode });

/** Each bad row's messages, by its row number in the sheet. */
const messagesByRow = (detail: ImportJobDetail) =>
  Object.fromEntries(detail.errors.map((error) => [error.row, error.messages.join(' | ')]));

/** A row without what differs between any two records (keys, times written, the names a test gives them). */
const without = <T extends Record<string, unknown>>(row: T, ...keys: string[]) =>
  Object.fromEntries(Object.entries(row).filter(([key]) => !keys.includes(key)));

const PARTNER_HEADER = [
  '合作方类型',
  '单位名称',
  '统一社会信用代码',
  '所在地区',
  '详细地址',
  '联系人姓名',
  '联系人手机',
  '职务',
  '邮箱',
  '开户银行',
  '账户名称',
  '银行账号',
  '合作评级',
  '供应商类别',
  '备注',
];

let codes = 0;
/** A credit code no other row of this file uses. */
const nextCreditCode = () => {
  codes += 1;
  return creditCode(
    '91',
    '530102',
    `MB${String(process.pid % 1000).padStart(3, '0')}${String(codes).padStart(4, '0')}`,
  );
};

/** A partner row as the template takes it (`type` and `category` as written in the sheet). */
const partnerRow = (name: string, more: Partial<Record<(typeof PARTNER_HEADER)[number], string>> = {}) => {
  const cells: Record<string, string> = {
    合作方类型: '执行伙伴',
    单位名称: name,
    统一社会信用代码: nextCreditCode(),
    所在地区: '530102',
    详细地址: '昆明市五华区',
    联系人姓名: '张三',
    联系人手机: '13912345678',
    职务: '负责人',
    邮箱: '',
    开户银行: '中国银行',
    账户名称: '测试合作方',
    银行账号: '6217000012345678',
    合作评级: '4',
    供应商类别: '',
    备注: '',
    ...more,
  };
  return PARTNER_HEADER.map((header) => cells[header]!);
};

describe('partner imports', () => {
  it('downloads the template: the form’s labels in either language, drop-downs of the kinds and categories', async () => {
    const { header, sample, list } = await template('partner');
    assert.deepEqual(header, PARTNER_HEADER);
    assert.equal(sample[0], '供应商');
    assert.match(list('A2')!.formulae[0]!, /选项/);
    assert.match(list('N2')!.formulae[0]!, /选项/);
    const english = await template('partner', 'en-US');
    assert.deepEqual(english.header.slice(0, 3), ['Partner type', 'Name', 'Unified social credit code']);
    assert.equal(english.sample[0], 'Supplier');
  });

  it('checks each row with the partner form, its lists and the credit codes of the file and the database', async () => {
    const saved = expectStatus(
      await call<PartnerDetail>(admin, 'POST', '/pm/partners', partnerValues({ name: '已有合作方' })),
      200,
    );
    const repeated = nextCreditCode();
    const rows = [
      partnerRow('校验合作方1'),
      partnerRow('校验合作方2', { 合作方类型: 'Supplier', 供应商类别: '图书教材' }),
      partnerRow('校验合作方3', { 合作方类型: '伙伴' }),
      partnerRow('校验合作方4', { 统一社会信用代码: '91530102MA6K00000X' }),
      partnerRow('校验合作方5', { 联系人手机: '' }),
      partnerRow('校验合作方6', { 供应商类别: 'relief' }),
      partnerRow('校验合作方7', { 合作方类型: '供应商' }),
      partnerRow('校验合作方8', { 统一社会信用代码: repeated }),
      partnerRow('校验合作方9', { 统一社会信用代码: repeated }),
      partnerRow('校验合作方10', { 统一社会信用代码: saved.creditCode }),
      partnerRow('校验合作方11', { 合作方类型: '支持单位', 合作评级: '6' }),
    ];
    const job = await upload('partner', PARTNER_HEADER, rows);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.total, detail.job.valid, detail.job.invalid], [11, 3, 8]);
    const messages = messagesByRow(detail);
    assert.deepEqual(Object.keys(messages), ['4', '5', '6', '7', '8', '10', '11', '12']);
    assert.match(messages[4]!, /合作方类型：“伙伴”不是可选值/);
    assert.match(messages[5]!, /统一社会信用代码/);
    assert.match(messages[6]!, /请填写第 1 行联系人手机/);
    assert.match(messages[7]!, /只有供应商需要填写供应商类别/);
    assert.match(messages[8]!, /请选择供应商类别/);
    assert.match(messages[10]!, /统一社会信用代码：与第 9 行重复/);
    assert.match(messages[11]!, /统一社会信用代码：系统中已有相同记录/);
    assert.match(messages[12]!, /合作评级/);
    const english = messagesByRow(await check(job.id, 'en-US'));
    assert.match(english[4]!, /Partner type: "伙伴" is not one of the allowed values/);
    assert.match(english[7]!, /Only suppliers take a Supplier category/);
    const done = expectStatus(await commit(job.id, 'valid'), 200);
    assert.equal(done.job.imported, 3);
    const [supplier] = await app.db.select().from(partners).where(eq(partners.name, '校验合作方2'));
    assert.deepEqual([supplier!.type, supplier!.category], ['supplier', 'books']);
  });

  it('writes a partner and its contact exactly as the create API does', async () => {
    const values = partnerValues({ name: '接口合作方', type: 'supplier', category: 'medical', rating: 3 });
    const created = expectStatus(await call<PartnerDetail>(admin, 'POST', '/pm/partners', values), 200);
    const contact = values.contacts[0]!;
    const row = partnerRow('导入合作方', {
      合作方类型: '供应商',
      所在地区: values.areaCode,
      详细地址: values.address,
      联系人姓名: contact.name,
      联系人手机: contact.mobile,
      职务: contact.position,
      邮箱: contact.email,
      开户银行: values.bankName,
      账户名称: values.bankAccountName,
      银行账号: values.bankAccountNo,
      合作评级: '3',
      供应商类别: '医疗器械',
      备注: values.remark,
    });
    const job = await upload('partner', PARTNER_HEADER, [row]);
    assert.equal((await check(job.id)).job.valid, 1);
    expectStatus(await commit(job.id, 'all'), 200);
    const [imported] = await app.db.select().from(partners).where(eq(partners.name, '导入合作方'));
    const [viaApi] = await app.db.select().from(partners).where(eq(partners.id, created.id));
    const differing = ['id', 'name', 'creditCode', 'createdAt', 'updatedAt'];
    assert.deepEqual(without(imported!, ...differing), without(viaApi!, ...differing));
    assert.equal(imported!.creditCode, row[2]);
    const contactsOf = async (id: number) =>
      (
        await app.db
          .select()
          .from(partnerContacts)
          .where(eq(partnerContacts.partnerId, id))
          .orderBy(asc(partnerContacts.seq))
      ).map((item) => without(item, 'id', 'partnerId', 'createdAt', 'updatedAt'));
    assert.deepEqual(await contactsOf(imported!.id), await contactsOf(created.id));
    // The detail page reads it like any other partner.
    const detail = expectStatus(await call<PartnerDetail>(admin, 'GET', `/pm/partners/${imported!.id}`), 200);
    assert.equal(detail.contacts[0]!.mobile, contact.mobile);
  });
});

const VOLUNTEER_HEADER = [
  '姓名',
  '性别',
  '证件类型',
  '证件号码',
  '出生日期',
  '手机号码',
  '所在地区',
  '详细地址',
  '技能特长',
  '可服务时间',
  '时间说明',
  '紧急联系人',
  '与本人关系',
  '紧急联系电话',
  '备注',
];

/** A volunteer row from the create values of `volunteerValues(sequence)`, with the sheet's names of the lists. */
const volunteerRow = (sequence: number, name: string, more: Record<string, string> = {}) => {
  const values = volunteerValues(sequence, name);
  const cells: Record<string, string> = {
    姓名: name,
    性别: values.gender === 'male' ? '男' : '女',
    证件类型: '居民身份证',
    证件号码: values.idNumber,
    出生日期: values.birthDate,
    手机号码: values.mobile,
    所在地区: values.areaCode,
    详细地址: values.address,
    技能特长: '教学辅导',
    可服务时间: '周末',
    时间说明: values.availabilityNote,
    紧急联系人: values.emergencyName,
    与本人关系: values.emergencyRelation,
    紧急联系电话: values.emergencyMobile,
    备注: values.remark,
    ...more,
  };
  return VOLUNTEER_HEADER.map((header) => cells[header]!);
};

const createVolunteer = async (sequence: number, name: string) =>
  expectStatus(
    await call<VolunteerDetail>(admin, 'POST', '/pm/volunteers', volunteerValues(sequence, name)),
    200,
  );

describe('volunteer imports', () => {
  it('downloads the template with the form’s labels and drop-downs of the fixed lists and skills', async () => {
    const { header, sample, list } = await template('volunteer');
    assert.deepEqual(header, VOLUNTEER_HEADER);
    assert.equal(sample[1], '女');
    for (const cell of ['B2', 'C2', 'I2', 'J2']) assert.match(list(cell)!.formulae[0]!, /选项/, cell);
    const english = await template('volunteer', 'en-US');
    assert.deepEqual(english.header.slice(0, 4), ['Name', 'Gender', 'ID type', 'ID number']);
    assert.equal(english.sample[9], 'Weekends');
    // The sample row passes the dry run.
    const job = await upload('volunteer', header, [sample]);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.valid, detail.job.invalid], [1, 0], JSON.stringify(detail.errors));
  });

  it('checks each row with the volunteer form and finds ID numbers repeated in the file or registered', async () => {
    await createVolunteer(801, '已登记志愿者');
    const rows = [
      volunteerRow(802, '校验志愿者1'),
      volunteerRow(803, '校验志愿者2', { 可服务时间: 'weekdays, Evenings，周末', 技能特长: '' }),
      volunteerRow(804, '校验志愿者3', { 出生日期: '1991-05-17' }),
      volunteerRow(805, '校验志愿者4', { 技能特长: '跳伞' }),
      volunteerRow(806, '校验志愿者5', { 紧急联系电话: '12345' }),
      volunteerRow(807, '校验志愿者6', { 证件号码: volunteerValues(802).idNumber, 性别: '女' }),
      volunteerRow(801, '校验志愿者7'),
      volunteerRow(808, '校验志愿者8', { 可服务时间: '周末,周末' }),
    ];
    const job = await upload('volunteer', VOLUNTEER_HEADER, rows);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.total, detail.job.valid, detail.job.invalid], [8, 2, 6]);
    const messages = messagesByRow(detail);
    assert.deepEqual(Object.keys(messages), ['3', '4', '5', '6', '7', '8']);
    assert.match(messages[3]!, /技能特长至少需要 1 项/);
    assert.match(messages[4]!, /出生日期/);
    assert.match(messages[5]!, /技能特长：“跳伞”不是可选值/);
    assert.match(messages[6]!, /紧急联系电话须为 11 位手机号码/);
    assert.match(messages[7]!, /证件号码：与第 2 行重复/);
    assert.match(messages[8]!, /证件号码：系统中已有相同记录/);
    const english = messagesByRow(await check(job.id, 'en-US'));
    assert.match(english[5]!, /Skills: "跳伞" is not one of the allowed values/);
    const done = expectStatus(await commit(job.id, 'valid'), 200);
    assert.equal(done.job.imported, 2);
    const [repeated] = await app.db.select().from(volunteers).where(eq(volunteers.name, '校验志愿者8'));
    assert.deepEqual(repeated!.availability, ['weekends']);
  });

  it('registers a volunteer exactly as the create API does: applied, numbered ZY, the ID number protected', async () => {
    const created = await createVolunteer(811, '接口志愿者');
    const job = await upload('volunteer', VOLUNTEER_HEADER, [
      volunteerRow(812, '导入志愿者', { 技能特长: 'teaching', 可服务时间: 'Weekends' }),
    ]);
    assert.equal((await check(job.id)).job.valid, 1);
    expectStatus(await commit(job.id, 'all'), 200);
    const [imported] = await app.db.select().from(volunteers).where(eq(volunteers.name, '导入志愿者'));
    const [viaApi] = await app.db.select().from(volunteers).where(eq(volunteers.id, created.id));
    const differing = [
      'id',
      'code',
      'name',
      'gender',
      'idNumberMasked',
      'idNumberHash',
      'idNumberCipher',
      'mobile',
      'mobileHash',
      'createdAt',
      'updatedAt',
    ];
    assert.deepEqual(without(imported!, ...differing), without(viaApi!, ...differing));
    assert.equal(imported!.status, 'applied');
    assert.equal(imported!.code, `ZY${String(imported!.id).padStart(6, '0')}`);
    const number = volunteerValues(812).idNumber;
    assert.equal(imported!.idNumberHash, app.searchHash(number));
    assert.equal(app.fieldCipher.decrypt(imported!.idNumberCipher, VOLUNTEER_ID_CONTEXT), number);
    assert.equal(imported!.mobileHash, app.searchHash(volunteerValues(812).mobile));
    const detail = expectStatus(
      await call<VolunteerDetail>(admin, 'GET', `/pm/volunteers/${imported!.id}`),
      200,
    );
    assert.equal(detail.code, imported!.code);
  });
});

const HOURS_HEADER = ['志愿者证件号码', '项目编号', '服务日期', '开始时间', '服务时长（小时）', '服务内容'];

const activeVolunteer = async (sequence: number, name: string) => {
  const created = await createVolunteer(sequence, name);
  return expectStatus(
    await call<VolunteerDetail>(admin, 'POST', `/pm/volunteers/${created.id}/activate`, {
      version: created.version,
    }),
    200,
  );
};

const projectCode = async (id: number) =>
  (await app.db.select({ code: projects.code }).from(projects).where(eq(projects.id, id)))[0]!.code;

describe('volunteer service-hours imports', () => {
  it('downloads the template: the volunteer by ID number, the project by code, day, start, hours', async () => {
    const { header, sample } = await template('volunteerHours');
    assert.deepEqual(header, HOURS_HEADER);
    assert.deepEqual(sample.slice(2, 5), ['2026-03-01', '09:00', '3.5']);
    const english = await template('volunteerHours', 'en-US');
    assert.deepEqual(english.header, [
      'Volunteer ID number',
      'Project code',
      'Service date',
      'Start time',
      'Hours',
      'Activity',
    ]);
  });

  it('checks the volunteer, the project, the times and repeated starts in the file and the database', async () => {
    const active = await activeVolunteer(821, '时长志愿者');
    await createVolunteer(822, '未激活志愿者');
    const project = await projectCode(await insertProject(app, 'in_progress'));
    const draft = await projectCode(await insertProject(app, 'draft'));
    // Already scheduled through the API: 2026-03-01 09:00–12:00 Beijing time.
    const [saved] = await app.db.select({ id: projects.id }).from(projects).where(eq(projects.code, project));
    expectStatus(
      await call<ServiceRecord>(
        admin,
        'POST',
        `/pm/volunteers/${active.id}/services`,
        serviceValues(saved!.id),
      ),
      200,
    );
    const id = volunteerValues(821).idNumber;
    const row = (more: Partial<Record<string, string>> = {}) => {
      const cells: Record<string, string> = {
        志愿者证件号码: id,
        项目编号: project,
        服务日期: '2026-03-02',
        开始时间: '09:00',
        '服务时长（小时）': '3',
        服务内容: '课业辅导',
        ...more,
      };
      return HOURS_HEADER.map((header) => cells[header]!);
    };
    const rows = [
      row(),
      row({ 服务日期: '2026/3/3', 开始时间: '9:30', '服务时长（小时）': '2.25' }),
      row({ 志愿者证件号码: residentIdNumber('530102', '1990-05-17', 899) }),
      row({ 志愿者证件号码: volunteerValues(822).idNumber, 服务日期: '2026-03-04' }),
      row({ 项目编号: 'NOPE-1', 服务日期: '2026-03-05' }),
      row({ 项目编号: draft, 服务日期: '2026-03-06' }),
      row({ 开始时间: '25:00', 服务日期: '2026-03-07' }),
      row({ '服务时长（小时）': '30', 服务日期: '2026-03-08' }),
      row({ '服务时长（小时）': 'abc', 服务日期: '2026-03-09' }),
      row({ 服务内容: '', 服务日期: '2026-03-10' }),
      row({ 服务日期: '2026-02-30' }),
      row(),
      row({ 服务日期: '2026-03-01' }),
    ];
    const job = await upload('volunteerHours', HOURS_HEADER, rows);
    const detail = await check(job.id);
    assert.deepEqual([detail.job.total, detail.job.valid, detail.job.invalid], [13, 2, 11]);
    const messages = messagesByRow(detail);
    assert.deepEqual(Object.keys(messages), ['4', '5', '6', '7', '8', '9', '10', '11', '12', '13', '14']);
    assert.match(messages[4]!, /志愿者证件号码：系统中没有使用该证件号码的志愿者/);
    assert.match(messages[5]!, /志愿者证件号码：志愿者当前状态“已报名”，不能安排新的服务/);
    assert.match(messages[6]!, /项目编号：“NOPE-1”不存在/);
    assert.match(messages[7]!, new RegExp(`项目编号：“${draft}”是子项目或尚未提交的项目`));
    assert.match(messages[8]!, /开始时间须为“时:分”格式/);
    assert.match(messages[9]!, /服务时长（小时）不能大于 24/);
    assert.match(messages[10]!, /服务时长（小时）/);
    assert.match(messages[11]!, /请填写服务内容/);
    assert.match(messages[12]!, /服务日期须为有效日期/);
    assert.match(messages[13]!, /开始时间：与第 2 行重复/);
    assert.match(messages[14]!, /开始时间：系统中已有相同记录/);
    const english = messagesByRow(await check(job.id, 'en-US'));
    assert.match(english[5]!, /Volunteer ID number: a volunteer who is "Applied" cannot be scheduled/);
    assert.match(english[6]!, /Project code: "NOPE-1" does not exist/);
    const done = expectStatus(await commit(job.id, 'valid'), 200);
    assert.equal(done.job.imported, 2);
    const records = await app.db
      .select()
      .from(volunteerServices)
      .where(eq(volunteerServices.volunteerId, active.id))
      .orderBy(asc(volunteerServices.plannedStart));
    assert.deepEqual(
      records.map((record) => [record.plannedStart.toISOString(), record.plannedEnd.toISOString()]),
      [
        ['2026-03-01T01:00:00.000Z', '2026-03-01T04:00:00.000Z'],
        ['2026-03-02T01:00:00.000Z', '2026-03-02T04:00:00.000Z'],
        ['2026-03-03T01:30:00.000Z', '2026-03-03T03:45:00.000Z'],
      ],
    );
  });

  it('writes a service record exactly as the create API and attending it do: attended, its hours derived', async () => {
    const volunteer = await activeVolunteer(831, '对照志愿者');
    const projectId = await insertProject(app, 'approved');
    const viaApi = expectStatus(
      await call<ServiceRecord>(admin, 'POST', `/pm/volunteers/${volunteer.id}/services`, {
        ...serviceValues(projectId),
        plannedStart: '2026-04-01T14:00:00+08:00',
        plannedEnd: '2026-04-01T17:30:00+08:00',
      }),
      200,
    );
    expectStatus(
      await call<ServiceRecord>(
        admin,
        'POST',
        `/pm/volunteers/${volunteer.id}/services/${viaApi.id}/attend`,
        {
          version: viaApi.version,
          actualStart: '2026-04-01T14:00:00+08:00',
          actualEnd: '2026-04-01T17:30:00+08:00',
        },
      ),
      200,
    );
    const job = await upload('volunteerHours', HOURS_HEADER, [
      [volunteerValues(831).idNumber, await projectCode(projectId), '2026-04-02', '14:00', '3.5', '课业辅导'],
    ]);
    assert.equal((await check(job.id)).job.valid, 1);
    expectStatus(await commit(job.id, 'all'), 200);
    const rows = await app.db
      .select()
      .from(volunteerServices)
      .where(inArray(volunteerServices.volunteerId, [volunteer.id]))
      .orderBy(asc(volunteerServices.id));
    assert.equal(rows.length, 2);
    const [api, imported] = rows;
    assert.equal(api!.id, viaApi.id);
    // Attending through the API is a second step (version 2); the import writes the attended record at once.
    const differing = ['id', 'plannedStart', 'plannedEnd', 'actualStart', 'actualEnd', 'version'];
    assert.deepEqual(
      without(imported!, ...differing, 'createdAt', 'updatedAt'),
      without(api!, ...differing, 'createdAt', 'updatedAt'),
    );
    assert.equal(imported!.status, 'attended');
    assert.equal(imported!.hours, '3.50');
    assert.equal(imported!.actualStart!.toISOString(), imported!.plannedStart.toISOString());
    assert.equal(imported!.actualEnd!.toISOString(), imported!.plannedEnd.toISOString());
    assert.equal(imported!.plannedStart.toISOString(), '2026-04-02T06:00:00.000Z');
    assert.equal(imported!.plannedEnd.getTime() - imported!.plannedStart.getTime(), 3.5 * 3600_000);
  });
});

describe('hostile cells in the new types', () => {
  it('reports odd values row by row: never a failure, the valid rows still import', async () => {
    await activeVolunteer(841, '边界志愿者');
    const project = await projectCode(await insertProject(app, 'in_progress'));
    const id = volunteerValues(841).idNumber;
    const long = '长'.repeat(5000);
    const hours = [
      [id, project, '2026-05-05', '23:30', '1', '跨夜服务'],
      [id, project, '0001-01-01', '09:00', '1', '远古服务'],
      [id, project, '9999-12-31', '23:59', '24', '跨年服务'],
      [id, project, '2026-05-01', '09:00', '1e3', '科学计数'],
      [id, project, '2026-05-02', '09:00', '-1', '负数'],
      [id, project, '2026-05-03', '09:00', '0.001', '太细'],
      [long, long, long, long, long, long],
      [id, `${project}'; drop table projects; --`, '2026-05-04', '09:00', '1', '注入'],
    ];
    const job = await upload('volunteerHours', HOURS_HEADER, hours);
    const detail = await check(job.id);
    assert.equal(detail.job.total, hours.length);
    assert.equal(detail.job.valid, 1, JSON.stringify(detail.errors));
    expectStatus(await commit(job.id, 'valid'), 200);
    const partnerJob = await upload('partner', PARTNER_HEADER, [
      PARTNER_HEADER.map(() => long),
      partnerRow('边界合作方', { 合作评级: '4.5', 供应商类别: long }),
    ]);
    assert.deepEqual((await check(partnerJob.id)).job.invalid, 2);
    const volunteerJob = await upload('volunteer', VOLUNTEER_HEADER, [
      VOLUNTEER_HEADER.map(() => long),
      volunteerRow(842, '边界志愿者2', { 出生日期: '0000-00-00', 可服务时间: ',,,' }),
    ]);
    assert.deepEqual((await check(volunteerJob.id)).job.invalid, 2);
  });
});
