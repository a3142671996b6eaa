import { act, screen } from '@testing-library/react';
import type { TimelineEntry } from '@pm/domain/shapes';
import { i18n } from '@pm/web/i18n';
import { renderPage, staff } from '../../testing/test-harness';
import { TimelineTab } from './timeline-tab';

const entries: TimelineEntry[] = [
  {
    id: 12,
    action: 'project.suspend',
    entity: 'project',
    entityId: '7',
    userName: '王敏',
    status: 'suspended',
    comment: '汛期停工',
    createdAt: '2026-11-10T02:30:00.000Z',
  },
  {
    id: 11,
    action: 'agreement.approve',
    entity: 'agreement',
    entityId: '3',
    userName: null,
    status: 'active',
    comment: null,
    createdAt: '2026-03-01T02:00:00.000Z',
  },
  {
    id: 10,
    action: 'appropriation.create',
    entity: 'appropriation',
    entityId: '5',
    userName: '李娜',
    status: null,
    comment: null,
    createdAt: '2026-02-01T02:00:00.000Z',
  },
  {
    id: 9,
    action: 'expense.create',
    entity: 'expense',
    entityId: '6',
    userName: '李娜',
    status: null,
    comment: null,
    createdAt: '2026-01-01T02:00:00.000Z',
  },
];

const texts = (item: HTMLElement) => item.textContent ?? '';

describe('TimelineTab', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it("shows who did what to which record, the status after and the comment, in the reader's language", async () => {
    renderPage(<TimelineTab projectId={7} />, {
      url: '/project/list/detail?id=7&tab=timeline',
      subject: staff(['project']),
      replies: { 'GET /pm/projects/7/timeline': entries },
    });
    expect(await screen.findByText('王敏')).toBeInTheDocument();
    const [suspended, approved, appropriated, spent] =
      document.querySelectorAll<HTMLElement>('.arco-timeline-item');
    expect(texts(suspended!)).toEqual(expect.stringContaining('暂停'));
    expect(texts(suspended!)).toEqual(expect.stringContaining('项目'));
    expect(texts(suspended!)).toEqual(expect.stringContaining('已暂停'));
    expect(texts(suspended!)).toEqual(expect.stringContaining('意见: 汛期停工'));
    expect(texts(suspended!)).toEqual(expect.stringContaining('2026/11/10'));
    // An agreement's "active" reads as in force, and a line without a user comes from the system.
    expect(texts(approved!)).toEqual(expect.stringContaining('系统批准协议生效中'));
    // Every kind of record has its name, none shows its stored word.
    expect(texts(appropriated!)).toEqual(expect.stringContaining('李娜创建拨款'));
    expect(texts(spent!)).toEqual(expect.stringContaining('李娜创建预算支出'));

    await act(() => i18n.changeLanguage('en-US'));
    expect(texts(suspended!)).toEqual(expect.stringContaining('Suspend'));
    expect(texts(suspended!)).toEqual(expect.stringContaining('Suspended'));
    expect(texts(suspended!)).toEqual(expect.stringContaining('Comment: 汛期停工'));
    expect(texts(suspended!)).toEqual(expect.stringContaining('11/10/2026'));
    expect(texts(approved!)).toEqual(expect.stringContaining('SystemApproveagreementIn force'));
    expect(texts(appropriated!)).toEqual(expect.stringContaining('Createappropriation'));
    expect(texts(spent!)).toEqual(expect.stringContaining('Createbudget expense'));
  });
});
