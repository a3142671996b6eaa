import { screen, waitFor } from '@testing-library/react';
import type { MessageItem } from '@pm/domain/shapes';
import { renderPage, sentTo, staff, user } from '@pm/web/testing';
import { registerShellLocale } from '../locale';
import { MessageList } from './message-list';

registerShellLocale();

const todo = (change: Partial<MessageItem>): MessageItem => ({
  id: 1,
  type: 'todo',
  title: '待审批：拨款支付',
  subTitle: '',
  avatar: '',
  content: '',
  time: '2026-03-02T03:30:00.000Z',
  messageType: 1,
  status: 0,
  ...change,
});

describe('MessageList', () => {
  it('opens the approval a todo links to, marks it read and closes the box', async () => {
    const onNavigate = jest.fn();
    const { history, sent } = renderPage(<MessageList type="todo" onNavigate={onNavigate} />, {
      url: '/home/workplace',
      subject: staff(['approve']),
      replies: {
        'GET /pm/messages': [
          todo({ id: 1, content: 'BK2026000007 等您审批：/archives/approva?instance=12' }),
          todo({ id: 2, title: '合同到期提醒', link: '/project/list/detail?id=3', status: 1 }),
        ],
        'POST /pm/messages/read': { updated: 1 },
      },
    });
    const item = await screen.findByRole('button', { name: '待审批：拨款支付 未读 · 打开' });
    // The path is where the item goes, not text to read.
    expect(screen.getByText('BK2026000007 等您审批')).toBeInTheDocument();
    await user.click(item);
    expect(history.location.pathname + history.location.search).toBe('/archives/approva?instance=12');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(sentTo(sent, 'POST /pm/messages/read')[0]?.body).toEqual({ ids: [1] }));

    // A read message with a link still opens its page; nothing is marked read again.
    await user.click(screen.getByRole('button', { name: '合同到期提醒 已读 · 打开' }));
    expect(history.location.pathname + history.location.search).toBe('/project/list/detail?id=3');
    expect(sentTo(sent, 'POST /pm/messages/read')).toHaveLength(1);
  });

  it('leaves a message without a link where it is', async () => {
    const onNavigate = jest.fn();
    const { history } = renderPage(<MessageList type="todo" onNavigate={onNavigate} />, {
      url: '/home/workplace',
      subject: staff([]),
      replies: {
        'GET /pm/messages': [todo({ title: '欢迎', content: '欢迎使用', status: 1 })],
      },
    });
    await user.click(await screen.findByRole('button', { name: '欢迎 已读' }));
    expect(history.location.pathname).toBe('/home/workplace');
    expect(onNavigate).not.toHaveBeenCalled();
  });
});
