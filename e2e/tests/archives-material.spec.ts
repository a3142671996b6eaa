import { createHash } from 'node:crypto';
import { expect as baseExpect, test, type Locator, type Page } from './support-test';
import { signedIn, staffToken } from './api-session';
import { fromToday } from './funds-support';
import { confirm, drawer, fillDate, formItem, pickOption } from './project-support';

/** A small real PDF whose one line of text makes its bytes (and so its sha256) its own. */
function pdf(text: string): Buffer {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** A remote's first paint on a busy machine: the page's own first wait allows for it. */
const FIRST_PAINT = { timeout: 45_000 };

/** Each step waits for an upload or a write and the detail read again after it: more than the default 10 s. */
const expect = baseExpect.configure({ timeout: 30_000 });

// Each test loads the archive's remote first, and some file, lend and preview in the same browser.
test.slow();

/** The entry's status tag reads `status`. */
async function expectStatus(scope: Locator, status: string): Promise<void> {
  await expect(scope.locator('.arco-tag', { hasText: status }).first()).toBeVisible();
}

/** Chooses a file with the upload button named `button` inside `scope`. */
async function upload(scope: Locator, button: string, name: string, bytes: Buffer): Promise<void> {
  const chooser = scope.page().waitForEvent('filechooser');
  await scope.getByRole('button', { name: button }).first().click();
  await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer: bytes });
}

/** How far the page itself (not a table inside it) can scroll sideways. */
function pageOverflow(page: Page): Promise<number> {
  return page.evaluate(() => {
    const content = document.querySelector('.arco-layout-content')!.parentElement!;
    return Math.max(
      document.documentElement.scrollWidth - window.innerWidth,
      content.scrollWidth - content.clientWidth,
    );
  });
}

test('a file is archived in two versions, each with its sha256, previewed, then lent out and taken back', async ({
  page,
  request,
}) => {
  const first = pdf(`Agreement draft ${Date.now()}`);
  const second = pdf(`Agreement signed ${Date.now()}`);
  const title = `协议书归档演练${Date.now()}`;
  // The preview frames an object URL: the CSP must allow it (`frame-src blob:`), or the browser says so here.
  const refusals: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|frame)/i.test(message.text()))
      refusals.push(message.text());
  });
  await signedIn(page, await staffToken(request, 'officer'));
  await page.goto('/archives/material');
  await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible(FIRST_PAINT);

  // File a new entry: the category proposes how long it is kept.
  await page.getByRole('button', { name: '新建档案' }).click();
  const form = drawer(page, '新建档案');
  await formItem(form, '所属项目').locator('.arco-select-view').click();
  await page.keyboard.type('XM2025003');
  await page.locator('.arco-select-popup:visible .arco-select-option', { hasText: 'XM2025003' }).click();
  await pickOption(form, '材料类别', '协议文件');
  await expect(formItem(form, '保管期限至').locator('input')).toHaveValue(/^20\d{2}-\d{2}-\d{2}$/);
  await form.getByRole('textbox', { name: '材料名称' }).fill(title);
  await upload(form, '上传文件', '协议书-初稿.pdf', first);
  await expect(form.locator('.arco-upload-list-item-done')).toHaveCount(1);
  await form.getByRole('button', { name: '保存' }).click();

  // The new entry opens beside the list, numbered by the rule, pending, with its file as version 1.
  const entry = drawer(page, /档案 DA-\d{4}-XM2025003-\d{4}/);
  await expect(entry).toBeVisible();
  await expect(page).toHaveURL(/[?&]id=\d+/);
  await expectStatus(entry, '待归档');
  await expect(entry.getByTestId('sha256')).toHaveText([sha256(first)]);

  // A second version: both stay, newest first, each with its own sha256.
  await upload(entry, '上传新版本', '协议书-盖章版.pdf', second);
  await expect(page.locator('.arco-message').filter({ hasText: '已上传为新版本' })).toBeVisible();
  await expect(entry.getByTestId('sha256')).toHaveText([sha256(second), sha256(first)]);
  await expect(entry.getByText('当前版本 v2')).toBeVisible();

  // The earlier version previews in the page, from what the page fetched.
  await entry.getByRole('button', { name: '预览 协议书-初稿.pdf' }).click();
  const preview = page.locator('.arco-modal:visible', { hasText: '预览：协议书-初稿.pdf' });
  await expect(preview.locator('iframe[title="文件预览"]')).toHaveAttribute('src', /^blob:/);
  await preview.locator('.arco-modal-close-icon').click();
  await expect(preview).toBeHidden();
  expect(refusals).toEqual([]);

  // Into the archive, out on loan, back again.
  await entry.getByRole('button', { name: '确认归档' }).click();
  await confirm(page);
  await expectStatus(entry, '已归档');
  await entry.getByRole('button', { name: '借出', exact: true }).click();
  const lend = page.locator('.arco-modal:visible', { hasText: '借出档案' });
  await lend.getByRole('textbox', { name: '借阅人' }).fill('审计署 李明');
  await lend.getByRole('textbox', { name: '借阅用途' }).fill('专项审计调阅');
  await fillDate(lend, '应还日期', fromToday(14));
  await lend.getByRole('button', { name: '借出' }).click();
  await expectStatus(entry, '借出中');
  const loans = entry.locator('.arco-table', { hasText: '借阅人' });
  await expect(loans).toContainText('审计署 李明');
  await expect(loans).toContainText('未归还');
  await entry.getByRole('button', { name: '归还' }).click();
  await page.locator('.arco-popconfirm:visible textarea').fill('完好归还');
  await confirm(page);
  await expectStatus(entry, '已归档');
  await expect(loans).toContainText(fromToday(0));
  await expect(entry.locator('.arco-timeline')).toContainText('完好归还');
});

test('a demo photo previews as an image', async ({ page, request }) => {
  await signedIn(page, await staffToken(request, 'admin'));
  await page.goto(`/archives/material?keyword=${encodeURIComponent('图书配送现场照片')}`);
  await page.getByRole('link', { name: /^DA-/ }).first().click(FIRST_PAINT);
  const entry = drawer(page, /档案 DA-/);
  await entry
    .getByRole('button', { name: /^预览 / })
    .first()
    .click();
  const image = page.locator('.arco-modal:visible img');
  await expect(image).toHaveAttribute('src', /^blob:/);
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBe(160);
});

for (const [language, texts] of [
  ['zh-CN', { title: '资料归档', overdue: '逾期未还', number: '档案编号' }],
  ['en-US', { title: 'Material archive', overdue: 'Overdue', number: 'Number' }],
] as const) {
  test(`the list reads in ${language}, flags overdue loans and fits a 375 px phone`, async ({
    page,
    request,
  }) => {
    await signedIn(page, await staffToken(request, 'admin'), language);
    await page.goto('/archives/material');
    const card = page.locator('.arco-layout-content');
    await expect(card.locator('.arco-card-header-title')).toHaveText(texts.title, FIRST_PAINT);
    await expect(card.locator('th', { hasText: texts.number })).toBeVisible();
    await expect(card.locator('tbody .arco-tag', { hasText: texts.overdue }).first()).toBeVisible();

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/archives/material');
    await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible(FIRST_PAINT);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('link', { name: /^DA-/ }).first().click();
    const entry = page.locator('.arco-drawer:visible');
    await expect(entry.locator('.arco-descriptions')).toBeVisible();
    const width = await entry.evaluate((element) => element.getBoundingClientRect().width);
    expect(width).toBeLessThanOrEqual(375);
    expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  });
}
