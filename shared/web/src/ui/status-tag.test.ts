import type { TFunction } from 'i18next';
import { statusOptions } from './status-tag';

const words: Record<string, string> = {
  'status.active': '正常',
  'status.paid': '已支付',
  'status.appropriation.paid': '已拨付',
};
const t = ((key: string, options?: { defaultValue?: string }) =>
  words[key] ?? options?.defaultValue ?? key) as unknown as TFunction;

describe('statusOptions', () => {
  it('gives each status its common words, or the entity’s own where it has them', () => {
    expect(statusOptions(t, ['active', 'paid'])).toEqual([
      { value: 'active', label: '正常' },
      { value: 'paid', label: '已支付' },
    ]);
    expect(statusOptions(t, ['active', 'paid'], 'appropriation')).toEqual([
      { value: 'active', label: '正常' },
      { value: 'paid', label: '已拨付' },
    ]);
  });
});
