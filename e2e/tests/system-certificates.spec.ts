import { randomUUID } from 'node:crypto';
import { expect as baseExpect, test } from './support-test';
import { maskName } from '../../shared/domain/src/certificates/number';
import type { Certificate, CertTemplate } from '../../shared/domain/src/certificates/shapes';
import type { Page as ListPage } from '../../shared/domain/src/contracts';
import { apiCall, signedIn, staffToken } from './api-session';
import { formItem } from './project-support';

/** Remote first paints and PDF rendering on a busy machine: more than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

test.slow();

test('a template is designed, a project’s volunteers get certificates, and the QR’s page verifies one', async ({
  page,
  request,
  browser,
}) => {
  const token = await staffToken(request, 'admin');
  // A project whose volunteers have verified hours: the demo certificates name one.
  const demo = await apiCall<ListPage<Certificate>>(
    request,
    token,
    'GET',
    '/pm/cert/issued?keyword=ZYFW-&pageSize=1',
  );
  const projectName = demo.list[0]!.projectName!;
  await signedIn(page, token);

  const suffix = randomUUID().replace(/-/g, '').slice(0, 5).toUpperCase();
  const name = `端到端证书${suffix}`;
  const prefix = `E${suffix}`;
  await page.goto('/system/cert/create');
  await formItem(page.locator('form'), '模板名称').locator('input').fill(name);
  await formItem(page.locator('form'), '颁发机构').locator('input').fill('示例公益基金会');
  const prefixInput = formItem(page.locator('form'), '编号前缀').locator('input');
  await prefixInput.fill(prefix);
  await expect(page.getByText(`编号示例：${prefix}-`)).toBeVisible();

  // Place the name by its numbers, move the QR by dragging it on the canvas.
  const nameX = page.getByRole('spinbutton', { name: '姓名 X' });
  await nameX.fill('400');
  await nameX.press('Enter');
  const qr = page.getByRole('button', { name: '移动字段：二维码' });
  const qrX = page.getByRole('spinbutton', { name: '二维码 X' });
  const before = Number(await qrX.inputValue());
  const box = (await qr.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 - 40, box.y + box.height / 2 - 20, { steps: 5 });
  await page.mouse.up();
  await expect(qrX).not.toHaveValue(String(before));
  await page.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('模板已保存')).toBeVisible();
  await expect(page).toHaveURL(/\/system\/cert\/create\?id=\d+/);
  const templates = await apiCall<CertTemplate[]>(request, token, 'GET', '/pm/cert/templates');
  const template = templates.find((candidate) => candidate.name === name)!;
  expect(template.layout.fields.find((field) => field.kind === 'name')?.x).toBe(400);
  expect(template.layout.fields.find((field) => field.kind === 'qr')?.x).toBeLessThan(before);

  await page.goto('/system/cert?tab=issued');
  await page.getByRole('button', { name: '批量发放' }).click();
  const dialog = page.locator('.arco-modal:visible');
  await formItem(dialog, '证书模板').locator('.arco-select-view').click();
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: name }).click();
  await formItem(dialog, '项目').locator('.arco-select-view').click();
  await formItem(dialog, '项目').locator('input').fill(projectName);
  await page
    .locator('.arco-select-popup:visible .arco-select-option', { hasText: projectName })
    .first()
    .click();
  await dialog.getByRole('button', { name: '预览人数' }).click();
  await expect(dialog.getByText(/符合条件 \d+ 人/)).toBeVisible();
  await dialog.getByRole('button', { name: '发放' }).click();
  await expect(page.getByText(/已发放 \d+ 张/)).toBeVisible();

  const issued = await apiCall<ListPage<Certificate>>(
    request,
    token,
    'GET',
    `/pm/cert/issued?templateId=${template.id}&sortField=number&sortOrder=ascend`,
  );
  expect(issued.total).toBeGreaterThan(0);
  const first = issued.list[0]!;
  expect(first.number).toMatch(new RegExp(`^${prefix}-\\d{4}-0001$`));
  await expect(page.getByRole('cell', { name: first.number })).toBeVisible();

  // The QR's URL opened on a phone, signed out.
  const phone = await browser.newContext({ viewport: { width: 375, height: 740 }, locale: 'zh-CN' });
  const verify = await phone.newPage();
  const violations: string[] = [];
  verify.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  const response = await verify.goto(first.verifyUrl);
  expect(response?.status()).toBe(200);
  await expect(verify.getByRole('heading', { name: '证书查验' })).toBeVisible();
  await expect(verify.getByText(first.number)).toBeVisible();
  await expect(verify.getByText(maskName(first.recipientName), { exact: true })).toBeVisible();
  await expect(verify.getByText('有效')).toBeVisible();
  expect(await verify.content()).not.toContain(first.recipientName);
  expect(await verify.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const unknown = await verify.goto('/verify/AAAAAAAAAAAAAAAAAAAAAA');
  expect(unknown?.status()).toBe(404);
  await expect(verify.getByText('未找到该证书')).toBeVisible();
  expect(violations).toEqual([]);
  await phone.close();
});

test('the certificate pages fit a phone', async ({ page, request }) => {
  await signedIn(page, await staffToken(request, 'admin'));
  await page.setViewportSize({ width: 375, height: 740 });
  const overflow = () =>
    page.evaluate(() => {
      const content = document.querySelector('.arco-layout-content')!.parentElement!;
      return Math.max(
        document.documentElement.scrollWidth - window.innerWidth,
        content.scrollWidth - content.clientWidth,
      );
    });
  await page.goto('/system/cert?tab=issued');
  await expect(page.getByText(/^[A-Z][A-Z0-9]*-\d{4}-\d{3,}$/).first()).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(1);
  await page.goto('/system/cert/create');
  await expect(page.getByRole('button', { name: '移动字段：姓名' })).toBeVisible();
  expect(await overflow()).toBeLessThanOrEqual(1);
});
