import { compareFields } from './compare-fields';

describe('compareFields', () => {
  it('pairs the fields by label in the order submitted and marks what changed since', () => {
    const snapshot = [
      { label: '拨付金额', value: '30,000.00' },
      { label: '收款方', value: '乡村小学' },
      { label: '用途', value: '购书' },
    ];
    const live = [
      { label: '收款方', value: '乡村小学' },
      { label: '拨付金额', value: '35,000.00' },
      { label: '凭证号', value: 'PZ-1' },
    ];
    expect(compareFields(snapshot, live)).toEqual([
      { label: '拨付金额', snapshot: '30,000.00', live: '35,000.00', changed: true },
      { label: '收款方', snapshot: '乡村小学', live: '乡村小学', changed: false },
      { label: '用途', snapshot: '购书', live: null, changed: true },
      { label: '凭证号', snapshot: null, live: 'PZ-1', changed: true },
    ]);
  });

  it('marks nothing when the record is as it was submitted', () => {
    const fields = [{ label: '标题', value: '图书角' }];
    expect(compareFields(fields, fields).some((field) => field.changed)).toBe(false);
  });
});
