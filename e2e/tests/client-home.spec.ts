import { expect, test } from './support-test';
import { loginAsStaff, storedToken } from './support';
import { pageOverflow, signInAsClient as signInBySms } from './client-support';
import { PORT } from './support-test';

const api = `http://localhost:${PORT}/api`;

type Role = { id: number; type: string; name: string };

test('home: masked profile, identity switch, a correction staff accept, also at phone size', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000); // two sessions, a staff page and a phone pass on a shared machine
  await signInBySms(page);
  const auth = { Authorization: (await storedToken(page)) ?? '' };
  const roles = (
    (await (await page.request.get(`${api}/client/login/roles`, { headers: auth })).json()) as {
      data: Role[];
    }
  ).data;
  const person = roles.find((role) => role.type === 'person')!;
  const company = roles.find((role) => role.type === 'company')!;

  // Masked ID number and bank account, never the full ones.
  await expect(page.getByTestId('client-id-number')).toHaveText(/^530\*{13}[\dX]{2}$/);
  await expect(page.getByTestId('client-bank-account')).toHaveText(/^\d{4}( \*{1,4})+ \d{4}$/);

  // Switch to the company: the whole page reads its data, and its projects.
  await page.getByRole('button', { name: `切换到“${company.name}”` }).click();
  await expect(page.getByText(`已切换到“${company.name}”`)).toBeVisible();
  await expect(page.getByTestId(`identity-${company.id}`).getByText('当前身份')).toBeVisible();
  await expect(
    page.locator('.arco-descriptions').getByText(company.name, { exact: true }).first(),
  ).toBeVisible();
  const companyProjects = (
    (await (
      await page.request.get(`${api}/client/${company.id}/projects?pageSize=100`, { headers: auth })
    ).json()) as { data: { list: { name: string }[] } }
  ).data.list;
  const personProjects = (
    (await (
      await page.request.get(`${api}/client/${person.id}/projects?pageSize=100`, { headers: auth })
    ).json()) as { status: string }
  ).status;
  expect(personProjects).toBe('fail'); // the old identity's id is not found any more
  if (companyProjects.length > 0) {
    await expect(page.getByText(companyProjects[0]!.name).first()).toBeVisible();
  }
  expect(await page.evaluate(() => localStorage.getItem('clientUser'))).toContain(`"id":${company.id}`);

  // Back to the person, then ask for a correction of the address.
  await page.getByRole('button', { name: `切换到“${person.name}”` }).click();
  await expect(page.getByTestId(`identity-${person.id}`).getByText('当前身份')).toBeVisible();
  const newAddress = `云南省昆明市五华区翠湖北路${Date.now() % 1000}号`;
  await page.getByRole('button', { name: '申请更正' }).click();
  const drawer = page.locator('.arco-drawer');
  // Nothing changed: the form says so and sends nothing.
  await drawer.getByRole('button', { name: '提交申请' }).click();
  await expect(drawer.getByText('请至少修改一项信息后再提交')).toBeVisible();
  await drawer.getByLabel('电子邮箱').fill('not-an-email');
  await drawer.getByRole('button', { name: '提交申请' }).click();
  await expect(drawer.getByText('电子邮箱格式不正确')).toBeVisible();
  await drawer.getByLabel('电子邮箱').fill('zhangxiaomei@example.com');
  await drawer.getByLabel('详细地址').fill(newAddress);
  await drawer.getByLabel('说明').fill('搬家了');
  await drawer.getByRole('button', { name: '提交申请' }).click();
  await expect(page.getByText('更正申请已提交，请等待工作人员处理')).toBeVisible();
  await expect(page.getByText('待处理').first()).toBeVisible();
  await expect(page.getByRole('button', { name: '申请更正' })).toBeDisabled();

  // Staff accept it on the beneficiary's page (the todo's link opens the tab).
  const staff = await browser.newContext({ locale: 'zh-CN' });
  const staffPage = await staff.newPage();
  await loginAsStaff(staffPage, 'admin', `http://localhost:${PORT}/login`);
  await expect(staffPage).not.toHaveURL(/\/login/);
  await staffPage.goto(
    `http://localhost:${PORT}/related/benefit/person/detail?id=${person.id}&tab=corrections`,
  );
  const row = staffPage.locator('.arco-table-tr', { hasText: newAddress });
  await expect(row).toBeVisible({ timeout: 30_000 });
  await row.getByRole('button', { name: '接受' }).click();
  await staffPage.locator('.arco-popconfirm .arco-btn-primary').click();
  await expect(row.getByText('已接受')).toBeVisible();
  await staff.close();

  // The portal shows the new value.
  await page.reload();
  await expect(page.getByTestId('client-address')).toHaveText(newAddress);
  await expect(page.getByText('已接受').first()).toBeVisible();

  // Phone size: the key checks again, and nothing scrolls sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await page.reload();
  await expect(page.getByTestId('client-id-number')).toHaveText(/^530\*{13}[\dX]{2}$/);
  await expect(page.getByTestId('client-bank-account')).toHaveText(/^\d{4}( \*{1,4})+ \d{4}$/);
  await expect(page.getByTestId('client-address')).toHaveText(newAddress);
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: `切换到“${company.name}”` }).click();
  await expect(page.getByTestId(`identity-${company.id}`).getByText('当前身份')).toBeVisible();
  await expect(
    page.locator('.arco-descriptions').getByText(company.name, { exact: true }).first(),
  ).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
  await page.getByRole('button', { name: '申请更正' }).click();
  await expect(page.locator('.arco-drawer').getByLabel('详细地址')).toBeVisible();
  expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
});
