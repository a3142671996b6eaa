import { expect, test, type Locator } from './support-test';
import { apiCall, signedIn, staffToken } from './api-session';
import { draftAgreement } from './agreement-support';
import { fillDate, fillField, formItem, pickOption } from './project-support';

interface PlanDetail {
  id: number;
  name: string;
  agreementId: number | null;
  items: { kind: string; title: string; offsetMonths: number | null; fixedDate: string | null }[];
}
interface AgreementSchedule {
  effectiveDate: string;
  reportItems: { seq: number; title: string; kind: string; dueDate: string }[];
}

/**
 * Report plans (/system/report/plan, /system/report/create-plan): an administrator makes a plan of two report
 * items for a draft agreement, finds it in the list, edits it, and applies it: the agreement's reporting schedule
 * is generated from it.
 */
test('creates, edits and applies a report plan to a draft agreement', async ({ page, request }) => {
  // An application and an agreement go through their approvals first.
  test.setTimeout(180_000);
  const suffix = Date.now().toString(36);
  const name = `植树协议报告计划${suffix}`;
  const admin = await staffToken(request, 'admin');
  const officer = await staffToken(request, 'officer');
  const agreement = await draftAgreement(request, officer);
  await signedIn(page, admin);

  await page.goto('/system/report/plan');
  // The seeded plan of the rural development type; the first page of a run loads the shell and the remote.
  await expect(page.getByRole('link', { name: '乡村振兴类项目报告计划' })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: '新建计划' }).click();
  await expect(page).toHaveURL(/\/system\/report\/create-plan$/);
  const editor = page.locator('.arco-layout-content form').first();
  await fillField(editor, '计划名称', name);
  const scope = formItem(editor, '适用协议');
  await scope.locator('.arco-select-view').click();
  await scope.locator('input').fill(agreement.number);
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: agreement.number }).click();

  const card = (row: number): Locator => editor.locator('.arco-card').filter({ hasText: `报告项 ${row}` });
  await fillField(card(1), '报告标题', '中期报告');
  await card(1).getByRole('spinbutton', { name: '生效后月数' }).fill('3');
  await pickOption(card(1), '报告模板', '标准阶段报告');
  await card(1).getByRole('spinbutton', { name: '关联拨付期次' }).fill('2');
  await editor.getByRole('button', { name: '添加报告项' }).click();
  await pickOption(card(2), '报告类型', '结项报告');
  await fillField(card(2), '报告标题', '结项报告');
  await fillDate(card(2), '固定截止日期', '2027-03-31');
  await pickOption(card(2), '报告模板', '标准阶段报告');
  await page.getByRole('button', { name: '保存', exact: true }).click();

  await expect(page).toHaveURL(/\/system\/report\/plan$/);
  await expect(page.locator('.arco-message').filter({ hasText: '报告计划已保存' })).toBeVisible();
  const row = page.locator('tr').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(row.getByText(`协议 ${agreement.number}`)).toBeVisible();
  await expect(row.locator('td').nth(2)).toHaveText('2');

  // Edit: the final report is renamed.
  await row.getByRole('link', { name: '编辑' }).click();
  await expect(page).toHaveURL(/\/system\/report\/create-plan\?id=\d+$/);
  const planId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(card(2).getByRole('textbox', { name: '报告标题' })).toHaveValue('结项报告');
  await fillField(card(2), '报告标题', '结项总结报告');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(page).toHaveURL(/\/system\/report\/plan$/);
  const plan = await apiCall<PlanDetail>(request, admin, 'GET', `/pm/report-plans/${planId}`);
  expect([plan.name, plan.agreementId, plan.items]).toEqual([
    name,
    agreement.id,
    [
      expect.objectContaining({ kind: 'stage', title: '中期报告', offsetMonths: 3, fixedDate: null }),
      expect.objectContaining({
        kind: 'final',
        title: '结项总结报告',
        offsetMonths: null,
        fixedDate: '2027-03-31',
      }),
    ],
  ]);

  // Apply it to its agreement: the dialog opens with the agreement chosen.
  await row.getByRole('button', { name: '应用到协议' }).click();
  const dialog = page.locator('.arco-modal:visible');
  await expect(dialog.locator('.arco-select-view')).toContainText(agreement.number);
  await dialog.getByRole('button', { name: '生成报告计划' }).click();
  await expect(
    page.locator('.arco-message').filter({ hasText: `已为协议 ${agreement.number} 生成 2 个报告项` }),
  ).toBeVisible();
  const schedule = await apiCall<AgreementSchedule>(request, admin, 'GET', `/pm/agreements/${agreement.id}`);
  expect(schedule.reportItems.map(({ title, kind }) => [title, kind])).toEqual([
    ['中期报告', 'stage'],
    ['结项总结报告', 'final'],
  ]);
  expect(schedule.reportItems[1]!.dueDate).toBe('2027-03-31');
});

test('at 375 px the plan list and editor fit the screen, the table scrolling inside its frame', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedIn(page, await staffToken(page.request, 'admin'));
  for (const [path, ready] of [
    ['/system/report/plan', page.getByRole('link', { name: '乡村振兴类项目报告计划' })],
    ['/system/report/create-plan', page.getByText('报告项 1')],
  ] as const) {
    await page.goto(path);
    await expect(ready).toBeVisible({ timeout: 30_000 });
    const overflow = await page.evaluate(() => {
      const content = document.querySelector('.arco-layout-content')!.parentElement!;
      return Math.max(
        document.documentElement.scrollWidth - window.innerWidth,
        content.scrollWidth - content.clientWidth,
      );
    });
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});

test('the menu lists the report plans, and /system/report opens them', async ({ page }) => {
  await signedIn(page, await staffToken(page.request, 'admin'));
  await page.goto('/system/report');
  await expect(page).toHaveURL(/\/system\/report\/plan$/, { timeout: 30_000 });
  await expect(page.getByRole('link', { name: '乡村振兴类项目报告计划' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.arco-layout-sider .arco-menu-item', { hasText: '报告计划' })).toBeVisible();
});
