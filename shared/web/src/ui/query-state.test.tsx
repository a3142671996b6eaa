import { render, screen } from '@testing-library/react';
import { user } from '../testing';
import { QueryState } from './query-state';

describe('QueryState', () => {
  it('shows its content once the call answered', () => {
    render(
      <QueryState isLoading={false} refetch={jest.fn()}>
        受益人列表
      </QueryState>,
    );
    expect(screen.getByText('受益人列表')).toBeInTheDocument();
  });

  it('hides the content while loading', () => {
    render(
      <QueryState isLoading refetch={jest.fn()}>
        受益人列表
      </QueryState>,
    );
    expect(screen.queryByText('受益人列表')).not.toBeInTheDocument();
  });

  it('shows the error with a retry that calls again', async () => {
    const refetch = jest.fn();
    render(
      <QueryState isLoading={false} error={new Error('boom')} refetch={refetch}>
        受益人列表
      </QueryState>,
    );
    expect(screen.getByText('数据加载失败')).toBeInTheDocument();
    expect(screen.queryByText('受益人列表')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
