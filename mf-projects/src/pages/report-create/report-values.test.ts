import type { ReportItem } from '@pm/domain/shapes';
import { takenBy, toReportBody } from './report-values';

const item = (change: Partial<ReportItem>): ReportItem => ({
  id: 3,
  seq: 1,
  title: '第一期进展报告',
  dueDate: '2026-06-30',
  overdue: false,
  reportId: null,
  reportStatus: null,
  ...change,
});

describe('takenBy', () => {
  it('holds an item for a live report, frees it after a rejection', () => {
    expect(takenBy(item({}), null)).toBeNull();
    for (const status of ['draft', 'submitted', 'accepted', 'rework'] as const) {
      expect(takenBy(item({ reportId: 9, reportStatus: status }), null)).toBe(status);
    }
    expect(takenBy(item({ reportId: 9, reportStatus: 'rejected' }), null)).toBeNull();
  });

  it('leaves the edited report its own item', () => {
    expect(takenBy(item({ reportId: 9, reportStatus: 'rework' }), 9)).toBeNull();
  });
});

describe('toReportBody', () => {
  it('fills what Arco leaves undefined and trims the texts', () => {
    expect(
      toReportBody({
        reportItemId: 3,
        title: ' 一季度 ',
        summary: '进展',
        indicators: [{ name: ' 图书角 ', unit: '', target: '20', actual: '5' }],
        beneficiariesReached: 800,
        amountSpent: '50000',
      }),
    ).toEqual({
      reportItemId: 3,
      title: '一季度',
      summary: '进展',
      indicators: [{ name: '图书角', unit: '', target: '20', actual: '5' }],
      beneficiariesReached: 800,
      amountSpent: '50000',
      spendingSummary: '',
      attachmentIds: [],
    });
  });

  it('keeps the files already attached besides the new uploads (a save unlinks any it omits)', () => {
    expect(toReportBody({ attachmentIds: [12, 4] }, [4, 5]).attachmentIds).toEqual([4, 5, 12]);
  });
});
