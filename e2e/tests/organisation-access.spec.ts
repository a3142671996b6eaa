import { expect, test, type APIRequestContext, type Locator, type Page } from './support-test';
import { projectValues } from '../../server/test/fixtures/project';
import { signedIn, staffToken } from './api-session';
import { loginWith } from './support';

/**
 * Issue 14 end to end: an administrator makes a department (with one below it), a role holding only the project
 * list's key with the data scope "department and below", and a user of that department with that role, all through
 * the system pages. Signed in, the user sees only that menu and only the projects of the department and the one
 * below it; the operation log shows the role's creation with its fields, translated.
 */
async function send<T>(
  request: APIRequestContext,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  data?: unknown,
) {
  const response = await request.fetch(`/api${url}`, { method, headers: { Authorization: token }, data });
  expect(response.ok(), `${method} ${url}: ${response.status()} ${await response.text()}`).toBeTruthy();
  return ((await response.json()) as { data: T }).data;
}

const formItem = (scope: Locator, label: string) =>
  scope.locator('.arco-form-item', {
    has: scope.page().locator('.arco-form-label-item', { hasText: label }),
  });

async function pickSelect(page: Page, field: Locator, option: string) {
  await field.locator('.arco-select').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: option }).first().click();
}

test('a role with only the project list and "department and below": that menu, that department’s projects, logged', async ({
  page,
  browser,
}) => {
  const suffix = Date.now().toString(36);
  const department = `准入测试部${suffix}`;
  const roleCode = `projects-${suffix}`;
  const roleName = `项目查看${suffix}`;
  const username = `scope.${suffix}`;
  const admin = await staffToken(page.request, 'admin');
  await signedIn(page, admin);

  // The department, through its page.
  await page.goto('/system/department');
  await page.getByRole('button', { name: '新建一级部门' }).first().click();
  const drawer = page.locator('.arco-drawer');
  await formItem(drawer, '部门名称').locator('input').fill(department);
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(drawer).toBeHidden();
  await expect(page.locator('.arco-tree').getByText(department)).toBeVisible();

  // A department below it and one project in each, another outside (through the API: their pages have their own tests).
  const [found] = await send<{ node: { id: number } }[]>(
    page.request,
    admin,
    'GET',
    `/pm/departments/search?keyword=${encodeURIComponent(department)}`,
  );
  const top = found!.node;
  const { node: below } = await send<{ node: { id: number } }>(
    page.request,
    admin,
    'POST',
    '/pm/departments',
    {
      name: `${department}下级`,
      parentId: top.id,
    },
  );
  const options = await send<{ managers: { id: number }[]; departments: { id: number; name: string }[] }>(
    page.request,
    admin,
    'GET',
    '/pm/project-options',
  );
  const project = (name: string, departmentId: number) =>
    send<{ id: number; name: string }>(page.request, admin, 'POST', '/pm/projects', {
      ...projectValues({ name, departmentId, managerId: options.managers[0]!.id }),
    });
  await project(`本部门项目${suffix}`, top.id);
  await project(`下级部门项目${suffix}`, below.id);
  await project(`他部门项目${suffix}`, options.departments.find((d) => d.name === '项目部')!.id);

  // The role, through its page; saving it opens its access page.
  await page.goto('/system/role');
  await page.getByRole('button', { name: '新建角色' }).click();
  await formItem(drawer, '角色编码').locator('input').fill(roleCode);
  await formItem(drawer, '角色名称').locator('input').fill(roleName);
  await formItem(drawer, '英文名称').locator('input').fill(`Project viewer ${suffix}`);
  await pickSelect(page, formItem(drawer, '数据范围'), '本部门及下级');
  await drawer.getByRole('button', { name: '保存' }).click();
  await expect(page).toHaveURL(/\/system\/role\/access\?role=\d+/);
  const node = page.locator('.arco-tree-node', {
    has: page.locator('.arco-tree-node-title', { hasText: /^项目列表$/ }),
  });
  await node.locator('.arco-checkbox').first().click();
  await page.getByRole('button', { name: '保存权限' }).click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('权限已保存')).toBeVisible();

  // The user, through its page: in the department, with the role.
  await page.goto('/system/user');
  await page.getByRole('button', { name: '新建用户' }).click();
  await formItem(drawer, '用户名').locator('input').fill(username);
  await formItem(drawer, '姓名').locator('input').fill('准入用户');
  await drawer.getByRole('button', { name: '选择部门' }).click();
  const picker = page.locator('.arco-modal', { hasText: '选择部门' });
  await picker.getByPlaceholder('搜索部门名称').fill(department);
  await picker.locator('.arco-list-item', { hasText: department }).first().click();
  await picker.getByRole('button', { name: '确定' }).click();
  await pickSelect(page, formItem(drawer, '角色'), roleName);
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: '保存' }).click();
  const shown = page.locator('.arco-modal', { hasText: '一次性密码' });
  const password = (await shown.locator('code').textContent()) ?? '';
  await shown.getByRole('button', { name: '我已记下' }).click();

  // The user: the password change first, then only the project list, and only the department's projects.
  const context = await browser.newContext();
  const userPage = await context.newPage();
  await loginWith(userPage, username, password);
  const form = userPage.getByTestId('change-password-form');
  await form.locator('input').nth(0).fill(password);
  await form.locator('input').nth(1).fill('Scoped#E2e9');
  await form.locator('input').nth(2).fill('Scoped#E2e9');
  await form.getByRole('button', { name: '保存' }).click();
  // The key `project` opens the project list and, by the specification's table, the submission group.
  const menu = userPage.locator('.arco-layout-sider .arco-menu');
  await expect(menu.getByRole('menuitem')).toHaveText(['项目列表', '项目申请', '协议']);
  for (const group of ['仪表盘', '拨付', '预算执行', '相关方', '档案', '系统设置']) {
    await expect(menu).not.toContainText(group);
  }
  await userPage.goto('/project/list');
  const rows = userPage.locator('tbody .arco-table-tr');
  await expect(rows.filter({ hasText: `本部门项目${suffix}` })).toHaveCount(1);
  await expect(rows.filter({ hasText: `下级部门项目${suffix}` })).toHaveCount(1);
  await expect(rows).toHaveCount(2);
  await userPage.goto('/system/user');
  await expect(userPage.getByText('抱歉，页面不见了')).toBeVisible();
  const refused = await userPage.request.get('/api/pm/users', {
    headers: { Authorization: (await userPage.evaluate(() => localStorage.getItem('token'))) ?? '' },
  });
  expect(refused.status()).toBe(403);
  await context.close();

  // The operation log: the role's creation, field by field, with names and values translated.
  await page.goto('/system/log');
  await page.getByRole('button', { name: '查询' }).first().click();
  const logRow = page
    .locator('tbody .arco-table-tr')
    .filter({ hasText: '角色 #' })
    .filter({ hasText: '新建' })
    .first();
  await expect(logRow).toBeVisible();
  await logRow.getByRole('button', { name: '详情' }).click();
  const detail = page.locator('.arco-drawer');
  await expect(detail).toContainText('数据范围');
  await expect(detail).toContainText('本部门及下级');
  await expect(detail).toContainText(roleName);
});
