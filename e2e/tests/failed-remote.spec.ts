import { expect, test } from './support-test';
import { loginAsStaff } from './support';
import type { Page } from './support-test';

const MANIFEST = '**/remotes/mf-archives/mf-manifest.json';

/**
 * Signs in at the workplace, then makes the archives' manifest answer 404 for its first `failures` fetches (all of
 * them when absent) and the real file after; answers how many fetches there have been so far.
 */
async function archivesManifestFailing(page: Page, failures = Infinity): Promise<() => number> {
  await loginAsStaff(page, 'admin');
  await expect(page).toHaveURL(/\/home\/workplace$/);
  let attempts = 0;
  await page.route(MANIFEST, (route) => {
    attempts += 1;
    return attempts <= failures ? route.fulfill({ status: 404, body: 'gone' }) : route.continue();
  });
  return () => attempts;
}

test('a remote whose manifest fails raises the operation prompt, and the shell keeps working', async ({
  page,
}) => {
  const attempts = await archivesManifestFailing(page);

  await page.locator('.arco-menu').getByText('资料归档').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('操作提示')).toBeVisible();
  await expect(dialog.getByText('发现新版本，请确认刷新页面')).toBeVisible();
  // Twice from the page's registry (the retry plugin), twice more after reading the registry afresh.
  expect(attempts()).toBe(4);

  // The rest of the shell still works.
  await dialog.getByRole('button', { name: '取消' }).click();
  await page.locator('.arco-menu').getByText('项目列表').click();
  await expect(page.locator('.arco-card-header-title')).toHaveText('项目列表');

  // Confirm reloads the page.
  await page.unroute(MANIFEST);
  await page.route(MANIFEST, (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page.locator('.arco-menu').getByText('资料归档').click();
  await expect(page.getByRole('dialog').getByText('操作提示')).toBeVisible();
  const reload = page.waitForEvent('load');
  await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
  await reload;
});

test('a remote whose files a release replaced loads after the registry is read afresh, without the prompt', async ({
  page,
}) => {
  // The page's registry names files a release has removed: both tries from it fail, then the new ones answer.
  const attempts = await archivesManifestFailing(page, 2);
  const registryRead = page.waitForRequest((request) => new URL(request.url()).pathname === '/remotes.json');

  await page.locator('.arco-menu').getByText('资料归档').click();
  await registryRead;
  await expect(page.locator('.arco-layout-content .arco-card-header-title')).toHaveText('资料归档');
  await expect(page.getByRole('dialog').getByText('操作提示')).toHaveCount(0);
  expect(attempts()).toBe(3);
});
