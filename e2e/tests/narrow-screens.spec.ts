import { expect, test, type Locator, type Page } from './support-test';
import { signedIn, staffToken } from './api-session';

const LISTS = [
  '/project/appropriation/unverified',
  '/project/list',
  '/related/benefit/person',
  '/related/benefit/company',
] as const;

/** Labels of the list's search form that take more than one line. */
function wrappedLabels(page: Page): Promise<string[]> {
  return page.locator('form .arco-form-label-item label').evaluateAll((labels) =>
    labels
      .filter((label) => {
        const range = document.createRange();
        range.selectNodeContents(label);
        return new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top))).size > 1;
      })
      .map((label) => label.textContent ?? ''),
  );
}

/** Inputs of the search form too narrow for their placeholder (measured in the input's own font). */
function cutPlaceholders(page: Page): Promise<string[]> {
  return page.locator('form input[placeholder]').evaluateAll((inputs) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return (inputs as HTMLInputElement[])
      .filter((input) => {
        const style = getComputedStyle(input);
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return (
          input.getBoundingClientRect().width > 0 && context.measureText(input.placeholder).width > room + 1
        );
      })
      .map((input) => input.placeholder);
  });
}

/**
 * Waits until `element` has ended its slide or zoom in and lies within the window's width: neither edge off screen.
 */
async function expectInsideWindow(element: Locator, width: number): Promise<void> {
  await expect
    .poll(async () => {
      const box = await element.boundingBox();
      return box ? [box.x >= 0, box.x + box.width <= width] : null;
    })
    .toEqual([true, true]);
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

for (const language of ['zh-CN', 'en-US'] as const) {
  test(`at 1024 px the lists keep their menu and fit, labels on one line (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    await signedIn(page, await staffToken(page.request, 'admin'), language);
    for (const path of LISTS) {
      await page.goto(path);
      await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible();
      await expect(page.locator('.arco-layout-sider')).toBeVisible();
      expect(await wrappedLabels(page), path).toEqual([]);
      expect(await cutPlaceholders(page), path).toEqual([]);
      expect(await pageOverflow(page), path).toBeLessThanOrEqual(0);
    }
  });
}

test('below 768 px the menu is a drawer behind a button, and lists stay readable', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, await staffToken(page.request, 'admin'));
  await page.goto('/project/list');
  await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible();
  await expect(page.locator('.arco-layout-sider')).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath('narrow-390-menu-closed.png') });

  // Search form: one field per row, labels on one line, nothing cut.
  const fields = page.locator('form .arco-form-item');
  const widths = await fields.evaluateAll((items) => items.map((item) => item.getBoundingClientRect().width));
  const formWidth = await page
    .locator('form')
    .first()
    .evaluate((form) => form.getBoundingClientRect().width);
  for (const width of widths) expect(width).toBeGreaterThan(formWidth * 0.9);
  expect(await wrappedLabels(page)).toEqual([]);
  expect(await cutPlaceholders(page)).toEqual([]);

  // The table scrolls sideways inside its card; the page does not.
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  const table = page.locator('.arco-table-body, .arco-table-content-inner').first();
  expect(await table.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  const card = await page.locator('.arco-layout-content .arco-card').first().boundingBox();
  expect((card?.x ?? 0) + (card?.width ?? 0)).toBeLessThanOrEqual(390);

  // The menu: a button in the navbar opens it as a drawer; choosing a page closes it.
  await page.getByRole('button', { name: '打开菜单' }).click();
  const drawer = page.locator('.arco-drawer').filter({ has: page.locator('.arco-menu') });
  await expect(drawer.getByText('待审核', { exact: true })).toBeVisible();
  await page.waitForTimeout(400);
  await page.screenshot({ path: testInfo.outputPath('narrow-390-menu-open.png') });
  await drawer.getByText('待审核', { exact: true }).click();
  await expect(page).toHaveURL(/\/project\/appropriation\/unverified$/);
  await expect(drawer).toBeHidden();
  await expect(page.locator('.arco-table-tr').nth(1)).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  expect(await wrappedLabels(page)).toEqual([]);

  // A record's detail drawer (720 px on a desktop) fits the phone's window: nothing of it is off screen.
  await page
    .locator('.arco-table-tr')
    .nth(1)
    .getByText(/^BK\d+/)
    .click();
  const detail = page.locator('.arco-drawer').filter({ hasText: '拨款金额' });
  await expect(detail).toBeVisible();
  await expectInsideWindow(detail, 390);
});

test('at 390 px a form drawer and the question before it throws changes away fit the window', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signedIn(page, await staffToken(page.request, 'officer'), 'en-US');
  await page.goto('/submit/apply?new=1');
  const form = page.locator('.arco-drawer').filter({ hasText: 'New project application' });
  await expect(form).toBeVisible();
  await form.getByRole('textbox', { name: 'Title' }).fill('A title typed on a phone');
  await page.keyboard.press('Escape');
  const question = page.locator('.arco-modal').filter({ hasText: 'Discard your changes?' });
  await expect(question).toBeVisible();
  await expectInsideWindow(question, 390);
  // Keeping on editing keeps what was typed.
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('A title typed on a phone');
});
