import { expect, test } from './support-test';
import { apiCall, signedIn, staffToken } from './api-session';
import { draftAgreement, type AgreementDetail } from './agreement-support';
import { approveRecord } from './approval-support';
import { confirm, fillField, formItem, pickOption } from './project-support';

interface ReportTemplateDetail {
  versions: { id: number; status: string }[];
}
interface ReportDetail {
  status: string;
  templateVersionId: number;
  values: Record<string, unknown>;
}

/**
 * Issue 16, report templates: an administrator designs a template in /system/report/create-template (a number with
 * its unit and an indicator with its target), sees it in the live preview and publishes it; a plan puts it on an
 * agreement's schedule; the officer fills the stage report from it and its detail shows the values.
 */

test('designs and publishes a report template, then a stage report is filled from it', async ({
  page,
  request,
}) => {
  // A long journey: two roles, two remotes, and the approvals of an application and an agreement.
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const name = `植树成效报告${suffix}`;
  const admin = await staffToken(request, 'admin');
  const officer = await staffToken(request, 'officer');
  await signedIn(page, admin);

  await page.goto('/system/report/template');
  // The first page of a run loads the shell and the remote: more than the default wait on a busy machine.
  await expect(page.getByRole('link', { name: '标准阶段报告' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '新建模板' }).click();
  await expect(page).toHaveURL(/\/system\/report\/create-template$/);
  const designer = page.locator('.arco-layout-content form').first();
  await fillField(designer, '模板名称（中文）', name);
  await fillField(designer, '模板名称（英文）', `Tree report ${suffix}`);
  await fillField(designer, '分组标题（中文）', '成果');
  await fillField(designer, '分组标题（英文）', 'Results');
  // The first field: the number of trees, in 棵.
  await fillField(designer, '字段标识', 'trees');
  await fillField(designer, '字段名称（中文）', '植树数量');
  await fillField(designer, '字段名称（英文）', 'Trees planted');
  await pickOption(designer, '字段类型', '数字');
  await formItem(designer, '必填').locator('.arco-checkbox').click();
  await fillField(designer, '单位', '棵');
  // The second: the survival rate against its target of 85 %.
  await designer.getByRole('button', { name: '添加字段' }).click();
  const second = designer.locator('.arco-card').nth(1);
  await fillField(second, '字段标识', 'survival');
  await fillField(second, '字段名称（中文）', '成活率');
  await fillField(second, '字段名称（英文）', 'Survival rate');
  await pickOption(second, '字段类型', '指标');
  await formItem(second, '必填').locator('.arco-checkbox').click();
  await fillField(second, '单位', '%');
  await fillField(second, '目标值', '85');

  const preview = page.getByRole('region', { name: '实时预览' });
  await expect(preview.getByLabel('植树数量')).toBeVisible();
  await expect(preview.getByText('目标值：85 %')).toBeVisible();

  await page.getByRole('button', { name: '发布' }).click();
  await confirm(page);
  await expect(page.locator('.arco-message').filter({ hasText: '已发布第 1 版' })).toBeVisible();
  await expect(page.getByText(/内容不可修改/)).toBeVisible();
  const templateId = Number(new URL(page.url()).searchParams.get('id'));
  const template = await apiCall<ReportTemplateDetail>(
    request,
    admin,
    'GET',
    `/pm/report-templates/${templateId}`,
  );
  expect(template.versions.map((version) => version.status)).toEqual(['published']);

  // A plan puts the template on a draft agreement's schedule; the agreement then comes into force.
  const agreement = await draftAgreement(request, officer);
  const plan = await apiCall<{ id: number }>(request, admin, 'POST', '/pm/report-plans', {
    name: `植树计划${suffix}`,
    agreementId: agreement.id,
    projectType: null,
    items: [
      {
        kind: 'stage',
        title: '植树成效报告',
        offsetMonths: 3,
        fixedDate: null,
        templateVersionId: template.versions[0]!.id,
        instalmentSeq: 2,
        reminderDays: 7,
      },
    ],
  });
  await apiCall(request, admin, 'POST', `/pm/report-plans/${plan.id}/apply`, { agreementId: agreement.id });
  const draft = await apiCall<AgreementDetail>(request, officer, 'GET', `/pm/agreements/${agreement.id}`);
  await apiCall(request, officer, 'POST', `/pm/agreements/${agreement.id}/submit`, {
    version: draft.version,
  });
  await approveRecord(request, officer, `/pm/agreements/${agreement.id}`, ['reviewer']);

  await signedIn(page, officer);
  await page.goto(`/project/report/create?projectId=${agreement.projectId}`);
  const form = page.locator('.arco-layout-content form');
  await pickOption(form, '报告计划项', '植树成效报告');
  await expect(form.getByText('目标值：85 %')).toBeVisible();
  await form.getByRole('button', { name: '提交', exact: true }).click();
  await expect(formItem(form, '植树数量').getByText('请填写植树数量')).toBeVisible();
  await fillField(form, '植树数量', '1.5');
  await fillField(form, '成活率', '88');
  await form.getByRole('button', { name: '提交', exact: true }).click();
  await expect(formItem(form, '植树数量').getByText('植树数量须为数字，最多 0 位小数')).toBeVisible();
  await fillField(form, '植树数量', '1200');
  await form.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page).toHaveURL(/tab=reports/);

  const content = page.locator('.arco-layout-content');
  await content.getByText('植树成效报告').first().click();
  const detail = page.locator('.arco-drawer:visible');
  await expect(detail.getByText('1200 棵')).toBeVisible();
  await expect(detail.getByText('88 / 目标 85 %')).toBeVisible();
  const reports = await apiCall<{ list: { id: number }[] }>(
    request,
    officer,
    'GET',
    `/pm/reports?projectId=${agreement.projectId}`,
  );
  const report = await apiCall<ReportDetail>(request, officer, 'GET', `/pm/reports/${reports.list[0]!.id}`);
  expect([report.status, report.templateVersionId, report.values]).toEqual([
    'submitted',
    template.versions[0]!.id,
    { trees: '1200', survival: '88' },
  ]);
});
