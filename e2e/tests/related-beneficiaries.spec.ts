import { expect, test, type APIRequestContext, type Locator, type Page } from './support-test';
// The identity rules the pages and the server share: a valid resident ID number to type.
import { residentIdNumber } from '../../shared/domain/src/identity/resident-id';
import { signedIn, staffToken } from './api-session';
import { switchLanguage } from './frame-support';
import { confirm, formItem } from './project-support';

// One journey on one new person: each step needs the one before it.
test.describe.configure({ mode: 'serial' });

const BIRTH_DATE = '1988-03-15';
const VALID_ID = residentIdNumber('530102', BIRTH_DATE, 100 + Math.floor(Math.random() * 800));
/** The same number with another check digit: what a typing slip gives. */
const WRONG_ID = VALID_ID.slice(0, 17) + (VALID_ID.endsWith('1') ? '2' : '1');
const NAME = `阮晓禾${String(Date.now()).slice(-4)}`;

let admin: string;
let createdId: number;

interface Row {
  id: number;
  name: string;
  status: string;
  totalPaid: string;
}

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  const response = await request.get(`/api${path}`, { headers: { Authorization: admin } });
  expect(response.ok(), path).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

function content(page: Page): Locator {
  return page.locator('.arco-layout-content');
}

/** Picks 云南省 › 昆明市 › 五华区 in the form's area cascader. */
async function pickArea(form: Locator): Promise<void> {
  await formItem(form, '所在地区').locator('.arco-cascader-view').click();
  const popup = form.page().locator('.arco-cascader-popup:visible');
  for (const name of ['云南省', '昆明市', '五华区']) {
    await popup.locator('.arco-cascader-list-item', { hasText: name }).first().click();
  }
  await expect(formItem(form, '所在地区')).toContainText('五华区');
}

/** How far the page itself (not a table inside it) can scroll sideways: a phone must not. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => {
    const frame = document.querySelector('.arco-layout-content')!.parentElement!;
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      frame.scrollWidth - frame.clientWidth,
    );
  });

const personForm = (page: Page) => page.getByRole('form', { name: '新建个人受益人' });

test.beforeAll(async ({ request }) => {
  admin = await staffToken(request, 'admin');
});

test.beforeEach(async ({ page }) => {
  await signedIn(page, admin);
});

test('a wrong check digit is said as it is typed; the fixed number fills the birth date and the person is saved', async ({
  page,
}) => {
  await page.goto('/related/benefit');
  await expect(page).toHaveURL(/\/related\/benefit\/person$/);
  await content(page).getByRole('button', { name: '新建个人受益人' }).click();
  await expect(page).toHaveURL(/\/related\/benefit\/create\?type=person$/);

  const form = personForm(page);
  await form.getByRole('textbox', { name: '姓名', exact: true }).fill(NAME);
  const idNumber = form.getByRole('textbox', { name: '证件号码' });
  await idNumber.fill(WRONG_ID);
  await expect(formItem(form, '证件号码')).toContainText('证件号码校验位不正确，请核对');

  await idNumber.fill(VALID_ID);
  await expect(formItem(form, '证件号码')).not.toContainText('校验位');
  await expect(formItem(form, '出生日期').locator('input')).toHaveValue(BIRTH_DATE);
  await pickArea(form);
  await form.getByRole('button', { name: '保存' }).click();

  await expect(page).toHaveURL(/\/related\/benefit\/person\/detail\?id=\d+/);
  createdId = Number(new URL(page.url()).searchParams.get('id'));
  await expect(content(page).getByText(NAME).first()).toBeVisible();
  // The ID number is masked (specification §5): the first 3 and the last 2 characters stay.
  await expect(page.getByTestId('id-number')).toHaveText(
    `${VALID_ID.slice(0, 3)}${'*'.repeat(13)}${VALID_ID.slice(-2)}`,
  );
});

test('another person with the same name and birth date gets a "possible duplicates" warning with a link', async ({
  page,
}) => {
  await page.goto('/related/benefit/create?type=person');
  const form = personForm(page);
  await form.getByRole('textbox', { name: '姓名', exact: true }).fill(NAME);
  // Another number for the same birth date: the name and the date are what match.
  const other = residentIdNumber('530103', BIRTH_DATE, 901);
  await form.getByRole('textbox', { name: '证件号码' }).fill(other);
  await expect(formItem(form, '出生日期').locator('input')).toHaveValue(BIRTH_DATE);

  const warning = form.locator('.arco-alert-warning');
  await expect(warning).toContainText('可能重复');
  await expect(warning).toContainText('姓名和出生日期相同');
  const link = warning.getByRole('link', { name: NAME });
  await expect(link).toHaveAttribute('href', `/related/benefit/person/detail?id=${createdId}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/related/benefit/person/detail\\?id=${createdId}$`));
});

test('merging a paid person into the new one moves their payments to the survivor', async ({
  page,
  request,
}) => {
  const persons = await api<{ list: Row[] }>(
    request,
    '/pm/beneficiaries?type=person&status=active&pageSize=100',
  );
  const paid = persons.list.find((row) => row.id !== createdId && Number(row.totalPaid) > 0);
  expect(paid, 'a seeded person with payments').toBeDefined();
  const theirs = await api<{ list: { code: string }[] }>(request, `/pm/beneficiaries/${paid!.id}/payments`);
  expect(theirs.list.length).toBeGreaterThan(0);

  await page.goto(`/related/benefit/person/detail?id=${createdId}&tab=payments`);
  await expect(content(page).getByText('暂无拨款记录')).toBeVisible();
  await content(page).getByRole('button', { name: '合并', exact: true }).click();
  const dialog = page.locator('.arco-modal:visible');
  await dialog.locator('.arco-select-view').click();
  await dialog.locator('.arco-select-view input').fill(paid!.name);
  await page
    .locator('.arco-select-popup:visible .arco-select-option', { hasText: paid!.name })
    .first()
    .click();
  await expect(dialog).toContainText('将转移');
  // Keep the survivor's name, take the other record's bank account.
  await dialog.getByRole('radio', { name: '银行账户: 采用被合并记录的值' }).check();
  await dialog.getByRole('button', { name: '合并', exact: true }).click();
  await confirm(page);

  await expect(page.locator('.arco-message').filter({ hasText: '已合并' }).last()).toBeVisible();
  await expect(page).toHaveURL(/tab=payments/);
  for (const { code } of theirs.list.slice(0, 3)) {
    await expect(content(page).getByText(code, { exact: true })).toBeVisible();
  }

  const merged = await api<{ status: string; mergedIntoId: number | null }>(
    request,
    `/pm/beneficiaries/${paid!.id}`,
  );
  expect(merged).toMatchObject({ status: 'merged', mergedIntoId: createdId });
  await page.goto(`/related/benefit/person/detail?id=${paid!.id}`);
  await expect(content(page).getByText('此记录已合并到')).toBeVisible();
});

test('the administrator reveals the full ID number, and the reveal is on the timeline', async ({ page }) => {
  await page.goto(`/related/benefit/person/detail?id=${createdId}`);
  const shown = page.getByTestId('id-number');
  await expect(shown).not.toHaveText(VALID_ID);
  await content(page).getByRole('button', { name: '查看完整号码' }).click();
  await expect(shown).toHaveText(VALID_ID);
  await content(page).getByRole('tab', { name: '操作记录' }).click();
  await expect(content(page).getByText('查看完整证件号码').first()).toBeVisible();
});

test('the list reads in both languages and follows a switch at once', async ({ page }) => {
  await page.goto('/related/benefit/person');
  await expect(content(page).getByText('个人受益人').first()).toBeVisible();
  await expect(content(page).getByPlaceholder('姓名、证件号或手机号')).toBeVisible();
  await switchLanguage(page, 'English');
  await expect(content(page).getByText('Individual beneficiaries').first()).toBeVisible();
  await expect(content(page).getByPlaceholder('Name, ID or mobile')).toBeVisible();
  await expect(content(page).getByRole('button', { name: 'New individual' })).toBeVisible();
  await switchLanguage(page, '简体中文');
  await expect(content(page).getByText('个人受益人').first()).toBeVisible();
});

test('at 375 px the list stays usable: search by a whole ID number, rows, no page overflow', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/related/benefit/person');
  await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible();
  await content(page).getByPlaceholder('姓名、证件号或手机号').fill(VALID_ID);
  await content(page).getByRole('button', { name: /查询/ }).click();
  await expect(page).toHaveURL(new RegExp(`keyword=${VALID_ID}`));
  await expect(content(page).getByRole('link', { name: NAME })).toBeVisible();
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  const card = await content(page).locator('.arco-card').first().boundingBox();
  expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(375);

  // Its detail and the create form fit the phone too.
  await content(page).getByRole('link', { name: NAME }).click();
  await expect(page.getByTestId('id-number')).toBeVisible();
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.goto('/related/benefit/create?type=person');
  await expect(personForm(page).getByRole('textbox', { name: '姓名', exact: true })).toBeVisible();
  await expect.poll(() => pageOverflow(page)).toBeLessThanOrEqual(0);
});
