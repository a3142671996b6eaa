import { auditDiff } from './diff';
import { moduleOfEntity } from './modules';

const zh = { locale: 'zh-CN' as const };
const en = { locale: 'en-US' as const };

describe('auditDiff', () => {
  it('names the fields of the entity and formats money with separators', () => {
    const rows = auditDiff(
      'appropriation',
      { amount: '1000.00', status: 'submitted' },
      { amount: '1234567.5', status: 'submitted' },
      zh,
    );
    expect(rows).toEqual([
      { field: 'amount', label: ['拨款金额', 'Amount'], before: '1,000.00', after: '1,234,567.50' },
    ]);
  });

  it('leaves unchanged fields out, even when only the spelling of an amount differs', () => {
    expect(
      auditDiff('appropriation', { amount: '1000', remark: 'a' }, { amount: '1000.00', remark: 'a' }, zh),
    ).toEqual([]);
  });

  it('shows timestamps in the business time zone and keeps days as they are', () => {
    const rows = auditDiff(
      'appropriation',
      { updatedAt: '2026-03-01T02:05:00.000Z', scheduledDate: '2026-03-01' },
      { updatedAt: '2026-03-01T16:30:00Z', scheduledDate: '2026-03-09' },
      en,
    );
    expect(rows).toEqual([
      {
        field: 'updatedAt',
        label: ['更新时间', 'Updated at'],
        before: '2026-03-01 10:05',
        after: '2026-03-02 00:30',
      },
      {
        field: 'scheduledDate',
        label: ['计划拨付日期', 'Scheduled date'],
        before: '2026-03-01',
        after: '2026-03-09',
      },
    ]);
  });

  it('names statuses in the language asked, with the entity’s own word where it has one', () => {
    expect(auditDiff('appropriation', { status: 'submitted' }, { status: 'verified' }, zh)[0]).toMatchObject({
      before: '待核验',
      after: '待支付',
    });
    expect(auditDiff('partner', { status: 'active' }, { status: 'disabled' }, en)[0]).toMatchObject({
      before: 'Active',
      after: 'Disabled',
    });
  });

  it('lists every field of a created record and empties a removed one', () => {
    expect(auditDiff('project', null, { name: '助学', budget: null }, en)).toEqual([
      { field: 'name', label: expect.any(Array), before: '', after: '助学' },
    ]);
    expect(auditDiff('partner', { rating: 3, extra: 'x' }, { rating: 3 }, en)).toEqual([
      { field: 'extra', label: null, before: 'x', after: '' },
    ]);
    expect(auditDiff('partner', { rating: 3 }, { rating: 3, added: true }, zh)).toEqual([
      { field: 'added', label: null, before: '', after: '是' },
    ]);
  });

  it('opens nested objects into dotted fields, and treats null and a missing value alike', () => {
    const rows = auditDiff(
      'volunteer',
      { bank: { name: 'A', no: '1' }, tags: ['a', 'b'], note: null },
      { bank: { name: 'B', no: '1' }, tags: ['a'], note: undefined },
      en,
    );
    expect(rows).toEqual([
      { field: 'bank.name', label: null, before: 'A', after: 'B' },
      { field: 'tags', label: null, before: 'a, b', after: 'a' },
    ]);
  });

  it('names the fields of an entity without a field table from its form', () => {
    expect(auditDiff('partner', { rating: 3 }, { rating: 4 }, en)[0]!.label).not.toBeNull();
  });

  it('names the organisation’s fields and a role’s data scope in words, and a grant by its codes', () => {
    expect(auditDiff('role', { dataScope: 'all' }, { dataScope: 'departmentTree' }, zh)).toEqual([
      { field: 'dataScope', label: ['数据范围', 'Data scope'], before: '全部数据', after: '本部门及下级' },
    ]);
    expect(auditDiff('role', { codes: ['project'] }, { codes: ['project', 'budget'] }, en)).toEqual([
      { field: 'codes', label: ['权限', 'Permissions'], before: 'project', after: 'project, budget' },
    ]);
    expect(auditDiff('user', null, { departmentId: 3, isAdmin: 0 }, zh).map((c) => c.label?.[0])).toEqual([
      '部门',
      '管理员',
    ]);
    expect(auditDiff('department', { leaderId: null }, { leaderId: 7 }, zh)[0]!.label).toEqual([
      '负责人',
      'Head',
    ]);
  });

  it('falls back to the raw key for a field no table names, and reads nothing from a non-object snapshot', () => {
    expect(auditDiff('unknown', { someField: 1 }, { someField: 2 }, zh)).toEqual([
      { field: 'someField', label: null, before: '1', after: '2' },
    ]);
    expect(auditDiff('project', 'text', 42, zh)).toEqual([]);
  });
});

describe('moduleOfEntity', () => {
  it('puts each entity under the menu group that changes it', () => {
    expect(moduleOfEntity('appropriation')).toBe('funds');
    expect(moduleOfEntity('volunteerService')).toBe('related');
    expect(moduleOfEntity('session')).toBe('session');
    expect(moduleOfEntity('somethingNew')).toBe('system');
  });
});
