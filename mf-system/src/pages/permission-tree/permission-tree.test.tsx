import { screen, waitFor } from '@testing-library/react';
import { renderPage, sentTo, staff, user } from '@pm/web/testing';
import { projectTree } from '../../features/role/testing/fixtures';
import { registerLocale } from '../../locale';
import { PermissionTreePage } from './index';

registerLocale();

describe('PermissionTreePage', () => {
  it('renames, re-orders and hides a menu node', async () => {
    const { sent } = renderPage(<PermissionTreePage />, {
      url: '/system/permission',
      subject: staff(['auth', 'permission:manage']),
      replies: { 'GET /pm/permissions/tree': projectTree(), 'PUT /pm/permissions/1': projectTree() },
    });
    await user.click(await screen.findByText('项目管理'));
    const english = await screen.findByRole('textbox', { name: '英文名称' });
    await user.type(english, 'Projects');
    await user.click(screen.getByRole('switch'));
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sentTo(sent, 'PUT /pm/permissions/1')).toHaveLength(1));
    expect(sentTo(sent, 'PUT /pm/permissions/1')[0]!.body).toEqual({
      titleZh: '',
      titleEn: 'Projects',
      icon: 'IconApps',
      order: 1,
      hidden: true,
    });
  });

  it('adds a button code under a page and removes one added here, not one the server checks', async () => {
    const { sent } = renderPage(<PermissionTreePage />, {
      url: '/system/permission',
      subject: staff(['auth', 'permission:manage']),
      replies: {
        'GET /pm/permissions/tree': projectTree(),
        'POST /pm/permissions/2/buttons': projectTree(),
        'DELETE /pm/permissions/4': projectTree(),
      },
    });
    await user.click(await screen.findByText('项目列表'));
    expect(await screen.findByText('按钮权限')).toBeInTheDocument();
    const removes = screen.getAllByRole('button', { name: '删除' });
    expect(removes[0]).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /新按钮编码/ }), 'project:print');
    await user.click(screen.getByRole('button', { name: '添加' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/permissions/2/buttons')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/permissions/2/buttons')[0]!.body).toEqual({ code: 'project:print' });
    await user.click(removes[1]!);
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'DELETE /pm/permissions/4')).toHaveLength(1));
  });

  it('shows the form read-only without permission:manage', async () => {
    renderPage(<PermissionTreePage />, {
      url: '/system/permission',
      subject: staff(['auth']),
      replies: { 'GET /pm/permissions/tree': projectTree() },
    });
    await user.click(await screen.findByText('项目列表'));
    expect(await screen.findByRole('textbox', { name: '中文名称' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: '保存' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '添加' })).not.toBeInTheDocument();
  });
});
