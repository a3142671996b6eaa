import type { AgreementDetail, ReportDetail } from '@pm/domain/shapes';
import type { ReportTemplateDetail, ReportTemplateVersion } from '@pm/domain/shapes/report-template';
import type { Page } from '@pm/domain/contracts';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { agreementReportItems, reportTemplateVersions, stageReports } from '../src/db/schema';
import { buildTestApp, loginAs } from './helper';
import { caller, expectStatus, insertProject, logsOf } from './support/records';
import { agreementValues } from './fixtures/agreement';
import { reportValues } from './fixtures/report';
import { approveAll } from './support/approvals';
import { DEFINITION, label } from './support/report-templates';

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const call = caller(app);
type FormErrors = { errors: { field: string; message: string }[] };

const create = (definition = DEFINITION, token = admin) =>
  call<ReportTemplateDetail>(token, 'POST', '/pm/report-templates', {
    nameZh: '植树报告',
    nameEn: 'Tree planting report',
    definition,
  });

const publish = (version: ReportTemplateVersion) =>
  call<ReportTemplateVersion>(admin, 'POST', `/pm/report-template-versions/${version.id}/publish`, {
    version: version.version,
  });

/** An agreement in force whose first schedule item is filled from the given template version. */
async function agreementUsing(templateVersionId: number): Promise<AgreementDetail> {
  const projectId = await insertProject(app, 'approved', '300000.00');
  const values = agreementValues(projectId);
  values.reportItems = [{ title: '第1期', dueDate: '2027-02-28' }];
  values.instalments = [{ plannedDate: '2026-03-15', amount: '300000.00', reportSeq: null }];
  const draft = expectStatus(await call<AgreementDetail>(officer, 'POST', '/pm/agreements', values), 200);
  await app.db
    .update(agreementReportItems)
    .set({ templateVersionId })
    .where(eq(agreementReportItems.agreementId, draft.id));
  expectStatus(
    await call(officer, 'POST', `/pm/agreements/${draft.id}/submit`, { version: draft.version }),
    200,
  );
  await approveAll(app, 'agreement', draft.id);
  return expectStatus(await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${draft.id}`), 200);
}

describe('report templates', () => {
  it('lists the built-in standard template, published, with the key form only', async () => {
    const page = expectStatus(
      await call<Page<ReportTemplateDetail>>(admin, 'GET', '/pm/report-templates?keyword=标准'),
      200,
    );
    assert.equal(page.list[0]!.code, 'standard-stage-report');
    assert.equal(page.list[0]!.publishedSeq, 1);
    assert.equal((await call(officer, 'GET', '/pm/report-templates')).status, 403);
    assert.equal((await create(DEFINITION, officer)).status, 403);
  });

  it('creates a draft, edits it, publishes it, and then refuses any change (409, and the database too)', async () => {
    const template = expectStatus(await create(), 200);
    let draft = template.versions[0]!;
    assert.deepEqual([draft.seq, draft.status], [1, 'draft']);
    const edited = structuredClone(DEFINITION);
    edited.sections[0]!.fields[1]!.unit = '株';
    // Its texts are kept trimmed, as every text the product stores.
    const padded = structuredClone(edited);
    padded.sections[0]!.title.en = '  Results  ';
    padded.sections[0]!.fields[1]!.unit = ' 株 ';
    draft = expectStatus(
      await call<ReportTemplateVersion>(admin, 'PUT', `/pm/report-template-versions/${draft.id}`, {
        definition: padded,
        version: draft.version,
      }),
      200,
    );
    assert.deepEqual(draft.definition, edited);
    const stale = await call(admin, 'PUT', `/pm/report-template-versions/${draft.id}`, {
      definition: edited,
      version: draft.version - 1,
    });
    assert.equal(stale.status, 409);
    const published = expectStatus(await publish(draft), 200);
    assert.equal(published.status, 'published');
    const refused = await call(admin, 'PUT', `/pm/report-template-versions/${draft.id}`, {
      definition: DEFINITION,
      version: published.version,
    });
    assert.deepEqual([refused.status, refused.body.msg], [409, '第 1 版已发布，内容不可修改；请新建版本']);
    await assert.rejects(
      app.db
        .update(reportTemplateVersions)
        .set({ definition: DEFINITION })
        .where(eq(reportTemplateVersions.id, draft.id)),
    );
    const [row] = await app.db
      .select({ definition: reportTemplateVersions.definition })
      .from(reportTemplateVersions)
      .where(eq(reportTemplateVersions.id, draft.id));
    assert.equal(row!.definition.sections[0]!.fields[1]!.unit, '株');
    assert.deepEqual(
      (await logsOf(app, 'reportTemplateVersion', draft.id)).map((log) => log.action),
      ['update', 'publish'],
    );
  });

  it('opens a new version as a copy, one draft at a time, and retires the old one', async () => {
    const template = expectStatus(await create(), 200);
    const first = expectStatus(await publish(template.versions[0]!), 200);
    const next = expectStatus(
      await call<ReportTemplateDetail>(admin, 'POST', `/pm/report-templates/${template.id}/versions`),
      200,
    );
    const second = next.versions[1]!;
    assert.deepEqual([second.seq, second.status, second.definition], [2, 'draft', first.definition]);
    const twice = await call(admin, 'POST', `/pm/report-templates/${template.id}/versions`);
    assert.deepEqual(
      [twice.status, twice.body.msg],
      [409, '该模板已有草稿版本（第 2 版），请先编辑或发布它'],
    );
    const retired = expectStatus(
      await call<ReportTemplateVersion>(admin, 'POST', `/pm/report-template-versions/${first.id}/retire`, {
        version: first.version,
      }),
      200,
    );
    assert.equal(retired.status, 'retired');
    const again = await call(admin, 'POST', `/pm/report-template-versions/${first.id}/publish`, {
      version: retired.version,
    });
    assert.equal(again.status, 409);
  });

  it('refuses a bad definition with every problem under its path, in the caller language', async () => {
    const bad = structuredClone(DEFINITION);
    bad.sections[0]!.fields[1]!.key = 'title';
    bad.sections[0]!.fields.push({
      key: 'level',
      label: label('等级', 'Level'),
      type: 'choice',
      required: true,
      options: [],
    });
    const refused = await call<FormErrors>(
      admin,
      'POST',
      '/pm/report-templates',
      {
        nameZh: '坏模板',
        nameEn: 'Bad',
        definition: bad,
      },
      'en-US',
    );
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data.errors, [
      { field: 'definition.sections[0].fields[1].key', message: 'Field key "title" is used twice' },
      {
        field: 'definition.sections[0].fields[3].options',
        message: 'A choice field needs at least one option',
      },
    ]);
    const unnamed = await call(admin, 'POST', '/pm/report-templates', {
      nameZh: ' ',
      nameEn: 'x',
      definition: DEFINITION,
    });
    assert.equal(unnamed.status, 422);
  });

  it('fills a report from its item template: values checked by its rules, kept with the version', async () => {
    const template = expectStatus(await create(), 200);
    const version = expectStatus(await publish(template.versions[0]!), 200);
    const agreement = await agreementUsing(version.id);
    const itemId = agreement.reportItems[0]!.id;
    assert.equal(agreement.reportItems[0]!.templateVersionId, version.id);
    const form = expectStatus(
      await call<ReportTemplateVersion>(officer, 'GET', `/pm/report-template-versions/${version.id}`),
      200,
    );
    assert.deepEqual(form.definition, DEFINITION);

    const refused = await call<FormErrors>(
      officer,
      'POST',
      '/pm/reports',
      {
        reportItemId: itemId,
        values: { title: '春季植树', trees: '12.5', survival: '' },
      },
      'en-US',
    );
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data.errors, [
      { field: 'trees', message: 'Trees planted must be a number with at most 0 decimals' },
      { field: 'survival', message: 'Survival rate is required' },
    ]);
    const filed = expectStatus(
      await call<ReportDetail>(officer, 'POST', '/pm/reports', {
        reportItemId: itemId,
        values: { title: '春季植树', trees: '1200', survival: '88.5', stray: 'x' },
      }),
      200,
    );
    assert.deepEqual(
      [filed.title, filed.templateVersionId, filed.values],
      ['春季植树', version.id, { title: '春季植树', trees: '1200', survival: '88.5' }],
    );
    assert.deepEqual([filed.amountSpent, filed.indicators], ['0.00', []]);

    // A new version of the template leaves the report on the version it was filled against.
    expectStatus(await call(admin, 'POST', `/pm/report-templates/${template.id}/versions`), 200);
    const edited = expectStatus(
      await call<ReportDetail>(officer, 'PUT', `/pm/reports/${filed.id}`, {
        reportItemId: itemId,
        values: { title: '春季植树（修订）', trees: '1300', survival: '90' },
        version: filed.version,
      }),
      200,
    );
    assert.deepEqual([edited.templateVersionId, edited.values.trees], [version.id, '1300']);
  });

  it('keeps reports filed before templates on the standard template, values from their columns', async () => {
    const [early] = await app.db
      .select({
        values: stageReports.values,
        title: stageReports.title,
        amountSpent: stageReports.amountSpent,
      })
      .from(stageReports)
      .where(sql`${stageReports.templateVersionId} is not null`)
      .limit(1);
    assert.equal(early!.values!.title, early!.title);
    assert.equal(early!.values!.amountSpent, early!.amountSpent);
    const missing = await app.db
      .select()
      .from(stageReports)
      .where(sql`${stageReports.templateVersionId} is null`);
    assert.equal(missing.length, 0);
    // The fixed body keeps working: its fields are the standard template's values.
    const agreementProject = await insertProject(app, 'approved', '300000.00');
    const values = agreementValues(agreementProject);
    values.instalments = [{ plannedDate: '2026-03-15', amount: '300000.00', reportSeq: null }];
    const draft = expectStatus(await call<AgreementDetail>(officer, 'POST', '/pm/agreements', values), 200);
    expectStatus(
      await call(officer, 'POST', `/pm/agreements/${draft.id}/submit`, { version: draft.version }),
      200,
    );
    await approveAll(app, 'agreement', draft.id);
    const filed = expectStatus(
      await call<ReportDetail>(officer, 'POST', '/pm/reports', reportValues(draft.reportItems[0]!.id)),
      200,
    );
    assert.deepEqual([filed.values.amountSpent, filed.values.beneficiariesReached], ['120000.00', '420']);
  });
});
