import { expect, test, type Page } from './support-test';
import { closeSettings, openSettings, signInAdmin } from './frame-support';

const tab = (page: Page, title: string) => page.getByTestId('tab').filter({ hasText: title });
const tabButton = (page: Page, title: string) =>
  tab(page, title).getByRole('button', { name: title, exact: true });

/** Chooses a tab action in the open menu, then waits for the menu to be gone (it fades out). */
async function choose(page: Page, action: string): Promise<void> {
  await page.getByRole('menuitem', { name: action }).click();
  await expect(page.locator('.arco-dropdown:visible')).toHaveCount(0);
}

async function enableTabBar(page: Page): Promise<void> {
  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: '多页签' }).click();
  await closeSettings(page, drawer);
  await expect(page.getByTestId('tab-bar')).toBeVisible();
}

test('tabs keep page state across two remotes; close, reload, close others and reset', async ({ page }) => {
  await signInAdmin(page);
  await enableTabBar(page);
  const tabs = page.getByTestId('tab');
  await expect(tabs).toHaveText(['工作台']);
  const menu = page.locator('.arco-menu');

  // mf-projects: type a keyword without searching.
  await menu.getByText('项目列表').click();
  const listPane = page.locator('[data-pane="projectList"]');
  const search = listPane.getByPlaceholder('搜索项目名称或编号');
  await search.fill('乡村');

  // mf-funds: another remote in another tab; the list stays mounted, hidden.
  await menu.getByText('待审核', { exact: true }).click();
  const fundsPane = page.locator('[data-pane="projectAppropriationUnverified"]');
  await expect(fundsPane.locator('.arco-card-header-title')).toHaveText('待审核拨付');
  await expect(listPane).toBeHidden();
  await expect(listPane).toHaveCount(1);
  await expect(tabs).toHaveText(['工作台', '项目列表', '待审核']);
  await expect(tabButton(page, '待审核')).toHaveAttribute('aria-current', 'page');

  // Back to the first tab: the typed keyword is still there, and its URL is the one it had.
  await tabButton(page, '项目列表').click();
  await expect(page).toHaveURL(/\/project\/list$/);
  await expect(listPane).toBeVisible();
  await expect(search).toHaveValue('乡村');
  await expect(fundsPane).toBeHidden();

  // Closing a tab removes its cache: its page unmounts.
  await tab(page, '待审核').getByTestId('tab-close').click();
  await expect(fundsPane).toHaveCount(0);
  await expect(tabs).toHaveText(['工作台', '项目列表']);

  // Reload from the context menu: the tab stays, its page mounts afresh.
  await tab(page, '项目列表').click({ button: 'right' });
  await choose(page, '重新加载');
  await expect(page).toHaveURL(/\/project\/list$/);
  await expect(listPane.getByPlaceholder('搜索项目名称或编号')).toHaveValue('');
  await expect(tabs).toHaveText(['工作台', '项目列表']);

  // Close others, from the keyboard's context menu key.
  await menu.getByText('用户管理').click();
  await menu.getByText('资料归档').click();
  await expect(tabs).toHaveText(['工作台', '项目列表', '用户管理', '资料归档']);
  await tabButton(page, '用户管理').focus();
  await page.keyboard.press('Shift+F10');
  // The menu opens with the focus on its first action; Tab and Enter reach the others.
  await expect(page.getByRole('menuitem', { name: '重新加载' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('menuitem', { name: '关闭其它标签页' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('.arco-dropdown:visible')).toHaveCount(0);
  await expect(tabs).toHaveText(['工作台', '用户管理']);
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(page.locator('[data-pane="projectList"]')).toHaveCount(0);

  // Delete closes the focused tab.
  await tabButton(page, '用户管理').focus();
  await page.keyboard.press('Delete');
  await expect(tabs).toHaveText(['工作台']);
  await expect(page).toHaveURL(/\/home\/workplace$/);

  // Close right, then reset from the dropdown.
  await menu.getByText('项目列表').click();
  await menu.getByText('用户管理').click();
  await tab(page, '项目列表').click({ button: 'right' });
  await choose(page, '关闭右侧标签页');
  await expect(tabs).toHaveText(['工作台', '项目列表']);
  await expect(page).toHaveURL(/\/project\/list$/);
  await page.getByTestId('tab-actions').click();
  await choose(page, '关闭全部标签页');
  await expect(tabs).toHaveText(['工作台']);
  await expect(page).toHaveURL(/\/home\/workplace$/);
});

test('closing the tab in front shows its neighbour; a reload keeps the open tabs', async ({ page }) => {
  await signInAdmin(page);
  await enableTabBar(page);
  const tabs = page.getByTestId('tab');
  const menu = page.locator('.arco-menu');
  await menu.getByText('项目列表').click();
  await expect(page).toHaveURL(/\/project\/list$/);
  await menu.getByText('用户管理').click();
  await expect(page).toHaveURL(/\/system\/user$/);
  await menu.getByText('资料归档').click();
  await expect(tabs).toHaveText(['工作台', '项目列表', '用户管理', '资料归档']);

  // The neighbour on the right, as a browser does: not the workplace.
  await tabButton(page, '项目列表').click();
  await expect(page).toHaveURL(/\/project\/list$/);
  await tab(page, '项目列表').getByTestId('tab-close').click();
  await expect(tabs).toHaveText(['工作台', '用户管理', '资料归档']);
  await expect(page).toHaveURL(/\/system\/user$/);
  await expect(tabButton(page, '用户管理')).toHaveAttribute('aria-current', 'page');

  await page.reload();
  await expect(tabs).toHaveText(['工作台', '用户管理', '资料归档']);
  await expect(tabButton(page, '用户管理')).toHaveAttribute('aria-current', 'page');
  await tabButton(page, '资料归档').click();
  await expect(page).toHaveURL(/\/archives\/material$/);
});

test('/redirect/:path opens the page its encoded path names', async ({ page }) => {
  await signInAdmin(page);
  await page.goto('/redirect/%2Fproject%2Flist');
  await expect(page).toHaveURL(/\/project\/list$/);
  await expect(page.locator('.arco-card-header-title').first()).toHaveText('项目列表');
});
