import type { BeneficiaryDetail, MergePreview } from '@pm/domain/shapes';
import { beneficiaryDetailFixture } from './testing/fixtures';
import { groupValues, initialPick, sameInGroup } from './merge-values';

const person = (id: number, changes: Partial<NonNullable<BeneficiaryDetail['person']>>) => {
  const base = beneficiaryDetailFixture({ id });
  return { ...base, person: { ...base.person!, ...changes } };
};

describe('merge values', () => {
  const survivor = person(1, { mobile: '', bankName: '农业银行', name: '张三' });
  const other = person(2, { mobile: '139****0002', bankName: '工商银行', name: '张三' });
  const preview: MergePreview = {
    survivor,
    other,
    groups: ['name', 'mobile', 'bank'],
    links: {
      projects: 1,
      applications: 0,
      appropriations: 2,
      agreements: 1,
      reports: 0,
      sessions: 0,
      clientAccounts: 0,
      files: 0,
      qualifications: 0,
      history: 3,
    },
  };

  it('reads a group of fields together', () => {
    expect(groupValues(other, 'bank')).toEqual([
      '工商银行',
      other.person!.bankAccountName,
      other.person!.bankAccountNo,
    ]);
  });

  it("keeps the survivor's values, but takes what only the other record has", () => {
    expect(initialPick(preview)).toEqual({ name: 'survivor', mobile: 'other', bank: 'survivor' });
  });

  it('knows where the two agree', () => {
    expect(sameInGroup(preview, 'name')).toBe(true);
    expect(sameInGroup(preview, 'bank')).toBe(false);
  });
});
