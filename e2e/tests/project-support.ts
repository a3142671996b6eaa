import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
// The project's values are the server tests' fixture: one set per entity for both suites.
import { projectValues } from '../../server/test/fixtures/project';

/**
 * The form item whose label reads exactly `label` (Arco puts the label and the control in one `.arco-form-item`).
 * A list field's rows sit inside the list's own item, so the innermost match is the last one.
 */
export function formItem(scope: Locator, label: string): Locator {
  return scope
    .locator('.arco-form-item')
    .filter({
      has: scope.page().locator('.arco-form-label-item label', { hasText: new RegExp(`^\\s*${label}$`) }),
    })
    .last();
}

/** Fills the text box named `label` (its form label, or a list row's `第 1 行…` label). */
export async function fillField(scope: Locator, label: string, value: string): Promise<void> {
  await scope.getByRole('textbox', { name: label, exact: true }).fill(value);
}

/** Fills text boxes in order: `{ 申请标题: '…', '第 1 行费用名称': '…' }`. */
export async function fillFields(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await fillField(scope, label, value);
}

/** Types dates in order, as fillDate does: `{ 签订日期: '2026-12-01' }`. */
export async function fillDates(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await fillDate(scope, label, value);
}

/** A status tag reading `status` is shown in `scope`. */
export async function expectStatus(scope: Locator, status: string): Promise<void> {
  await expect(scope.locator('.arco-tag', { hasText: status }).first()).toBeVisible();
}

/** Types a date into an Arco DatePicker and confirms it with Enter. */
export async function fillDate(scope: Locator, label: string, value: string): Promise<void> {
  const input = formItem(scope, label).locator('input').first();
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** Opens an Arco Select and picks the option whose text contains `option`. */
export async function pickOption(scope: Locator, label: string, option: string): Promise<void> {
  const select = formItem(scope, label).locator('.arco-select').first();
  // As a person waits: a select whose options are still loading is disabled, and a click on it opens nothing.
  await expect(select).not.toHaveClass(/arco-select-disabled/);
  await select.locator('.arco-select-view').click();
  await scope
    .page()
    .locator('.arco-select-popup:visible .arco-select-option', { hasText: option })
    .first()
    .click();
}

/** The visible drawer with this title. */
export function drawer(page: Page, title: string | RegExp): Locator {
  return page
    .locator('.arco-drawer:visible')
    .filter({ has: page.locator('.arco-drawer-header', { hasText: title }) });
}

/** Confirms the Popconfirm or modal a button opened (its primary button: 确定, or the action's own name). */
export async function confirm(page: Page): Promise<void> {
  const popup = page.locator('.arco-popconfirm:visible, .arco-modal:visible').last();
  await popup.locator('.arco-btn-primary').click();
}

export interface CreatedProject {
  id: number;
  code: string;
  name: string;
}

/** A draft project made through the API (the list page's own form is tested on its own). */
export async function createDraftProject(
  request: APIRequestContext,
  token: string,
  name: string,
): Promise<CreatedProject> {
  const headers = { Authorization: token };
  const options = await request.get('/api/pm/project-options', { headers });
  const { departments, managers } = (await options.json()).data as {
    departments: { id: number; name: string }[];
    managers: { id: number; name: string }[];
  };
  const created = await request.post('/api/pm/projects', {
    headers,
    data: projectValues({
      name,
      departmentId: departments.find((d) => d.name === '项目部')!.id,
      managerId: managers[0]!.id,
    }),
  });
  expect(created.ok(), await created.text()).toBeTruthy();
  return (await created.json()).data as CreatedProject;
}
