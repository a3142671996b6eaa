import { screen } from '@testing-library/react';
import type { TimelineEntry } from '@pm/domain/shapes';
import { renderPage, staff } from '../testing';
import { TimelineView } from './timeline-view';

const entry = (over: Partial<TimelineEntry>): TimelineEntry => ({
  id: 1,
  entity: 'project',
  entityId: '7',
  action: 'project.pause',
  status: null,
  comment: null,
  userName: '张三',
  createdAt: '2026-03-01T08:00:00.000Z',
  ...over,
});

const texts = { system: '系统', empty: '暂无动态', comment: '意见' };
const show = (data: TimelineEntry[] | undefined, more: Partial<typeof texts> = {}) =>
  renderPage(
    <TimelineView query={{ data, isLoading: false, refetch: jest.fn() }} texts={{ ...texts, ...more }} />,
    { url: '/x', subject: staff([]), replies: {} },
  );

describe('TimelineView', () => {
  it('names who did what, the system when no person did, and the comment after its label', () => {
    show([entry({ comment: '资金未到位' }), entry({ id: 2, userName: null, action: 'create' })]);
    expect(screen.getByText('张三')).toBeInTheDocument();
    expect(screen.getByText('系统')).toBeInTheDocument();
    expect(screen.getByText('意见: 资金未到位')).toBeInTheDocument();
  });

  it('shows the comment alone when the page gives no label, and says when there is nothing', () => {
    const { unmount } = show([entry({ comment: '资金未到位' })], { comment: undefined });
    expect(screen.getByText('资金未到位')).toBeInTheDocument();
    unmount();
    show([]);
    expect(screen.getByText('暂无动态')).toBeInTheDocument();
  });
});
