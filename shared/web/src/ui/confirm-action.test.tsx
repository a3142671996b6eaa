import { render, screen, waitFor } from '@testing-library/react';
import { ConfirmAction } from './confirm-action';
import { user } from '../testing';

describe('ConfirmAction', () => {
  it('asks, then runs the action without a comment', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    render(
      <ConfirmAction title="开始执行该项目？" onConfirm={onConfirm}>
        开始执行
      </ConfirmAction>,
    );
    await user.click(screen.getByRole('button', { name: '开始执行' }));
    expect(await screen.findByText('开始执行该项目？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    expect(onConfirm).toHaveBeenCalledWith(undefined);
    await waitFor(() => expect(screen.queryByText('开始执行该项目？')).not.toBeInTheDocument());
  });

  it('needs a comment before it can be confirmed, and sends it trimmed', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    render(
      <ConfirmAction title="暂停该项目？" needComment onConfirm={onConfirm} status="warning">
        暂停
      </ConfirmAction>,
    );
    await user.click(screen.getByRole('button', { name: '暂停' }));
    const ok = await screen.findByRole('button', { name: '确定' });
    expect(ok).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: '意见' }), '  资金未到位 ');
    expect(ok).toBeEnabled();
    await user.click(ok);
    expect(onConfirm).toHaveBeenCalledWith('资金未到位');
  });

  it('stays open with the comment when the action fails', async () => {
    const onConfirm = jest.fn(() => Promise.reject(new Error('409')));
    render(
      <ConfirmAction title="终止该项目？" needComment onConfirm={onConfirm}>
        终止
      </ConfirmAction>,
    );
    await user.click(screen.getByRole('button', { name: '终止' }));
    await user.type(await screen.findByRole('textbox', { name: '意见' }), '重复立项');
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalledTimes(1));
    expect(screen.getByText('终止该项目？')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '意见' })).toHaveValue('重复立项');
  });

  it('does nothing while disabled', async () => {
    const onConfirm = jest.fn(() => Promise.resolve());
    render(
      <ConfirmAction title="?" onConfirm={onConfirm} disabled>
        结项
      </ConfirmAction>,
    );
    expect(screen.getByRole('button', { name: '结项' })).toBeDisabled();
  });
});
