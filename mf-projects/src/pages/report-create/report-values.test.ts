import type { ReportItem } from '@pm/domain/shapes';
import { STANDARD_TEMPLATE } from '@pm/domain/report-templates';
import { newReportValues, takenBy, toReportBody } from './report-values';

const item = (change: Partial<ReportItem>): ReportItem => ({
  id: 3,
  seq: 1,
  title: '第一期进展报告',
  dueDate: '2026-06-30',
  overdue: false,
  reportId: null,
  reportStatus: null,
  kind: 'stage',
  templateVersionId: 1,
  reminderDays: null,
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
  it('sends the values of the template: trimmed, numbers as exact strings, unknown keys dropped', () => {
    expect(
      toReportBody(
        {
          reportItemId: 3,
          title: ' 一季度 ',
          summary: '进展',
          indicators: [{ name: ' 图书角 ', unit: '', target: '20', actual: '5' }],
          beneficiariesReached: 800,
          amountSpent: '50000',
          stray: 'x',
        },
        STANDARD_TEMPLATE,
      ),
    ).toEqual({
      reportItemId: 3,
      values: {
        title: '一季度',
        summary: '进展',
        indicators: [{ name: '图书角', unit: '', target: '20', actual: '5' }],
        beneficiariesReached: '800',
        amountSpent: '50000',
        spendingSummary: '',
        attachmentIds: [],
      },
    });
  });

  it('keeps the files already attached besides the new uploads (a save unlinks any it omits)', () => {
    const body = toReportBody({ attachmentIds: [12, 4] }, STANDARD_TEMPLATE, { attachmentIds: [4, 5] });
    expect(body.values.attachmentIds).toEqual([4, 5, 12]);
  });
});

describe('newReportValues', () => {
  it('starts a table that needs rows with that many empty ones', () => {
    expect(newReportValues(STANDARD_TEMPLATE).indicators).toEqual([
      { name: '', unit: '', target: '', actual: '' },
    ]);
  });
});
