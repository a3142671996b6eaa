import { expect, test, type Locator, type Page } from './support-test';
import { signedIn, staffToken } from './api-session';
import { closeSettings, openSettings } from './frame-support';

/** The colour the theme gives links (`--link-6`), as the browser computes it on this page right now. */
function themeLinkColour(page: Page): Promise<string> {
  return page.evaluate(() => {
    const probe = document.createElement('span');
    probe.style.color = 'rgb(var(--link-6))';
    document.body.append(probe);
    const colour = getComputedStyle(probe).color;
    probe.remove();
    return colour;
  });
}

async function expectThemeLink(page: Page, link: Locator): Promise<void> {
  await expect(link).toHaveCSS('color', await themeLinkColour(page));
  await expect(link).toHaveCSS('text-decoration-line', 'none');
}

test('links in tables take the theme’s link colour in the light and the dark theme', async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, await staffToken(page.request, 'admin'));
  await page.goto('/project/appropriation/unverified');
  const paymentLink = page
    .locator('.arco-table-td a')
    .filter({ hasText: /^BK\d+$/ })
    .first();
  await expect(paymentLink).toBeVisible();
  await expectThemeLink(page, paymentLink);

  const drawer = await openSettings(page);
  await drawer.getByRole('switch', { name: '暗黑模式' }).click();
  await closeSettings(page, drawer);
  await expect(page.locator('body')).toHaveAttribute('arco-theme', 'dark');
  await expectThemeLink(page, paymentLink);
  // Readable on the dark table: not the browser's default dark blue.
  expect(await themeLinkColour(page)).not.toBe('rgb(0, 0, 238)');
  await page.screenshot({ path: testInfo.outputPath('appropriations-dark.png') });

  await page.locator('.arco-menu').getByText('项目列表').click();
  const projectLink = page
    .locator('.arco-table-td a')
    .filter({ hasText: /^XM\d+$/ })
    .first();
  await expect(projectLink).toBeVisible();
  await expectThemeLink(page, projectLink);
  await page.screenshot({ path: testInfo.outputPath('projects-dark.png') });
});

test('English words wrap between words in table cells, and tags stay inside their column', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signedIn(page, await staffToken(page.request, 'admin'), 'en-US');
  await page.goto('/project/appropriation/unverified');
  const cells = page.locator('.arco-table-td .arco-table-cell');
  await expect(cells.first()).toBeVisible();
  // Every word of every cell is on one line: a word's letters never sit on two lines.
  const brokenWords = await cells.evaluateAll((elements) =>
    elements.flatMap((element) => {
      const text = element.textContent ?? '';
      const broken: string[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const value = node.textContent ?? '';
        for (const match of value.matchAll(/[A-Za-z]{2,}/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          // One line may come as several boxes (an ellipsis cuts it): count the lines.
          const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
          if (lines.size > 1) broken.push(`${match[0]} in "${text}"`);
        }
      }
      return broken;
    }),
  );
  expect(brokenWords).toEqual([]);

  const tagsOutside = await page.locator('.arco-table-td .arco-tag').evaluateAll(
    (tags) =>
      tags.filter((tag) => {
        const cell = tag.closest('.arco-table-td')!.getBoundingClientRect();
        const box = tag.getBoundingClientRect();
        return box.right > cell.right + 0.5 || box.left < cell.left - 0.5;
      }).length,
  );
  expect(tagsOutside).toBe(0);
});
