import type { ClientReportDetail, ClientReportItem } from '../../shared/domain/src/shapes/client-report';
import { expect, PORT, test } from './support-test';
import { tokenOf } from './approval-support';
import { apiCall, signedIn } from './api-session';
import { drawer, fillField } from './project-support';
import { CLIENT_BASE, pageOverflow, signInAsClient } from './client-support';
import { storedToken } from './support';

/** A small PDF: its magic bytes, then some text. */
const PDF = Buffer.from('%PDF-1.4\n% stage report photo list\n%%EOF\n');

test('a beneficiary fills, saves, attaches to and submits a stage report that staff accept, also on a phone', async ({
  browser,
  page,
}, testInfo) => {
  // A loaded machine (2 cores, several builds) takes a while to fetch the remote.
  test.setTimeout(180_000);
  await signInAsClient(page);
  await page.locator('.arco-menu').getByText('阶段成果报告', { exact: true }).click();
  await expect(page).toHaveURL(/\/client\/report$/);

  // The schedule as the API has it: an open item to fill, an overdue one, one sent back with its comment.
  const client = (await storedToken(page))!;
  const items = await apiCall<ClientReportItem[]>(page.request, client, 'GET', '/client/report-items');
  const open = items.find((item) => item.fillable && !item.overdue && item.reportId === null)!;
  const overdue = items.find((item) => item.overdue && item.reportId === null)!;
  const reworked = items.find((item) => item.reportStatus === 'rework')!;
  expect([open, overdue, reworked].every(Boolean)).toBeTruthy();
  await expect(page.getByTestId(`item-title-${overdue.id}`)).toBeVisible({ timeout: 45_000 });
  const overdueRow = page
    .locator('.arco-table-tr')
    .filter({ has: page.getByTestId(`item-title-${overdue.id}`) });
  await expect(overdueRow).toContainText('已逾期');
  const reworkRow = page
    .locator('.arco-table-tr')
    .filter({ has: page.getByTestId(`item-title-${reworked.id}`) });
  await expect(reworkRow).toContainText('待修改');
  await expect(reworkRow).toContainText(reworked.reviewComment!);
  await page.screenshot({ path: testInfo.outputPath('reports-desktop.png'), fullPage: true });

  // Fill the open item from its template (a draft is checked as a submission is) and save a draft.
  await page.getByRole('button', { name: `填写 ${open.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`item=${open.id}`));
  await page.getByRole('textbox', { name: '报告标题' }).fill('第二期阶段进展');
  await page.getByRole('textbox', { name: '进展概述' }).fill('完成两期刺绣技能培训，新增社员12人。');
  const cell = (name: string) => page.getByRole('textbox', { name: `第 1 行${name}`, exact: true });
  await cell('指标名称').fill('培训人次');
  await cell('单位').fill('人次');
  await cell('目标值').fill('100');
  await cell('实际值').fill('60');
  await page.getByRole('textbox', { name: '实际受益人数' }).fill('60');
  await page.getByRole('textbox', { name: '本期支出金额' }).fill('3000');
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page).toHaveURL(/report=\d+/);
  const reportId = Number(new URL(page.url()).searchParams.get('report'));
  let report = await apiCall<ClientReportDetail>(page.request, client, 'GET', `/client/reports/${reportId}`);
  expect([report.status, report.values.title]).toEqual(['draft', '第二期阶段进展']);

  // Attach a file, then submit after the confirmation.
  await page.locator('input[type=file]').setInputFiles({
    name: '活动照片.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(page.locator('.arco-upload-list-item-done')).toHaveCount(1, { timeout: 20_000 });
  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page.getByText('提交后将由基金会审核，审核期间不能修改。确定提交吗？')).toBeVisible();
  await page.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(page.getByTestId('read-only')).toContainText('已提交');
  report = await apiCall<ClientReportDetail>(page.request, client, 'GET', `/client/reports/${reportId}`);
  expect(report.status).toBe('submitted');
  expect(report.attachments.map((file) => file.name)).toEqual(['活动照片.pdf']);

  // The foundation's reviewer accepts it in their approvals inbox; the portal then reads it accepted.
  const staff = await browser.newContext({ locale: 'zh-CN' });
  const staffPage = await staff.newPage();
  await signedIn(staffPage, await tokenOf(staffPage.request, 'reviewer'));
  await staffPage.goto(`http://localhost:${PORT}/archives/approva`);
  const inbox = staffPage.locator('.arco-table tbody').first();
  const todo = inbox.getByRole('row', { name: new RegExp(report.code) });
  await expect(todo).toBeVisible({ timeout: 45_000 });
  await todo.getByRole('link', { name: new RegExp(report.code) }).click();
  const panel = drawer(staffPage, new RegExp(report.code));
  await panel.getByRole('button', { name: '同意', exact: true }).click();
  const dialog = staffPage.locator('.arco-modal:visible');
  await fillField(dialog, '审批意见', '材料齐全，同意验收');
  await dialog.locator('.arco-btn-primary').click();
  await expect(staffPage.locator('.arco-message').filter({ hasText: '已同意' }).last()).toBeVisible();
  await expect(inbox.getByRole('row', { name: new RegExp(report.code) })).toHaveCount(0);
  await staff.close();
  await page.reload();
  await expect(page.getByTestId('read-only')).toContainText('已验收', { timeout: 45_000 });
  await expect(page.getByRole('button', { name: '活动照片.pdf' })).toBeVisible();
  await page.getByRole('button', { name: '返回报告列表' }).click();
  const doneRow = page.locator('.arco-table-tr').filter({ has: page.getByTestId(`item-title-${open.id}`) });
  await expect(doneRow).toContainText('已验收');

  // A phone: cards, nothing scrolls sideways, the rework comment is still read.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${CLIENT_BASE}/client/report`);
  await expect(page.getByTestId('row-cards').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByText(reworked.reviewComment!).first()).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('reports-phone.png'), fullPage: true });
  await page.getByRole('button', { name: `修改 ${reworked.title}` }).click();
  await expect(page.getByTestId('review-comment')).toContainText(reworked.reviewComment!);
  await expect(page.getByRole('textbox', { name: '报告标题' })).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: testInfo.outputPath('report-rework-phone.png'), fullPage: true });
});
