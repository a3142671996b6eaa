import { render, screen } from '@testing-library/react';
import { user } from '../testing';
import { DetailFallback } from './detail-fallback';

const notFound = (onBack = jest.fn()) => ({ title: '项目不存在', back: '返回列表', onBack });

describe('DetailFallback', () => {
  it('says "not found" with the way back when the URL names no record, or the server answers 404', async () => {
    const onBack = jest.fn();
    const { unmount } = render(
      <DetailFallback noId isFetching={false} refetch={jest.fn()} notFound={notFound(onBack)} />,
    );
    await user.click(screen.getByRole('button', { name: '返回列表' }));
    expect(onBack).toHaveBeenCalled();
    unmount();
    render(
      <DetailFallback
        noId={false}
        error={{ httpStatus: 404 }}
        isFetching={false}
        refetch={jest.fn()}
        notFound={notFound()}
      />,
    );
    expect(screen.getByText('项目不存在')).toBeInTheDocument();
  });

  it('shows any other error with a retry', async () => {
    const refetch = jest.fn();
    render(
      <DetailFallback
        noId={false}
        error={{ httpStatus: 500 }}
        isFetching={false}
        refetch={refetch}
        notFound={notFound()}
      />,
    );
    expect(screen.getByText('数据加载失败')).toBeInTheDocument();
    expect(screen.queryByText('项目不存在')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });
});
