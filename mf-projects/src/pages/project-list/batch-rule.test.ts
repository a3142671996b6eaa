import { batchOptions, runBatch, type BatchRow } from './batch-rule';

const row = (id: number, status: BatchRow['status'], parentId: number | null = null): BatchRow => ({
  id,
  code: `XM2025${String(id).padStart(3, '0')}`,
  status,
  parentId,
  version: 1,
});

const officer = (permission: string) => permission === 'project:manage';
const admin = () => true;
const open = (options: ReturnType<typeof batchOptions>) =>
  options.filter((option) => option.blocked === null).map((option) => option.action);

describe('batchOptions', () => {
  it('lists the six project buttons in order (closing is finished by its approval, not a button)', () => {
    expect(batchOptions([row(1, 'in_progress')], admin).map((option) => option.action)).toEqual([
      'start',
      'suspend',
      'resume',
      'close',
      'withdraw',
      'terminate',
    ]);
  });

  it('opens what every selected status allows', () => {
    expect(open(batchOptions([row(1, 'in_progress'), row(2, 'in_progress')], admin))).toEqual([
      'suspend',
      'close',
      'terminate',
    ]);
    expect(open(batchOptions([row(1, 'in_progress'), row(2, 'suspended')], admin))).toEqual(['terminate']);
    expect(open(batchOptions([row(1, 'closed')], admin))).toEqual([]);
  });

  it('names the projects that stand in the way', () => {
    const suspend = batchOptions([row(1, 'in_progress'), row(2, 'draft'), row(3, 'closed')], admin)[1];
    expect(suspend).toEqual({
      action: 'suspend',
      blocked: { reason: 'notNow', codes: ['XM2025002', 'XM2025003'] },
    });
  });

  it('closes what the user may not do, whatever the statuses', () => {
    const options = batchOptions([row(1, 'in_progress')], officer);
    expect(options.find((option) => option.action === 'terminate')?.blocked).toEqual({
      reason: 'noPermission',
    });
    expect(options.find((option) => option.action === 'suspend')?.blocked).toBeNull();
    expect(open(batchOptions([row(1, 'in_progress')], () => false))).toEqual([]);
  });

  it('starts a top project only once its agreement is signed, a sub-project from approved', () => {
    const start = (rows: BatchRow[]) => batchOptions(rows, admin)[0]!.blocked;
    expect(start([row(1, 'agreement_signed'), row(2, 'approved', 1)])).toBeNull();
    expect(start([row(1, 'approved')])).toEqual({ reason: 'notNow', codes: ['XM2025001'] });
  });

  it('withdraws from applying and under review alike', () => {
    expect(open(batchOptions([row(1, 'applying'), row(2, 'under_review')], admin))).toEqual(['withdraw']);
  });
});

describe('runBatch', () => {
  it('runs one row at a time, in order, and reports each failure with its code and message', async () => {
    const order: number[] = [];
    let running = 0;
    const result = await runBatch(
      [row(1, 'in_progress'), row(2, 'in_progress'), row(3, 'in_progress')],
      async (each) => {
        running += 1;
        expect(running).toBe(1);
        order.push(each.id);
        await Promise.resolve();
        running -= 1;
        if (each.id === 2) throw { message: '数据已被他人修改', httpStatus: 409 };
      },
    );
    expect(order).toEqual([1, 2, 3]);
    expect(result).toEqual({
      succeeded: [1, 3],
      failed: [{ id: 2, code: '409', message: '数据已被他人修改' }],
    });
  });
});
