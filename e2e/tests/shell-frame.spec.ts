import { expect, test, PORT } from './support-test';
import {
  authHeader,
  closeSettings,
  openSettings,
  sendClientSmsCode,
  signInAdmin,
  siderWidth,
  switchLanguage,
} from './frame-support';
import { DEMO_BENEFICIARY_MOBILE, captchaCode, shownCaptchaId, smsCode } from './support';

test('switching the language re-renders the shell and a mounted remote without a reload', async ({
  page,
}) => {
  await signInAdmin(page);
  const menu = page.locator('.arco-menu');
  await menu.getByText('项目列表').click();
  // The progress bar runs while the route changes and the remote loads, in the theme colour, then goes.
  const bar = page.locator('.bprogress .bar');
  await expect(bar).toBeAttached();
  await expect(bar).toHaveCSS('background-color', 'rgb(22, 93, 255)');
  const content = page.locator('.arco-layout-content');
  await expect(content.locator('.arco-card-header-title')).toHaveText('项目列表');
  await expect(bar).toHaveCount(0);
  await expect(content.locator('.arco-table-tr').nth(1)).toBeVisible();
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));

  await switchLanguage(page, 'English');
  await expect(page.getByText('Language switched to English')).toBeVisible();
  // The remote's own texts, the shell's menu and breadcrumb, and the remote's dates (MM/DD/YYYY).
  await expect(content.locator('.arco-card-header-title')).toHaveText('Projects');
  await expect(content.getByPlaceholder('Search by project name or code')).toBeVisible();
  await expect(menu.locator('.arco-menu-item.arco-menu-selected')).toHaveText('Projects');
  await expect(page.getByRole('navigation', { name: 'You are here' })).toContainText('Project management');
  await expect(
    content
      .locator('.arco-table-td')
      .filter({ hasText: /^\d{2}\/\d{2}\/\d{4}$/ })
      .first(),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem('arco-locale'))).toBe('en-US');

  await switchLanguage(page, '简体中文');
  await expect(content.locator('.arco-card-header-title')).toHaveText('项目列表');
  await expect(
    content
      .locator('.arco-table-td')
      .filter({ hasText: /^\d{4}\/\d{2}\/\d{2}$/ })
      .first(),
  ).toBeVisible();
});

test('the theme toggle sets and removes the dark attribute; the workplace in both themes', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInAdmin(page);
  await page.waitForLoadState('networkidle');
  const body = page.locator('body');
  await expect(body).not.toHaveAttribute('arco-theme', /.*/);
  const light = testInfo.outputPath('workplace-light.png');
  await page.screenshot({ path: light });
  await testInfo.attach('workplace-light', { path: light, contentType: 'image/png' });

  await page.getByRole('button', { name: '点击切换为暗黑模式' }).click();
  await expect(body).toHaveAttribute('arco-theme', 'dark');
  await page.waitForTimeout(500);
  const dark = testInfo.outputPath('workplace-dark.png');
  await page.screenshot({ path: dark });
  await testInfo.attach('workplace-dark', { path: dark, contentType: 'image/png' });

  // Kept across a reload, and the primary palette follows the dark rule.
  await page.reload();
  await expect(body).toHaveAttribute('arco-theme', 'dark');
  expect(await body.evaluate((element) => element.style.getPropertyValue('--primary-6'))).toBe('60,126,255');
  await page.getByRole('button', { name: '点击切换为亮色模式' }).click();
  await expect(body).not.toHaveAttribute('arco-theme', /.*/);
});

test('settings drawer: colour weak, theme colour, menu width, copy settings, kept after a reload', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInAdmin(page);
  let drawer = await openSettings(page);
  const rootFilter = () => page.evaluate(() => document.documentElement.style.filter);

  const colorWeak = drawer.getByRole('switch', { name: '色弱模式' });
  await colorWeak.click();
  await expect.poll(rootFilter).toBe('invert(80%)');
  await colorWeak.click();
  await expect.poll(rootFilter).toBe('');

  const width = drawer.getByLabel('菜单宽度 (px)');
  await width.fill('300');
  await expect.poll(() => siderWidth(page)).toBe(300);
  // An out-of-range width shows the rule and changes nothing; leaving the field puts the width in use back.
  await width.fill('20');
  await expect(drawer.getByRole('alert').filter({ hasText: '菜单宽度' })).toHaveText(
    '菜单宽度须为 120 到 400 之间的整数',
  );
  expect(await siderWidth(page)).toBe(300);
  await width.blur();
  await expect(width).toHaveValue('300');

  // A preset theme colour becomes the primary palette, also over the base variables a remote injects again.
  await drawer.locator('.arco-color-picker').click();
  await page.locator('.arco-color-picker-panel [style*="rgb(245, 63, 63)"]').first().click();
  await expect
    .poll(() => page.evaluate(() => document.body.style.getPropertyValue('--primary-6')))
    .toBe('245,63,63');
  await drawer.locator('.arco-drawer-header-title').click();

  // The drawer's language choice applies at once, the drawer included.
  await drawer.getByRole('combobox', { name: '语言' }).click();
  await page.getByRole('option', { name: 'English' }).click();
  await expect(drawer.locator('.arco-drawer-header-title')).toHaveText('Settings');
  await drawer.getByRole('button', { name: 'Copy settings' }).click();
  await expect(page.getByText('Copy succeeded, please paste to file src/settings.json')).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText()));
  expect(copied).toMatchObject({
    menuWidth: 300,
    themeColor: '#F53F3F',
    colorWeak: false,
    menuFromServer: true,
  });
  expect(copied).not.toHaveProperty('serverMenu');
  await closeSettings(page, drawer);

  await page.locator('.arco-menu').getByText('Projects').click();
  await expect(page.locator('.arco-card-header-title')).toHaveText('Projects');
  const selected = page.locator('.arco-menu-item.arco-menu-selected');
  await expect(selected).toHaveCSS('color', 'rgb(245, 63, 63)');

  await page.reload();
  await expect.poll(() => siderWidth(page)).toBe(300);
  await expect(selected).toHaveCSS('color', 'rgb(245, 63, 63)');

  // Without the navbar, a fixed button at the right edge opens the drawer.
  drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: 'Navbar' }).click();
  await closeSettings(page, drawer);
  await expect(page.getByTestId('settings-open')).toHaveCount(0);
  await page.getByTestId('settings-fixed-open').click();
  await expect(page.locator('.arco-drawer-header-title')).toHaveText('Settings');
});

test('the menu collapses to 48 px and the top menu un-collapses it', async ({ page }) => {
  await signInAdmin(page);
  await page.getByTestId('menu-collapse').click();
  await expect.poll(() => siderWidth(page)).toBe(48);
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: '顶部菜单栏' }).click();
  await expect(page.locator('.arco-layout-sider')).toHaveCount(0);
  await expect(page.locator('header .arco-menu-horizontal')).toContainText('项目管理');
  await drawer.getByRole('switch', { name: '顶部菜单栏' }).click();
  await expect.poll(() => siderWidth(page)).toBe(220);
});

test('a server menu failure shows a closable notification titled error, once per session', async ({
  page,
}) => {
  await signInAdmin(page);
  await switchLanguage(page, 'English');
  let menuCalls = 0;
  await page.route('**/api/pm/sys_user/menu/list', (route) => {
    menuCalls += 1;
    return route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ data: null, status: 'fail', msg: 'menu store down', code: 50000 }),
    });
  });
  await page.reload();
  const notification = page.locator('.arco-notification');
  await expect(notification.locator('.arco-notification-title')).toHaveText('error');
  await notification.locator('.arco-notification-close-btn').click();
  await expect(notification).toHaveCount(0);
  // Loaded once per session: moving on does not ask again.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: 'User center' }).click();
  await expect(page).toHaveURL(/\/user\/info$/);
  expect(menuCalls).toBe(1);
});

test('message box: reading one drops the count and the server says read; all read', async ({ page }) => {
  await signInAdmin(page);
  const headers = await authHeader(page);
  const counts = async () =>
    (await (await page.request.get('/api/pm/messages/unread-count', { headers })).json()).data;
  const before = await counts();
  expect(before.message, `unread counts at the start: ${JSON.stringify(before)}`).toBeGreaterThan(0);

  await page.getByTestId('message-box-open').click();
  const box = page.getByRole('dialog', { name: '消息通知' });
  await expect(box.getByTestId('message-tab-message')).toHaveText(`消息 (${before.message})`);
  const unread = box.locator('[data-testid="message-item"][data-status="0"]').first();
  const read = page.waitForRequest((request) => request.url().endsWith('/api/pm/messages/read'));
  await unread.click();
  const body = (await read).postDataJSON() as { ids: number[] };
  expect(body.ids).toHaveLength(1);
  const id = body.ids[0];

  const expected = before.message - 1;
  await expect(box.getByTestId('message-tab-message')).toHaveText(expected ? `消息 (${expected})` : '消息');
  expect((await counts()).message).toBe(expected);
  const list = (await (await page.request.get('/api/pm/messages?type=message', { headers })).json()).data;
  expect(list.find((item: { id: number }) => item.id === id).status).toBe(1);

  await box.getByTestId('message-tab-todo').click();
  await box.getByRole('button', { name: '全部已读' }).click();
  await expect(box.getByTestId('message-tab-todo')).toHaveText('待办');
  expect((await counts()).todo).toBe(0);
  await expect(box.locator('[data-testid="message-item"][data-status="0"]')).toHaveCount(0);

  await box.getByRole('button', { name: '查看更多' }).click();
  await expect(page.locator('.arco-drawer').getByText('全部消息')).toBeVisible();
});

test('the client portal has the same frame with the client menu, without settings, messages or role switch', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await sendClientSmsCode(page.request, DEMO_BENEFICIARY_MOBILE);
  await page.goto(`http://client.localhost:${PORT}/client/login`);
  await page.getByPlaceholder('请输入手机号').fill(DEMO_BENEFICIARY_MOBILE);
  await page
    .getByPlaceholder('请输入图中字符')
    .fill(await captchaCode(page.request, await shownCaptchaId(page)));
  await page.getByPlaceholder('请输入短信验证码').fill(await smsCode(page.request, DEMO_BENEFICIARY_MOBILE));
  await page.getByRole('button', { name: '登录' }).click();
  await expect(page).toHaveURL(/\/client\/home$/);

  await expect(page.locator('.arco-menu')).toContainText('资助信息查询');
  await expect(page.getByRole('navigation', { name: '当前位置' })).toContainText('受益人服务');
  await expect(page.getByTestId('theme-toggle')).toBeVisible();
  await expect(page.getByTestId('settings-open')).toHaveCount(0);
  await expect(page.getByTestId('message-box-open')).toHaveCount(0);
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menuitem', { name: '退出登录' })).toBeVisible();
  await expect(page.getByTestId('switch-role')).toHaveCount(0);
  await expect(page.getByRole('menuitem', { name: '用户中心' })).toHaveCount(0);
});
