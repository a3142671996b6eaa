import { expect, test, type Browser, type Page } from './support-test';
import type { Page as ListPage } from '../../shared/domain/src/contracts';
import type { ApplicationDetail } from '../../shared/domain/src/shapes';
import { applicationValues } from '../../server/test/fixtures/application';
import { apiCall, signedIn } from './api-session';
import { tokenOf } from './approval-support';
import {
  confirm,
  createDraftProject,
  drawer,
  expectStatus,
  fillField,
  type CreatedProject,
} from './project-support';
import type { Account } from './support';

// One application on its way through its approval, step after step: each step needs the one before it.
test.describe.configure({ mode: 'serial' });

let project: CreatedProject;
let application: ApplicationDetail;

/** Runs `steps` as `who`, in a browser context of their own, starting at `path`. */
async function as(browser: Browser, who: Account, path: string, steps: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ locale: 'zh-CN' });
  const page = await context.newPage();
  try {
    await signedIn(page, await tokenOf(page.request, who));
    await page.goto(path);
    await steps(page);
  } finally {
    await context.close();
  }
}

/**
 * Opens the application's row of the to-do tab, sees the amount it was submitted with, decides in the drawer and
 * sees it leave the tab.
 */
async function decide(page: Page, action: '同意' | '驳回', comment: string, amount = '¥300,000.00') {
  // The inbox's own list (the drawer's comparison table names the code too).
  const todo = page.locator('.arco-table tbody').first();
  const row = todo.getByRole('row', { name: new RegExp(application.code) });
  await expect(row).toBeVisible();
  await row.getByRole('link', { name: new RegExp(application.code) }).click();
  const panel = drawer(page, new RegExp(application.code));
  await expect(panel.getByText('提交时与当前对照')).toBeVisible();
  await expect(panel.getByText(amount).first()).toBeVisible();
  await panel.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.locator('.arco-modal:visible');
  await fillField(dialog, '审批意见', comment);
  await dialog.locator('.arco-btn-primary').click();
  await expect(
    page
      .locator('.arco-message')
      .filter({ hasText: `已${action}` })
      .last(),
  ).toBeVisible();
  await expect(todo.getByRole('row', { name: new RegExp(application.code) })).toHaveCount(0);
}

test.beforeAll(async ({ request }) => {
  const officer = await tokenOf(request, 'officer');
  project = await createDraftProject(request, officer, `审批流程演示项目 ${Date.now()}`);
  const people = await apiCall<ListPage<{ id: number; name: string }>>(
    request,
    officer,
    'GET',
    '/pm/beneficiaries?type=person&status=active&keyword=张晓梅',
  );
  application = await apiCall<ApplicationDetail>(
    request,
    officer,
    'POST',
    '/pm/applications',
    applicationValues(project.id, people.list[0]!.id, { title: '审批流程演示申请' }),
  );
});

test('the officer submits the application: its approval starts with the reviewer', async ({ browser }) => {
  await as(browser, 'officer', `/submit/apply?id=${application.id}`, async (page) => {
    const detail = drawer(page, new RegExp(`申请详情 ${application.code}`));
    await detail.getByRole('button', { name: '提交', exact: true }).click();
    await confirm(page);
    await expect(detail.getByText(/^审批中 · 评审 · 等待 陈静/)).toBeVisible();
  });
});

test('the reviewer approves it in the inbox; it goes on to the department head', async ({ browser }) => {
  await as(browser, 'reviewer', '/archives/approva', async (page) => {
    await expect(page.getByRole('tab', { name: /待我审批/ })).toBeVisible();
    await decide(page, '同意', '材料齐全');
  });
});

test('the department head rejects it with a reason', async ({ browser }) => {
  await as(browser, 'head', '/archives/approva?tab=todo', async (page) => {
    await decide(page, '驳回', '预算偏高，请压缩到 25 万元以内');
  });
});

test('the officer reads the rejection in the message box, edits and resubmits', async ({ browser }) => {
  await as(browser, 'officer', '/home/workplace', async (page) => {
    await page.getByTestId('message-box-open').click();
    const box = page.getByRole('dialog', { name: '消息通知' });
    const news = box.getByTestId('message-item').filter({ hasText: '审批驳回：项目申请' }).first();
    await expect(news).toContainText('预算偏高，请压缩到 25 万元以内');
    await news.click();
    await expect(page).toHaveURL(/\/archives\/approva\?.*instance=\d+/);
    const panel = drawer(page, new RegExp(application.code));
    await expectStatus(panel, '已驳回');
    await expect(panel.getByText('预算偏高，请压缩到 25 万元以内').first()).toBeVisible();

    await page.goto(`/submit/apply?id=${application.id}`);
    const detail = drawer(page, new RegExp(`申请详情 ${application.code}`));
    await expectStatus(detail, '待修改');
    await detail.getByRole('button', { name: '修改', exact: true }).click();
    const form = drawer(page, new RegExp(`修改申请 ${application.code}`));
    await fillField(form, '申请金额', '250000');
    await fillField(form, '第 1 行费用金额', '150000');
    await form.getByRole('button', { name: '保存' }).click();
    const saved = drawer(page, new RegExp(`申请详情 ${application.code}`));
    await saved.getByRole('button', { name: '重新提交', exact: true }).click();
    await confirm(page);
    await expect(saved.getByText(/^审批中 · 评审 · 等待 /)).toBeVisible();
  });
});

test('the reviewer and the head both approve the resubmission', async ({ browser }) => {
  for (const who of ['reviewer', 'head'] as const) {
    await as(browser, who, '/archives/approva', async (page) => {
      await decide(page, '同意', '同意', '¥250,000.00');
    });
  }
});

test('the project moves on: approved for the amount granted', async ({ browser }) => {
  await as(browser, 'officer', `/project/list/detail?id=${project.id}`, async (page) => {
    const content = page.locator('.arco-layout-content');
    await expect(content.getByText(project.name).first()).toBeVisible();
    await expectStatus(content, '已批准');
    await expect(content.getByText('25.00万').first()).toBeVisible();
  });
});
