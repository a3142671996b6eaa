import { expect, test, type Locator, type Page } from './support-test';
import { signedIn, staffToken } from './api-session';
import { archiveRequiredCategories } from './archive-support';
import { approveRecord, approveThrough, tokenOf } from './approval-support';
import {
  confirm,
  createDraftProject,
  drawer,
  expectStatus,
  fillDate,
  fillDates,
  fillField,
  fillFields,
  formItem,
  pickOption,
  type CreatedProject,
} from './project-support';

// One journey, step after step on one project: each step needs the one before it.
test.describe.configure({ mode: 'serial' });

let project: CreatedProject;
/**
 * The officer makes and submits each record; its approval decides it: the approvers its definition names act
 * through the engine's API (the approvals inbox is another page's journey).
 */
let officer: string;

async function openDetail(page: Page, tab: string): Promise<Locator> {
  await page.goto(`/project/list/detail?id=${project.id}&tab=${tab}`);
  const content = page.locator('.arco-layout-content');
  await expect(content.getByText(project.name).first()).toBeVisible();
  return content;
}

/** Runs a state action from a detail drawer's button and its confirmation. */
async function act(page: Page, scope: Locator, action: string): Promise<void> {
  await scope.getByRole('button', { name: action, exact: true }).click();
  await confirm(page);
  await expect(
    page
      .locator('.arco-message')
      .filter({ hasText: `${action}成功` })
      .last(),
  ).toBeVisible();
}

test.beforeAll(async ({ request }) => {
  officer = await staffToken(request, 'officer');
  project = await createDraftProject(request, officer, `山区阅读角项目 ${Date.now()}`);
});

test.beforeEach(async ({ page }) => {
  await signedIn(page, officer);
});

test('an application is created and submitted by the officer, then approved through its approval by the reviewer and the department head', async ({
  page,
  request,
}) => {
  await page.goto(`/submit/apply?projectId=${project.id}&new=1`);
  const form = drawer(page, '新建项目申请');
  await expect(form).toBeVisible();
  await form.locator('.arco-radio-button', { hasText: '个人' }).click();
  await pickOption(form, '申请方', '张晓梅');
  await fillFields(form, {
    申请标题: '山区阅读角建设申请',
    申请摘要: '为 12 所山区学校建设阅读角，配备图书并培训阅读辅导员。',
  });
  await fillDates(form, { 执行开始日期: '2026-12-01', 执行结束日期: '2027-11-30' });
  await fillFields(form, { 申请金额: '200000', '第 1 行费用名称': '图书采购', '第 1 行费用金额': '200000' });
  await form.getByRole('button', { name: '保存' }).click();

  const submitted = drawer(page, /申请详情 SQ\d+/);
  await expect(submitted).toBeVisible();
  await expect(submitted.getByText('山区阅读角建设申请').first()).toBeVisible();
  await act(page, submitted, '提交');
  await expect(page).toHaveURL(/[?&]id=\d+/);
  // Where it stands, the way to it in the inbox, and (nobody has acted yet) the applicant's way to take it back.
  await expect(submitted.getByText(/^审批中 · 评审 · 等待 /)).toBeVisible();
  await expect(submitted.getByRole('link', { name: '在审批中查看' })).toHaveAttribute(
    'href',
    /\/archives\/approva\?instance=\d+/,
  );
  await expect(submitted.getByRole('button', { name: '撤回' })).toBeVisible();
  for (const gone of ['开始审核', '批准', '驳回']) {
    await expect(submitted.getByRole('button', { name: gone, exact: true })).toHaveCount(0);
  }

  const id = new URL(page.url()).searchParams.get('id');
  await approveRecord(request, officer, `/pm/applications/${id}`, ['reviewer', 'head']);
  await page.reload();
  const approved = drawer(page, /申请详情 SQ\d+/);
  await expectStatus(approved, '已批准');
  await expect(approved.getByText(/^已通过 · 部门负责人审批 · /)).toBeVisible();
  await expect(approved.getByRole('button', { name: '撤回' })).toHaveCount(0);

  const content = await openDetail(page, 'overview');
  await expectStatus(content, '已批准');
  await expect(content.getByText('20.00万').first()).toBeVisible();
});

test('an agreement with two instalments is signed through its approval and the project starts', async ({
  page,
  request,
}) => {
  await page.goto(`/submit/protocol?projectId=${project.id}&new=1`);
  const form = drawer(page, '新建项目协议');
  await expect(form).toBeVisible();
  await fillFields(form, { 甲方: '基金会', 乙方: '张晓梅' });
  await fillDates(form, { 签订日期: '2026-11-02', 生效日期: '2026-12-01', 到期日期: '2027-11-30' });
  await fillField(form, '协议总金额', '200000');
  await form.getByRole('button', { name: '添加报告计划' }).click();
  await fillField(form, '第 1 行报告名称', '中期报告');
  await fillDate(form, '第 1 行报告截止日期', '2027-05-31');
  await form.getByRole('button', { name: '添加拨付计划' }).click();
  for (const [index, [date, amount]] of [
    ['2026-12-15', '120000'],
    ['2027-06-15', '80000'],
  ].entries()) {
    await fillDate(form, `第 ${index + 1} 行计划拨付日期`, date!);
    await fillField(form, `第 ${index + 1} 行拨付金额`, amount!);
  }
  await expect(form.getByText('拨付合计 200,000.00，与协议总金额一致')).toBeVisible();
  await form.getByRole('button', { name: '保存' }).click();

  const submitted = drawer(page, /协议详情 XY\d+/);
  await expect(submitted).toBeVisible();
  await act(page, submitted, '提交');
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expect(submitted.getByText(/^审批中 · 协议审核 · 等待 /)).toBeVisible();
  await expect(submitted.getByRole('button', { name: '批准', exact: true })).toHaveCount(0);

  await approveRecord(request, officer, `/pm/agreements/${new URL(page.url()).searchParams.get('id')}`, [
    'reviewer',
  ]);
  await page.reload();
  const signed = drawer(page, /协议详情 XY\d+/);
  await expectStatus(signed, '生效中');
  await expect(signed.getByText(/^已通过 · 协议审核 · /)).toBeVisible();

  const content = await openDetail(page, 'overview');
  await expectStatus(content, '已签协议');
  await content.getByRole('button', { name: '开始执行' }).click();
  await confirm(page);
  await expectStatus(content, '执行中');
});

test('a sub-project gets part of the approved amount', async ({ page }) => {
  const content = await openDetail(page, 'overview');
  await content.getByRole('button', { name: '新建子项目' }).click();
  await expect(page).toHaveURL(/\/project\/list\/create-sub-project\?parentId=/);
  const form = page.locator('.arco-layout-content form');
  await fillFields(form, { 项目名称: '阅读辅导员培训子项目', 计划预算: '60000', 分配金额: '50000' });
  await formItem(form, '目标受益人数').locator('input').fill('80');
  await fillField(form, '项目目标', '培训 24 名阅读辅导员');
  await page.getByRole('button', { name: '创建子项目' }).click();
  await expect(page).toHaveURL(/\/project\/list\/detail\?id=\d+/);
  await expect(page.getByText('阅读辅导员培训子项目').first()).toBeVisible();

  const parent = await openDetail(page, 'sub-projects');
  await expect(parent.getByText('阅读辅导员培训子项目')).toBeVisible();
  await parent.getByRole('tab', { name: '概况' }).click();
  await expect(parent.getByText('5.00万').first()).toBeVisible();
});

test('a stage report is submitted by the officer and accepted through its approval by the reviewer', async ({
  page,
  request,
}) => {
  await page.goto(`/project/report/create?projectId=${project.id}`);
  const form = page.locator('.arco-layout-content form');
  await pickOption(form, '报告计划项', '中期报告');
  await fillFields(form, {
    报告标题: '中期进展报告',
    进展概述: '已建成 6 个阅读角，培训辅导员 24 名。',
    '第 1 行指标名称': '建成阅读角',
    '第 1 行单位': '个',
    '第 1 行目标值': '12',
    '第 1 行实际值': '6',
  });
  await formItem(form, '实际受益人数').locator('input').fill('150');
  await fillField(form, '本期支出金额', '95000');
  await form.getByRole('button', { name: '提交', exact: true }).click();
  await expect(page).toHaveURL(/tab=reports/);

  const content = page.locator('.arco-layout-content');
  await content.getByText('中期进展报告').click();
  const report = page.locator('.arco-drawer:visible');
  await expect(report.getByText('建成阅读角')).toBeVisible();
  await expect(report.getByText(/^审批中 · 报告验收 · 等待 /)).toBeVisible();
  await expect(report.getByRole('button', { name: '验收通过' })).toHaveCount(0);
  const reportLink = report.getByRole('link', { name: '在审批中查看' });
  const instanceId = Number(/instance=(\d+)/.exec((await reportLink.getAttribute('href')) ?? '')?.[1]);
  await approveThrough(request, instanceId, ['reviewer']);

  await page.reload();
  await content.getByText('中期进展报告').click();
  await expectStatus(page.locator('.arco-drawer:visible'), '已验收');
});

test('the project detail shows every step', async ({ page }) => {
  const content = await openDetail(page, 'agreement');
  await expect(content.getByText('120,000.00').first()).toBeVisible();
  await expect(content.getByText('80,000.00').first()).toBeVisible();

  await content.getByRole('tab', { name: '时间线' }).click();
  const timeline = content.locator('.arco-timeline');
  for (const step of [
    '创建',
    '提交申请',
    '开始审核',
    '批准',
    '签订协议',
    '开始执行',
    '创建子项目',
    '验收通过',
  ]) {
    await expect(timeline.getByText(step, { exact: true }).first()).toBeVisible();
  }

  await content.getByRole('tab', { name: '阶段报告' }).click();
  await expectStatus(content, '已验收');
});

test('closing is asked for on the page and decided by its approval: the department head, then the reviewer', async ({
  page,
  request,
}) => {
  const content = await openDetail(page, 'overview');
  // The close gate: until each required category is archived, closing is refused with what is missing.
  await content.getByRole('button', { name: '申请结项' }).click();
  await confirm(page);
  await expect(
    page.locator('.arco-message').filter({ hasText: /^项目还缺少已归档的材料：.*归档后方可申请结项$/ }),
  ).toBeVisible();
  await expectStatus(content, '执行中');

  // The confirmation stays open for a retry: once the archive holds them, the same 确定 asks for closing.
  await archiveRequiredCategories(request, await tokenOf(request, 'admin'), project.id);
  await confirm(page);
  await expectStatus(content, '结项中');
  await expect(content.getByText(/^审批中 · 部门负责人审批 · 等待 /)).toBeVisible();
  await expect(content.getByRole('button', { name: '确认结项' })).toHaveCount(0);

  await approveRecord(request, officer, `/pm/projects/${project.id}`, ['head', 'reviewer']);
  await page.reload();
  await expectStatus(content, '已结项');
  await expect(content.getByText(/^已通过 · 评审确认 · /)).toBeVisible();
});
