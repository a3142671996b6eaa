import { expect, test } from './support-test';
import ExcelJS from 'exceljs';
import { readFile } from 'node:fs/promises';
import { PERSON_HEADER, personRow } from '../../server/test/fixtures/import-rows';
import { apiCall, signedIn, staffToken } from './api-session';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

async function workbookOf(rows: readonly (readonly string[])[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow([...row]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function sheetRows(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]!.eachRow((row) => {
    rows.push((row.values as unknown[]).slice(1).map((value) => String(value ?? '')));
  });
  return rows;
}

/**
 * Issue 16, the import centre: 200 beneficiaries with 3 bad rows are checked, the error file holds those 3 rows with
 * their messages; fixed and uploaded again, all 200 are imported in one go and are there to find.
 */
test('imports 200 beneficiaries: dry run, error file, fix, commit', async ({ page }) => {
  test.setTimeout(120_000);
  const token = await staffToken(page.request, 'admin');
  await signedIn(page, token);
  const prefix = `导入E2E${Date.now().toString(36)}-`;
  const base = 100_000 + (Date.now() % 500) * 1000;
  const rows = Array.from({ length: 200 }, (_, index) => personRow(base + index, `${prefix}${index + 1}`));
  const bad = rows.map((row) => [...row]);
  bad[10]![3] = '12345'; // not a resident ID
  bad[50]![1] = '未知'; // not a gender
  bad[120]![0] = ''; // no name

  await page.goto('/system/files');
  await expect(page.getByRole('button', { name: '下载模板' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('.arco-tabs-header-title', { hasText: '导入' })).toBeVisible();
  const template = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载模板' }).click();
  expect((await template).suggestedFilename()).toBe('受益人个人导入模板.xlsx');

  await page.locator('input[type=file]').setInputFiles({
    name: '受益人.xlsx',
    mimeType: XLSX,
    buffer: await workbookOf([PERSON_HEADER, ...bad]),
  });
  const counts = page.locator('.arco-statistic');
  await expect(counts.filter({ hasText: '总行数' })).toContainText('200');
  await expect(counts.filter({ hasText: '正确' })).toContainText('197');
  await expect(counts.filter({ hasText: '有误' })).toContainText('3');
  const errors = page.locator('.arco-table-tr', { hasText: '证件号码' });
  await expect(errors.first()).toContainText('12');
  // "Import all" is not possible with bad rows.
  await expect(page.getByRole('radio', { name: /全部导入/ })).toBeDisabled();

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: '下载错误文件' }).click();
  const errorFile = await sheetRows((await (await download).path())!);
  expect(errorFile[0]).toEqual([...PERSON_HEADER, '原行号', '错误信息']);
  expect(errorFile.slice(1).map((row) => row[PERSON_HEADER.length])).toEqual(['12', '52', '122']);
  expect(errorFile[1]![PERSON_HEADER.length + 1]).toMatch(/证件号码/);
  expect(errorFile[2]![PERSON_HEADER.length + 1]).toMatch(/性别/);
  expect(errorFile[3]![PERSON_HEADER.length + 1]).toMatch(/姓名/);

  // Fixed, uploaded again: all 200 valid, imported as one.
  await page.getByRole('button', { name: '导入其他文件' }).click();
  await page.locator('input[type=file]').setInputFiles({
    name: '受益人-已修正.xlsx',
    mimeType: XLSX,
    buffer: await workbookOf([PERSON_HEADER, ...rows]),
  });
  await expect(counts.filter({ hasText: '有误' })).toContainText('0');
  await expect(page.getByText('所有行都通过了校验')).toBeVisible();
  await expect(page.getByRole('radio', { name: /全部导入/ })).toBeChecked();
  await page.getByRole('button', { name: '开始导入' }).click();
  const confirm = page.locator('.arco-modal', { hasText: '确认导入 200 行' });
  await confirm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('导入完成：200 行')).toBeVisible({ timeout: 60_000 });

  // The job list has both jobs; the beneficiaries are there.
  const jobs = page.locator('tbody .arco-table-tr');
  await expect(jobs.first()).toContainText('已导入');
  await expect(jobs.first()).toContainText('200 / 200 / 0');
  await expect(jobs.nth(1)).toContainText('200 / 197 / 3');
  const found = await apiCall<{ total: number }>(
    page.request,
    token,
    'GET',
    `/pm/beneficiaries?keyword=${encodeURIComponent(prefix)}&pageSize=10`,
  );
  expect(found.total).toBe(200);
});

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`the imports tab is usable at 375 px (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await signedIn(page, await staffToken(page.request, 'admin'), language);
    await page.goto('/system/files');
    const template = page.getByRole('button', {
      name: language === 'en-US' ? 'Download template' : '下载模板',
    });
    await expect(template).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('.arco-upload-drag')).toBeVisible();
    const overflow = await page.evaluate(() => {
      const content = document.querySelector('.arco-layout-content')!.parentElement!;
      return Math.max(
        document.documentElement.scrollWidth - window.innerWidth,
        content.scrollWidth - content.clientWidth,
      );
    });
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await template.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  });
}
