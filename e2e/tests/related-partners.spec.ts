import { expect, test, type Page } from './support-test';
import { signedIn, staffToken } from './api-session';
import { switchLanguage } from './frame-support';
import { createDraftProject, drawer, pickOption, type CreatedProject } from './project-support';

// A seeded implementing partner that no seeded project links to, and the seeded ones whose qualifications expire
// within 30 days of the demo's "today" (server/src/seed/demo/partners.ts).
const PARTNER = '深圳鹏程信息技术服务有限公司';
const EXPIRING_COMPANY = '甘肃陇原农业科技有限公司';
const EXPIRING_SUPPLIER = '四川蜀康医疗器械有限公司';

let admin: string;
let project: CreatedProject;

test.beforeAll(async ({ request }) => {
  admin = await staffToken(request, 'admin');
  project = await createDraftProject(request, admin, `合作方黑名单测试项目 ${Date.now()}`);
});

async function openPartner(page: Page, name: string): Promise<void> {
  await page.goto(`/related/partner/company?keyword=${encodeURIComponent(name)}`);
  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
}

test('a blacklisted partner (with its reason) cannot be linked to a project: the page shows the refusal', async ({
  page,
}) => {
  await signedIn(page, admin);
  await openPartner(page, PARTNER);

  // Blacklisting asks first, and needs the reason.
  await page.getByRole('button', { name: '列入黑名单' }).click();
  const question = page.locator('.arco-popconfirm:visible');
  await expect(question).toContainText('列入后不能关联新项目');
  const ok = question.locator('.arco-btn-primary');
  await expect(ok).toBeDisabled();
  await question.getByRole('textbox', { name: '列入黑名单原因' }).fill('承接项目后长期失联');
  await ok.click();
  await expect(page.locator('.arco-alert')).toContainText('原因：承接项目后长期失联');
  await expect(page.locator('.arco-tag', { hasText: '黑名单' }).first()).toBeVisible();

  // The list says so too.
  await page.goto(`/related/partner/company?keyword=${encodeURIComponent(PARTNER)}`);
  await expect(
    page.locator('tbody .arco-table-tr').first().locator('.arco-tag', { hasText: '黑名单' }),
  ).toBeVisible();

  // Linking it to a project: the server refuses, the form says why under the partners field.
  await page.goto(`/project/list/detail?id=${project.id}`);
  await page.getByRole('button', { name: '编辑', exact: true }).click();
  const form = drawer(page, /编辑项目/);
  await pickOption(form, '合作伙伴', PARTNER);
  await page.keyboard.press('Escape');
  await form.locator('.arco-drawer-footer .arco-btn-primary').click();
  await expect(form.locator('.arco-form-message', { hasText: '不能关联到新项目' })).toBeVisible();
  await expect(form).toBeVisible();

  // And nothing was linked.
  const detail = await page.request.get(`/api/pm/projects/${project.id}`, {
    headers: { Authorization: admin },
  });
  const partners = ((await detail.json()).data as { partners: { name: string }[] }).partners;
  expect(partners.map((partner) => partner.name)).not.toContain(PARTNER);
});

test('qualifications expiring within 30 days carry a badge, and the "expiring" filter finds them', async ({
  page,
}) => {
  await signedIn(page, admin);
  await page.goto('/related/partner/company');
  const search = page.getByRole('form', { name: '搜索合作方' });
  await pickOption(search, '资质到期', '30 天内到期或已过期');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/expiring=true/);
  const rows = page.locator('tbody .arco-table-tr');
  await expect(rows.filter({ hasText: EXPIRING_COMPANY })).toHaveCount(1);
  // Every row the filter leaves carries the badge (retried until the filtered rows replace the unfiltered ones).
  await expect(rows.filter({ hasNot: page.getByTestId('qualification-tag') })).toHaveCount(0);
  for (const tag of await rows.getByTestId('qualification-tag').all()) {
    await expect(tag).toHaveText(/资质即将到期|资质已过期/);
  }

  // Suppliers too; the detail page shows each qualification with its state.
  await page.goto('/related/partner/supplier?expiring=true');
  await page.getByRole('link', { name: EXPIRING_SUPPLIER }).click();
  await expect(page.getByRole('heading', { name: EXPIRING_SUPPLIER })).toBeVisible();
  await expect(page.getByTestId('qualification-tag').first()).toHaveText(/资质即将到期|资质已过期/);
  await expect(page.getByTestId('qualification-tag')).toHaveCount(2);
});

test('a partner page reads in both languages, and a switch follows at once', async ({ page }) => {
  await signedIn(page, admin);
  // The menu's partners entry leads to the implementing partners.
  await page.goto('/related/partner');
  await expect(page).toHaveURL(/\/related\/partner\/company/);
  await page.goto('/related/partner/supplier?expiring=true');
  const card = page.locator('.arco-card').first();
  await expect(card.locator('.arco-card-header')).toContainText('供应商');
  await expect(page.getByRole('columnheader', { name: '统一社会信用代码' })).toBeVisible();
  await expect(page.getByTestId('qualification-tag').first()).toHaveText(/资质即将到期|资质已过期/);

  await switchLanguage(page, 'English');
  await expect(card.locator('.arco-card-header')).toContainText('Suppliers');
  await expect(page.getByRole('columnheader', { name: 'Credit code' })).toBeVisible();
  await expect(page.getByTestId('qualification-tag').first()).toHaveText(/Expiring soon|Expired/);
  await expect(page.getByRole('button', { name: 'New supplier' })).toBeVisible();
});

test('a phone screen (375 px) keeps the list and the detail inside the window', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedIn(page, admin);
  await page.goto('/related/partner/company');
  await expect(page.locator('tbody .arco-table-tr').first()).toBeVisible();
  const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(await overflow()).toBeLessThanOrEqual(0);
  await openPartner(page, EXPIRING_COMPANY);
  expect(await overflow()).toBeLessThanOrEqual(0);
});
