import { expect, test, type Route } from './support-test';
import { signedIn, staffToken } from './api-session';
import { fundedProject } from './funds-support';
import { drawer } from './project-support';

test('a file uploaded in the agreement drawer is its new version at once; closing mid-upload asks first', async ({
  page,
  request,
}) => {
  test.slow();
  const officer = await staffToken(request, 'officer');
  const project = await fundedProject(request, officer, `协议文件演练项目${Date.now()}`);
  const filesOf = async () => {
    const response = await request.get(`/api/pm/agreements/${project.agreementId}`, {
      headers: { Authorization: officer },
    });
    return ((await response.json()).data as { files: { name: string; version: number }[] }).files;
  };
  expect(await filesOf()).toEqual([]);

  // The upload is held until the test lets it go, so the drawer is asked to close while it is on its way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pm/files', async (route: Route) => {
    await held;
    await route.continue();
  });

  await signedIn(page, officer);
  await page.goto(`/submit/protocol?id=${project.agreementId}`);
  const detail = drawer(page, /协议详情 XY\d+/);
  await expect(detail).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await detail.getByRole('button', { name: '上传新版本' }).click();
  await (
    await chooser
  ).setFiles({
    name: '资助协议-签字版.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
  });
  await page.keyboard.press('Escape');
  const ask = page.locator('.arco-modal:visible');
  await expect(ask).toContainText('文件尚未上传完成');
  await ask.getByRole('button', { name: '等待完成' }).click();
  await expect(detail).toBeVisible();

  release();
  await expect(page.locator('.arco-message')).toContainText('已上传为新版本');
  await expect(detail.locator('.arco-table', { hasText: '文件名' })).toContainText('资助协议-签字版.pdf');
  // Nothing else to click: closing now loses nothing, and the agreement holds the file.
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  expect(await filesOf()).toMatchObject([{ name: '资助协议-签字版.pdf', version: 1 }]);
});
