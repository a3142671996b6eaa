import { spawn } from 'node:child_process';
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { apiCall, signedIn, staffToken } from './api-session';
import { closeSettings, openSettings } from './frame-support';
import { expect, test, type Page } from './support-test';

const root = path.resolve(__dirname, '..', '..');

/**
 * `pnpm release mf-funds` as a feature team runs it, registering through this worker's server with an
 * administrator's token; answers the released version.
 */
function release(baseURL: string, releasesDir: string, token: string, version: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(root, 'scripts', 'release.mjs'), 'mf-funds'], {
      cwd: root,
      env: {
        ...process.env,
        PM_URL: baseURL,
        PM_TOKEN: token,
        RELEASES_DIR: releasesDir,
        PM_RELEASE_VERSION: version,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('exit', (code) => {
      const released = /^RELEASED (.+)$/m.exec(output)?.[1];
      if (code === 0 && released) resolve(released);
      else reject(new Error(`release failed (exit ${code}):\n${output.slice(-2000)}`));
    });
  });
}

/** The version the code of the funds page on screen says it is. */
const fundsVersion = (page: Page) => page.locator('[data-remote="mf_funds"]:visible');

/** Leaves the funds group and comes back: the next navigation into the remote. */
async function reenterFunds(page: Page) {
  const menu = page.locator('.arco-menu');
  await menu.getByText('项目列表').click();
  await expect(page.locator('.arco-card-header-title')).toHaveText('项目列表');
  await menu.getByText('待审核', { exact: true }).click();
}

// The worker's server is shared with the specs that run after this one: mf-funds goes back to its built-in build,
// whatever this spec left active (they wait for /remotes/mf-funds/…).
test.afterEach(async ({ request }) => {
  await apiCall(
    request,
    await staffToken(request, 'admin'),
    'POST',
    '/pm/remote-releases/bootstrap/mf_funds',
  );
});

test('a released mf-funds reaches the open shell at the next navigation; roll back; a missing version prompts', async ({
  page,
  browser,
  request,
  workerServer,
}) => {
  // Two real builds of mf-funds on two shared cores.
  test.setTimeout(480_000);
  const token = await staffToken(request, 'admin');
  const stamp = Date.now().toString(36);
  const first = await release(workerServer.baseURL, workerServer.releasesDir, token, `0.1.0+e2e.${stamp}.1`);

  await signedIn(page, token);
  await page.goto('/project/appropriation/unverified');
  await expect(fundsVersion(page)).toHaveAttribute('data-remote-version', first);
  // Set once in this document: still there later means the shell was never reloaded.
  await page.evaluate(() => ((window as unknown as { shellMark: number }).shellMark = 1));

  const second = await release(workerServer.baseURL, workerServer.releasesDir, token, `0.1.0+e2e.${stamp}.2`);

  // The open remote keeps working on its own version: another of its pages loads its (old) chunks.
  await page.locator('.arco-menu').getByText('已拨付', { exact: true }).click();
  await expect(page).toHaveURL(/\/project\/appropriation\/already$/);
  await expect(page.locator('.arco-layout-content .arco-card-header-title')).toBeVisible();
  await expect(fundsVersion(page)).toHaveAttribute('data-remote-version', first);

  // The next navigation into the remote runs the new release, in the same document.
  await reenterFunds(page);
  await expect(fundsVersion(page)).toHaveAttribute('data-remote-version', second);
  await expect(page.getByRole('dialog').getByText('操作提示')).toHaveCount(0);

  // Roll back from the settings drawer's remotes panel.
  const drawer = await openSettings(page);
  const row = drawer.getByTestId('remote-mf_funds');
  await expect(row.getByTestId('served-version')).toHaveText(second);
  await expect(row.getByTestId('loaded-version')).toContainText(second);
  await row.getByRole('button', { name: '版本记录（2）' }).click();
  const releases = page.getByRole('dialog').filter({ hasText: 'mf-funds 的版本' });
  await releases
    .getByRole('row', { name: new RegExp(first.replace(/[.+]/g, '\\$&')) })
    .getByRole('button', { name: '启用' })
    .click();
  await page.locator('.arco-popconfirm').getByRole('button', { name: '确定' }).click();
  await expect(row.getByTestId('served-version')).toHaveText(first);
  await releases
    .getByRole('button', { name: /close|关闭/i })
    .or(releases.locator('.arco-modal-close-icon'))
    .first()
    .click();
  await closeSettings(page, drawer);

  await reenterFunds(page);
  await expect(fundsVersion(page)).toHaveAttribute('data-remote-version', first);
  expect(await page.evaluate(() => (window as unknown as { shellMark?: number }).shellMark)).toBe(1);

  // The active version's folder is gone: a browser that has not loaded it yet gets the prompt, and the other menu
  // groups keep working. (This page runs it from memory, and its browser has the immutable files cached.)
  const folder = path.join(workerServer.releasesDir, 'mf-funds', first);
  await rename(folder, `${folder}.gone`);
  const fresh = await browser.newPage();
  try {
    await signedIn(fresh, token);
    await fresh.goto('/project/list');
    await expect(fresh.locator('.arco-card-header-title')).toHaveText('项目列表');
    await fresh.locator('.arco-menu').getByText('待拨付', { exact: true }).click();
    const dialog = fresh.getByRole('dialog');
    await expect(dialog.getByText('操作提示')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await fresh.locator('.arco-menu').getByText('用户管理').click();
    await expect(fresh).toHaveURL(/\/system\/user$/);
    await expect(fresh.locator('.arco-layout-content .arco-card-header-title').first()).toBeVisible();
  } finally {
    await fresh.close();
    await rename(`${folder}.gone`, folder);
  }
});
