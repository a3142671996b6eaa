import { expect, test } from './support-test';
import { signedIn, staffToken } from './api-session';
import { appropriate, fundedProject, signAgreement } from './funds-support';
import { fillFields, formItem, pickOption } from './project-support';

test('a sub-project is offered only what its parent can fund, and can then be paid all of it', async ({
  page,
  request,
}) => {
  test.slow();
  const officer = await staffToken(request, 'officer');
  const parent = await fundedProject(request, officer, `子项目拨付演练${Date.now()}`);
  // The parent requests its first instalment for itself: 180 000 of its 300 000 are taken.
  await appropriate(request, officer, parent, 0, '180000.00');

  await signedIn(page, officer);
  await page.goto(`/project/list/create-sub-project?parentId=${parent.id}`);
  const form = page.locator('.arco-layout-content form');
  const summary = page.locator('.arco-layout-content .arco-descriptions');
  await expect(summary).toContainText('120,000.00');
  await fillFields(form, { 项目名称: '阅读辅导员培训子项目', 计划预算: '150000', 分配金额: '150000' });
  await formItem(form, '目标受益人数').locator('input').fill('80');
  await fillFields(form, { 项目目标: '培训 24 名阅读辅导员' });
  await page.getByRole('button', { name: '创建子项目' }).click();
  await expect(form).toContainText('分配金额不能超过母项目可分配余额 120000.00');

  await form.getByRole('textbox', { name: '分配金额', exact: true }).fill('50000');
  await page.getByRole('button', { name: '创建子项目' }).click();
  await expect(page).toHaveURL(/\/project\/list\/detail\?id=\d+/);
  const childId = Number(new URL(page.url()).searchParams.get('id'));
  const overview = page.locator('.arco-layout-content');
  await expect(overview.getByText('阅读辅导员培训子项目').first()).toBeVisible();
  const remaining = overview.locator('.arco-descriptions-item-label', { hasText: '可拨余额' });
  await expect(remaining.locator('xpath=following-sibling::*[1]')).toHaveText('5.00万');

  // With an agreement in force, the payment page offers the sub-project its whole allocation.
  const agreement = await signAgreement(request, officer, childId, [{ amount: '50000.00' }]);
  await page.goto(`/project/appropriation/create?projectId=${childId}`);
  const payment = page.locator('.arco-layout-content form');
  await pickOption(payment, '资助协议', agreement.number);
  await pickOption(payment, '拨付期次', '第 1 期');
  await expect(payment).toContainText('项目可拨 50,000.00');
  await expect(payment.getByRole('textbox', { name: /拨款金额/ })).toHaveValue(/50,?000\.00/);
  // The sub-project has no beneficiary of its own whose bank account would fill the payee in.
  await fillFields(payment, {
    收款方: '乡村阅读服务中心',
    开户银行: '中国农业银行昆明分行',
    账户名称: '乡村阅读服务中心',
    银行账号: '6228480012345678',
  });
  await payment.getByRole('button', { name: '提交拨付申请' }).click();
  await expect(page.locator('.arco-message')).toContainText('已提交，等待核验');

  // The parent keeps only what it neither requested nor gave away.
  await page.goto(`/project/list/detail?id=${parent.id}`);
  const parentRemaining = page
    .locator('.arco-layout-content .arco-descriptions-item-label', { hasText: '可拨余额' })
    .locator('xpath=following-sibling::*[1]');
  await expect(parentRemaining).toHaveText('7.00万');
});
