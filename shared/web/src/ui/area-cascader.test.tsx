import { screen } from '@testing-library/react';
import { renderPage, staff } from '../testing';
import { AreaCascader } from './area-cascader';

describe('AreaCascader', () => {
  it('shows its placeholder while nothing is chosen', async () => {
    renderPage(<AreaCascader placeholder="全部" />, {
      url: '/project/list',
      subject: staff([]),
      replies: { 'GET /pm/area': [{ code: '110000', name: '北京市' }] },
    });
    expect((await screen.findAllByText('全部')).length).toBeGreaterThan(0);
  });

  it('takes the product-wide "choose" placeholder when given none', async () => {
    renderPage(<AreaCascader />, {
      url: '/project/list',
      subject: staff([]),
      replies: { 'GET /pm/area': [{ code: '110000', name: '北京市' }] },
    });
    expect((await screen.findAllByText('请选择')).length).toBeGreaterThan(0);
  });
});
