import { expect, test } from './support-test';
import { signedIn, staffToken } from './api-session';
import { loginWith } from './support';

/**
 * Issue 14, departments and users: an administrator creates a department and a user in it, and hands over the
 * one-time password; the user signs in, sees nothing but the password change until it is done, and then the
 * product; disabling the user ends their session at once.
 */
test('creates a department and a user in it; the one-time password must be changed first', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const departmentName = `端到端部门${suffix}`;
  const username = `e2e.${suffix}`;
  await signedIn(page, await staffToken(page.request, 'admin'));

  await page.goto('/system/department');
  await page.getByRole('button', { name: '新建一级部门' }).first().click();
  const drawer = page.locator('.arco-drawer');
  await drawer.locator('.arco-form-item', { hasText: '部门名称' }).locator('input').fill(departmentName);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('.arco-tree').getByText(departmentName)).toBeVisible();

  await page.goto('/system/user');
  await page.getByRole('button', { name: '新建用户' }).click();
  await drawer.locator('.arco-form-item', { hasText: '用户名' }).locator('input').fill(username);
  await drawer.locator('.arco-form-item', { hasText: '姓名' }).locator('input').fill('端到端用户');
  await drawer.getByRole('button', { name: '选择部门' }).click();
  const picker = page.locator('.arco-modal', { hasText: '选择部门' });
  await picker.getByPlaceholder('搜索部门名称').fill(departmentName);
  await picker.locator('.arco-list-item', { hasText: departmentName }).click();
  await picker.getByRole('button', { name: '确定' }).click();
  await expect(drawer.locator('.arco-form-item', { hasText: '部门' }).locator('input').first()).toBeVisible();
  await drawer.getByRole('button', { name: '保存' }).click();
  const shown = page.locator('.arco-modal', { hasText: '一次性密码' });
  await expect(shown).toBeVisible();
  const password = (await shown.locator('code').textContent()) ?? '';
  expect(password).toMatch(/^\S{12}$/);
  await shown.getByRole('button', { name: '我已记下' }).click();
  await expect(shown).toBeHidden();
  await expect(page.locator('tbody .arco-table-tr', { hasText: username })).toContainText(departmentName);

  // The new user: nothing but the password change until it is changed.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await loginWith(userPage, username, password);
  await expect(userPage.getByText('请修改密码')).toBeVisible();
  const form = userPage.getByTestId('change-password-form');
  await form.locator('input').nth(0).fill(password);
  await form.locator('input').nth(1).fill('Changed#E2e9');
  await form.locator('input').nth(2).fill('Changed#E2e9');
  await form.getByRole('button', { name: '保存' }).click();
  await expect(userPage.getByText('请修改密码')).toBeHidden();
  await expect(userPage.locator('.arco-layout-sider, .arco-menu').first()).toBeVisible();

  // Disabled: the user's next request is refused and the browser signs out.
  await page.getByPlaceholder('搜索用户名、姓名或完整手机号').fill(username);
  await page.getByPlaceholder('搜索用户名、姓名或完整手机号').press('Enter');
  const row = page.locator('tbody .arco-table-tr', { hasText: username });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: '停用' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(row).toContainText('停用');
  await userPage.reload();
  await expect(userPage).toHaveURL(/\/login/);
  await context.close();
});

test('moves a department out of its parent and disables the parent', async ({ page }) => {
  const suffix = Date.now().toString(36);
  const parent = `上级部门${suffix}`;
  const child = `下级部门${suffix}`;
  await signedIn(page, await staffToken(page.request, 'admin'));
  await page.goto('/system/department');
  const drawer = page.locator('.arco-drawer');
  const tree = page.locator('.arco-tree');

  await page.getByRole('button', { name: '新建一级部门' }).first().click();
  await drawer.locator('.arco-form-item', { hasText: '部门名称' }).locator('input').fill(parent);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: '新建下级部门' }).click();
  await drawer.locator('.arco-form-item', { hasText: '部门名称' }).locator('input').fill(child);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('.arco-descriptions')).toContainText(`${parent} / ${child}`);

  // The picker leaves out the department being moved (and so everything below it).
  await page.getByRole('button', { name: '移动', exact: true }).click();
  const dialog = page.locator('.arco-modal', { hasText: '移动部门' });
  await dialog.getByPlaceholder('搜索部门名称').fill(child);
  await expect(dialog.getByText('没有名称匹配的部门')).toBeVisible();
  await dialog.getByText('移为一级部门').click();
  await dialog.getByRole('button', { name: '确定' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.locator('.arco-descriptions')).not.toContainText(`${parent} / ${child}`);

  await tree.getByText(parent).click();
  await page.getByRole('button', { name: '停用' }).click();
  const disable = page.locator('.arco-modal', { hasText: '停用部门' });
  await disable.getByText('不转移用户').click();
  await disable.getByRole('button', { name: '确认停用' }).click();
  await expect(disable).toBeHidden();
  await expect(page.locator('.arco-descriptions')).toContainText('停用');
});
