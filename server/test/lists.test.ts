import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  APPROPRIATION_VIEW_STATUSES,
  type AppropriationStatus,
} from '@pm/domain/workflow/appropriation-machine';
import Decimal from 'decimal.js';
import { DEMO_MATERIALS } from '../src/seed/demo/materials';
import { API, bearer, buildTestApp, loginAs } from './helper';

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');

interface PageBody<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

async function list<T = Record<string, unknown>>(path: string): Promise<PageBody<T>> {
  const response = await app.inject({ url: `${API}${path}`, headers: bearer(admin) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as PageBody<T>;
}

const sorted = (values: string[], order: 'ascend' | 'descend') => {
  const copy = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return order === 'ascend' ? copy : copy.reverse();
};

describe('GET /pm/projects', () => {
  it('pages with defaults 1 / 10, newest first', async () => {
    const first = await list<{ code: string; createdAt: string }>('/pm/projects');
    assert.equal(first.page, 1);
    assert.equal(first.pageSize, 10);
    assert.equal(first.total, 30);
    assert.equal(first.list.length, 10);
    const createdAt = first.list.map((project) => project.createdAt);
    assert.deepEqual(createdAt, sorted(createdAt, 'descend'));
    const last = await list<{ code: string }>('/pm/projects?page=3&pageSize=12');
    assert.equal(last.list.length, 6);
  });

  it('sorts by a whitelisted field and refuses others (422)', async () => {
    const byCode = await list<{ code: string }>('/pm/projects?sortField=code&sortOrder=ascend&pageSize=30');
    assert.deepEqual(
      byCode.list.map((project) => project.code),
      sorted(
        byCode.list.map((p) => p.code),
        'ascend',
      ),
    );
    const bad = await app.inject({ url: `${API}/pm/projects?sortField=password`, headers: bearer(admin) });
    assert.equal(bad.statusCode, 422);
  });

  it('filters by status and keyword (name or code)', async () => {
    const executing = await list<{ status: string }>('/pm/projects?status=in_progress&pageSize=100');
    assert.ok(executing.total > 0);
    assert.ok(executing.list.every((project) => project.status === 'in_progress'));
    const byName = await list<{ name: string }>(`/pm/projects?keyword=${encodeURIComponent('五华区')}`);
    assert.ok(byName.total >= 4);
    assert.ok(byName.list.every((project) => project.name.includes('五华区')));
    const byCode = await list<{ code: string }>('/pm/projects?keyword=XM2025007');
    assert.deepEqual(
      byCode.list.map((project) => project.code),
      ['XM2025007'],
    );
    const literal = await list('/pm/projects?keyword=%25');
    assert.equal(literal.total, 0);
  });

  it('returns money as decimal strings and never appropriates beyond the approved amount', async () => {
    const all = await list<{
      approvedAmount: string | null;
      appropriatedAmount: string;
      plannedBudget: string;
    }>('/pm/projects?pageSize=100');
    for (const project of all.list) {
      assert.match(project.plannedBudget, /^\d+\.\d{2}$/);
      assert.match(project.appropriatedAmount, /^\d+\.\d{2}$/);
      const approved = new Decimal(project.approvedAmount ?? 0);
      assert.ok(new Decimal(project.appropriatedAmount).lte(approved));
    }
  });

  it('includes sub-projects with their parent', async () => {
    const children = await list<{ parentId: number | null }>(
      `/pm/projects?keyword=${encodeURIComponent('子项目')}`,
    );
    assert.equal(children.total, 6);
    assert.ok(children.list.every((project) => project.parentId !== null));
  });
});

describe('GET /pm/appropriations', () => {
  it('shows each view its own statuses', async () => {
    for (const [view, statuses] of Object.entries(APPROPRIATION_VIEW_STATUSES)) {
      const page = await list<{ status: AppropriationStatus }>(
        `/pm/appropriations?view=${view}&pageSize=100`,
      );
      assert.ok(page.total > 0, view);
      assert.ok(
        page.list.every((item) => statuses.includes(item.status)),
        view,
      );
    }
    // One appropriation per instalment of the demo agreements, and a cancelled one.
    const all = await list('/pm/appropriations');
    assert.ok(all.total >= 30);
  });

  it('sorts by amount and searches by project name', async () => {
    const byAmount = await list<{ amount: string }>(
      '/pm/appropriations?sortField=amount&sortOrder=descend&pageSize=100',
    );
    const amounts = byAmount.list.map((item) => new Decimal(item.amount));
    assert.ok(amounts.every((amount, index) => index === 0 || amount.lte(amounts[index - 1]!)));
    const byProject = await list<{ projectName: string }>(
      `/pm/appropriations?keyword=${encodeURIComponent('阅读计划')}&pageSize=100`,
    );
    assert.ok(byProject.total > 0);
    assert.ok(byProject.list.every((item) => item.projectName.includes('阅读计划')));
  });

  it('refuses an unknown view (422)', async () => {
    const response = await app.inject({ url: `${API}/pm/appropriations?view=all`, headers: bearer(admin) });
    assert.equal(response.statusCode, 422);
  });
});

describe('GET /pm/beneficiaries', () => {
  it('filters by type and masks ID numbers and mobiles', async () => {
    const persons = await list<{ type: string; idType: string; idNumber: string; mobile: string }>(
      '/pm/beneficiaries?type=person&pageSize=100',
    );
    assert.equal(persons.total, 67);
    for (const person of persons.list) {
      assert.equal(person.type, 'person');
      if (person.idType === 'resident_id') assert.match(person.idNumber, /^\d{3}\*{13}[\dX]{2}$/);
      else assert.match(person.idNumber, /^\w{3}\*+\w{2}$/);
      // Minors may have no phone of their own.
      if (person.mobile !== '') assert.match(person.mobile, /^1\d{2}\*{4}\d{4}$/);
    }
    const companies = await list('/pm/beneficiaries?type=company');
    assert.equal(companies.total, 16);
  });

  it('finds a beneficiary by name or full mobile', async () => {
    const byName = await list<{ name: string; projectCount: number }>(
      `/pm/beneficiaries?keyword=${encodeURIComponent('张晓梅')}`,
    );
    assert.deepEqual(
      byName.list.map((b) => b.name),
      ['张晓梅'],
    );
    assert.ok((byName.list[0]?.projectCount ?? 0) >= 3);
    const byMobile = await list('/pm/beneficiaries?keyword=13800000001');
    assert.equal(byMobile.total, 2);
  });

  it('sorts by name', async () => {
    const page = await list<{ name: string }>(
      '/pm/beneficiaries?sortField=name&sortOrder=ascend&pageSize=100',
    );
    assert.equal(page.list.length, 83);
  });
});

describe('GET /pm/materials', () => {
  it('pages, filters by category and searches titles', async () => {
    const all = await list('/pm/materials?pageSize=5&page=3');
    assert.equal(all.total, DEMO_MATERIALS.length);
    assert.equal(all.list.length, DEMO_MATERIALS.length - 10);
    const photos = await list<{ category: string; documentCount: number }>('/pm/materials?category=photo');
    assert.equal(photos.total, DEMO_MATERIALS.filter((entry) => entry.category === 'photo').length);
    assert.ok(photos.list.every((item) => item.category === 'photo' && item.documentCount > 0));
    const titled = await list<{ title: string }>(`/pm/materials?keyword=${encodeURIComponent('协议书')}`);
    assert.ok(titled.total > 0 && titled.list.every((item) => item.title.includes('协议书')));
  });

  it('sorts by number ascending', async () => {
    const page = await list<{ code: string }>('/pm/materials?sortField=code&sortOrder=ascend&pageSize=3');
    const codes = page.list.map((item) => item.code);
    assert.deepEqual(codes, [...codes].sort());
    assert.ok(
      codes.every((code) => /^DA-\d{4}-XM2025\d{3}-\d{4}$/.test(code)),
      codes.join(),
    );
  });
});

describe('GET /pm/users', () => {
  it('lists users with roles, department and masked mobile', async () => {
    const page = await list<{ username: string; roles: string[]; mobile: string; isAdmin: boolean }>(
      '/pm/users?sortField=username&sortOrder=ascend',
    );
    assert.deepEqual(
      page.list.map((user) => user.username),
      ['admin', 'auditor', 'finance', 'head', 'officer', 'reviewer'],
    );
    const byName = new Map(page.list.map((user) => [user.username, user]));
    const adminUser = byName.get('admin');
    const finance = byName.get('finance');
    assert.deepEqual(adminUser?.roles, ['管理员']);
    assert.equal(adminUser?.isAdmin, true);
    // Finance also holds the finance role, whose holders verify payments in their approval.
    assert.deepEqual(finance?.roles, ['工作人员', '财务']);
    assert.deepEqual(byName.get('head')?.roles, ['部门负责人']);
    assert.equal(finance?.mobile, '138****0003');
  });

  it('searches and filters by status', async () => {
    const found = await list<{ username: string }>(`/pm/users?keyword=${encodeURIComponent('王丽')}`);
    assert.deepEqual(
      found.list.map((user) => user.username),
      ['officer'],
    );
    const disabled = await list('/pm/users?status=disabled');
    assert.equal(disabled.total, 0);
  });
});
