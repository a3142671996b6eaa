import { expect, test, type Locator, type Page, PORT } from './support-test';
import { signedIn, staffToken } from './api-session';
import { accounts, loginWith, storedToken } from './support';

// One API sign-in per account for the whole file: the server limits captcha calls per minute.
const tokens = { admin: '', officer: '' };
test.beforeAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: `http://localhost:${PORT}` });
  tokens.admin = await staffToken(request, 'admin');
  tokens.officer = await staffToken(request, 'officer');
  await request.dispose();
});

/** The form item holding a label: its control and its error message. */
const item = (form: Locator, label: string) =>
  form.locator('.arco-form-item').filter({ has: form.page().locator(`label:text-is("${label}")`) });

async function clearSelect(field: Locator) {
  await field.locator('.arco-select-view, .arco-cascader-view').hover();
  await field.locator('.arco-select-clear-icon, .arco-cascader-clear-icon').click();
}

async function pickArea(page: Page, field: Locator, path: string[]) {
  await field.locator('.arco-cascader-view').click();
  const popup = page.locator('.arco-cascader-popup');
  for (const name of path) await popup.locator('.arco-cascader-list-item', { hasText: name }).first().click();
  await expect(popup).toBeHidden();
}

test('user settings: each required message, the 200-word limit, then a save the server keeps', async ({
  page,
}) => {
  await signedIn(page, tokens.admin, 'en-US');
  await page.goto('/user/setting');
  const form = page.getByTestId('basic-info-form');
  await expect(form).toBeVisible();

  const email = item(form, 'Email');
  const nickname = item(form, 'Nickname');
  const country = item(form, 'Country/region');
  const area = item(form, 'Area');
  const profile = item(form, 'Profile');

  // Start from a complete form, then empty each required field in turn.
  await email.locator('input').fill('admin@example.org');
  await nickname.locator('input').fill('Admin');
  await country.locator('.arco-select-view').click();
  await page.getByRole('option', { name: 'Chinese mainland' }).click();
  await pickArea(page, area, ['北京市', '东城区']);

  await email.locator('input').fill('');
  await expect(email.locator('.arco-form-message')).toHaveText('Please enter email address');
  await email.locator('input').fill('not-an-address');
  await expect(email.locator('.arco-form-message')).toHaveText('Please enter a valid email address');
  await email.locator('input').fill('admin.settings@example.org');

  await nickname.locator('input').fill('');
  await expect(nickname.locator('.arco-form-message')).toHaveText('Please enter nickname');
  await nickname.locator('input').fill('Foundation admin');

  await clearSelect(country);
  await expect(country.locator('.arco-form-message')).toHaveText('Please select country/region');
  await country.locator('.arco-select-view').click();
  await page.getByRole('option', { name: 'Hong Kong, China' }).click();

  await clearSelect(area);
  await expect(area.locator('.arco-form-message')).toHaveText('Please Select a area');
  await pickArea(page, area, ['广东省', '广州市', '天河区']);

  const words201 = Array.from({ length: 201 }, (_, i) => `word${i}`).join(' ');
  await profile.locator('textarea').fill(words201);
  await expect(profile.locator('.arco-form-message')).toHaveText('No more than 200 words');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save Success')).toHaveCount(0);

  const text = `${Array.from({ length: 190 }, () => 'word').join(' ')} 基金会项目`;
  await profile.locator('textarea').fill(text);
  await expect(profile.locator('.arco-form-message')).toHaveCount(0);
  await item(form, 'Address').locator('input').fill('Tianhe Road 1');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Save Success')).toBeVisible();

  const saved = await page.request.get('/api/pm/user/profile', { headers: { Authorization: tokens.admin } });
  expect((await saved.json()).data).toMatchObject({
    email: 'admin.settings@example.org',
    nickname: 'Foundation admin',
    countryRegion: 'HK',
    areaCode: '440106',
    address: 'Tianhe Road 1',
    profile: text,
  });

  await page.reload();
  await expect(email.locator('input')).toHaveValue('admin.settings@example.org');
  await expect(nickname.locator('input')).toHaveValue('Foundation admin');
  await expect(country).toContainText('Hong Kong, China');
  await expect(area).toContainText('广东省 / 广州市 / 天河区');
  await expect(profile.locator('textarea')).toHaveValue(text);
});

test('user settings in Chinese show the messages in Chinese', async ({ page }) => {
  await signedIn(page, tokens.officer);
  await page.goto('/user/setting');
  const form = page.getByTestId('basic-info-form');
  const email = item(form, '邮箱');
  await email.locator('input').fill('x@example.org');
  await email.locator('input').fill('');
  await expect(email.locator('.arco-form-message')).toHaveText('请输入邮箱地址');
  const nickname = item(form, '昵称');
  await nickname.locator('input').fill('x');
  await nickname.locator('input').fill('');
  await expect(nickname.locator('.arco-form-message')).toHaveText('请输入昵称');
  await item(form, '个人简介').locator('textarea').fill('字'.repeat(201));
  await expect(item(form, '个人简介').locator('.arco-form-message')).toHaveText('不能超过 200 字');
});

test('change password: a weak one is refused with the hint, a strong one works for the next login', async ({
  page,
  browser,
}) => {
  const oldPassword = accounts.finance.password;
  const newPassword = 'Fund#2025new';
  const token = await staffToken(page.request, 'finance');
  await signedIn(page, token, 'en-US');
  await page.goto('/user/setting');
  await page.getByRole('tab', { name: 'Security settings' }).click();
  const security = page.getByRole('tabpanel', { name: 'Security settings' });
  await expect(security.getByText('138****0003')).toBeVisible();
  await page.getByRole('button', { name: 'Change password' }).click();

  const form = page.getByTestId('change-password-form');
  const hint =
    'At least six characters: digits, letters and special characters (no spaces), with both upper- and lowercase letters';
  await item(form, 'Current password').locator('input').fill(oldPassword);
  await item(form, 'New password').locator('input').fill('weakpass');
  await expect(item(form, 'New password').locator('.arco-form-message')).toHaveText(hint);
  await item(form, 'Confirm new password').locator('input').fill('weakpass');
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password changed')).toHaveCount(0);

  // The server enforces the same policy when the form is bypassed.
  const refused = await page.request.post('/api/pm/user/password', {
    headers: { Authorization: token },
    data: { oldPassword, newPassword: 'weakpass' },
  });
  expect(refused.status()).toBe(422);

  await item(form, 'New password').locator('input').fill(newPassword);
  await item(form, 'Confirm new password').locator('input').fill('Fund#2025neW');
  await expect(item(form, 'Confirm new password').locator('.arco-form-message')).toHaveText(
    'The two passwords do not match',
  );
  await item(form, 'Confirm new password').locator('input').fill(newPassword);
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  // A fresh page without the old session: the old password is refused, the new one signs in.
  const next = await browser.newPage({ baseURL: `http://localhost:${PORT}` });
  await loginWith(next, 'finance', oldPassword);
  await expect(next.getByRole('alert').first()).not.toBeEmpty();
  await expect(next).toHaveURL(/\/login/);
  await loginWith(next, 'finance', newPassword);
  await expect(next).toHaveURL(/\/home\/workplace$/);
  expect(await storedToken(next)).toMatch(/^Bearer /);
  await next.close();
});

test('user info: profile header and the overview, project and team tabs from the server', async ({
  page,
}) => {
  await signedIn(page, tokens.admin);
  const token = tokens.admin;
  const projects = (
    await (await page.request.get('/api/pm/user/my-projects', { headers: { Authorization: token } })).json()
  ).data as { name: string }[];
  const teams = (
    await (await page.request.get('/api/pm/user/my-teams', { headers: { Authorization: token } })).json()
  ).data as { name: string }[];

  await page.goto('/user/info');
  await expect(page.getByRole('tab', { name: '概览' })).toBeVisible();
  await page.getByRole('tab', { name: '项目', exact: true }).click();
  const projectTab = page.getByRole('tabpanel', { name: '项目', exact: true });
  if (projects.length) {
    await expect(projectTab.getByTestId('my-project')).toHaveCount(projects.length);
    await expect(projectTab.getByTestId('my-project').first()).toContainText(projects[0]!.name);
  } else {
    await expect(projectTab.getByText('暂无参与的项目')).toBeVisible();
  }
  await page.getByRole('tab', { name: '我的团队' }).click();
  const teamTab = page.getByRole('tabpanel', { name: '我的团队' });
  if (teams.length) await expect(teamTab.getByTestId('my-team')).toHaveCount(teams.length);
  else await expect(teamTab.getByText('暂无所属团队')).toBeVisible();

  const english = await page.context().newPage();
  await signedIn(english, tokens.admin, 'en-US');
  await english.goto('/user/info');
  await expect(english.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(english.getByRole('tab', { name: 'My team' })).toBeVisible();
});

test('user settings: enterprise certification shows its details or the empty state', async ({ page }) => {
  await signedIn(page, tokens.admin);
  await page.goto('/user/setting');
  await page.getByRole('tab', { name: '企业认证' }).click();
  await expect(page.getByText('认证记录')).toBeVisible();
  const certification = (
    await (
      await page.request.get('/api/pm/user/certification', { headers: { Authorization: tokens.admin } })
    ).json()
  ).data as { enterpriseInfo: { enterpriseName: string } | null; record: unknown[] };
  if (certification.enterpriseInfo) {
    await expect(page.getByText(certification.enterpriseInfo.enterpriseName)).toBeVisible();
  } else {
    await expect(page.getByText('暂无企业认证信息')).toBeVisible();
  }
  const rows = page.locator('.arco-table tbody .arco-table-tr');
  if (certification.record.length) await expect(rows).toHaveCount(certification.record.length);
  else await expect(page.getByText('暂无认证记录')).toBeVisible();
});
