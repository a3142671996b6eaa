import { applicationContentFixture } from '../../testing/fixtures';
import { contentChanges } from './snapshot-diff';

const submitted = applicationContentFixture({
  title: '乡村图书角',
  costItems: [
    { name: '图书', amount: '40000.00', note: '' },
    { name: '书架', amount: '10000.00', note: '木质' },
  ],
  attachmentIds: [3, 7],
});

describe('contentChanges', () => {
  it('finds nothing when only the spelling of amounts and the order of attachments differ', () => {
    const same = {
      ...submitted,
      amountRequested: '50000',
      costItems: [
        { name: '图书', amount: '40000', note: '' },
        { name: '书架', amount: '10000.0', note: '木质' },
      ],
      attachmentIds: [7, 3],
    };
    expect(contentChanges(submitted, same)).toEqual([]);
  });

  it('names each changed field and each changed cell of the cost items', () => {
    const now = {
      ...submitted,
      summary: '为 12 所小学建图书角',
      endDate: '2027-01-31',
      amountRequested: '60000.00',
      costItems: [
        { name: '图书', amount: '50000.00', note: '' },
        { name: '书柜', amount: '10000.00', note: '' },
      ],
    };
    expect(contentChanges(submitted, now)).toEqual([
      'summary',
      'endDate',
      'amountRequested',
      'costItems[0].amount',
      'costItems[1].name',
      'costItems[1].note',
    ]);
  });

  it('marks rows present on one side only, and a different set of attachments', () => {
    const now = {
      ...submitted,
      costItems: [...submitted.costItems, { name: '运输', amount: '500.00', note: '' }],
      attachmentIds: [3],
    };
    expect(contentChanges(submitted, now)).toEqual(['costItems[2]', 'attachmentIds']);
    expect(contentChanges(now, submitted)).toEqual(['costItems[2]', 'attachmentIds']);
  });
});
