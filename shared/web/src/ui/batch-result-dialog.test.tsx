import { act, render, screen, within } from '@testing-library/react';
import { addResources, changeLocale } from '../i18n';
import { user } from '../testing';
import { BatchResultDialog, type BatchOutcome } from './batch-result-dialog';

addResources('batch-result-test', {
  'zh-CN': {
    'demo.resultTitle': '批量{{action}}结果',
    'demo.succeeded': '成功 {{count}} 条',
    'demo.failed': '未执行 {{count}} 条：',
    'demo.failures': '未执行的记录',
  },
  'en-US': {
    'demo.resultTitle': 'Batch {{action}}: result',
    'demo.succeeded': '{{count}} done',
    'demo.failed': '{{count}} not done:',
    'demo.failures': 'Not done',
  },
});

const outcome: BatchOutcome<'activate' | 'close'> = {
  action: 'activate',
  result: {
    succeeded: [1, 2],
    failed: [
      { id: 3, code: '409', message: '当前状态不能启用' },
      { id: 9, code: '404', message: '不存在' },
    ],
  },
  names: { 1: 'A', 2: 'B', 3: '张三' },
};

afterEach(async () => {
  await act(() => changeLocale('zh-CN'));
});

describe('BatchResultDialog', () => {
  it('counts what went through and names each row that did not, with the reason', async () => {
    const onClose = jest.fn();
    render(<BatchResultDialog outcome={outcome} ns="batch-result-test" prefix="demo" onClose={onClose} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('批量启用结果')).toBeInTheDocument();
    expect(within(dialog).getByText('成功 2 条')).toBeInTheDocument();
    expect(within(dialog).getByText('未执行 2 条：')).toBeInTheDocument();
    const failures = within(dialog).getByRole('list', { name: '未执行的记录' });
    expect(within(failures).getByText('张三: 当前状态不能启用')).toBeInTheDocument();
    expect(within(failures).getByText('#9: 不存在')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('lists nothing when every row went through, and takes the page’s own action name', async () => {
    render(
      <BatchResultDialog
        outcome={{ ...outcome, action: 'close', result: { succeeded: [1], failed: [] } }}
        ns="batch-result-test"
        prefix="demo"
        actionName={(action) => (action === 'close' ? '关闭' : action)}
        onClose={jest.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('批量关闭结果')).toBeInTheDocument();
    expect(within(dialog).queryByRole('list')).not.toBeInTheDocument();
  });

  it('speaks English too', async () => {
    await act(() => changeLocale('en-US'));
    render(<BatchResultDialog outcome={outcome} ns="batch-result-test" prefix="demo" onClose={jest.fn()} />);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('2 done')).toBeInTheDocument();
    expect(within(dialog).getByRole('list', { name: 'Not done' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'OK' })).toBeInTheDocument();
  });

  it('shows nothing without an outcome', () => {
    render(<BatchResultDialog outcome={null} ns="batch-result-test" prefix="demo" onClose={jest.fn()} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
