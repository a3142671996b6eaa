import { expect, test, type Page, PORT } from './support-test';
import { signInAdmin } from './frame-support';

/**
 * Every page the shell or a remote draws runs under the server's Content-Security-Policy: the policy is sent, and
 * the browser reports no violation (none in the console, no `securitypolicyviolation` event).
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
      violations.push(message.text());
    }
  });
  await page.exposeFunction('reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} in ${event.sourceFile}`);
    });
  });
  return violations;
}

async function expectPolicy(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  const policy = response?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toContain('unsafe-eval');
  expect(response?.headers()['x-frame-options']).toBe('DENY');
}

test('the login pages load under the CSP with no violation', async ({ page }) => {
  const violations = await watchViolations(page);
  await expectPolicy(page, '/login');
  await expect(page.locator('img[data-captcha-id]')).toBeVisible();
  await expect(page.getByPlaceholder('请输入用户名')).toBeVisible();

  await expectPolicy(page, `http://client.localhost:${PORT}/client/login`);
  await expect(page.getByPlaceholder('请输入手机号')).toBeVisible();
  await expect(page.locator('img[data-captcha-id]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(violations).toEqual([]);
});

test('signed-in pages of the shell and every staff remote load under the CSP with no violation', async ({
  page,
}) => {
  const violations = await watchViolations(page);
  await signInAdmin(page);
  // The dashboard draws ECharts charts (a lazily loaded chunk) and a map.
  await expect(page.locator('canvas').first()).toBeVisible();

  const content = page.locator('.arco-layout-content');
  for (const [path, title] of [
    ['/project/list', '项目列表'],
    ['/project/appropriation/unverified', null],
    ['/project/budget', null],
    ['/related/benefit/person', null],
    ['/archives/material', null],
    ['/system/user', null],
  ] as const) {
    await expectPolicy(page, path);
    if (title) await expect(content.locator('.arco-card-header-title').first()).toHaveText(title);
    await expect(content.locator('.arco-card').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
