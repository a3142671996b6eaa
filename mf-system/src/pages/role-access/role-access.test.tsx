import { screen, waitFor } from '@testing-library/react';
import { renderPage, sentTo, staff, user } from '@pm/web/testing';
import { projectTree } from '../../features/role/testing/fixtures';
import { registerLocale } from '../../locale';
import { RoleAccessPage } from './index';

registerLocale();

const roles = [
  { id: 5, code: 'reviewer', name: '评审员', nameEn: 'Reviewer', status: 'active' },
  { id: 6, code: 'auditor', name: '审计员', nameEn: 'Auditor', status: 'disabled' },
];

const nodeOf = (text: string) => screen.getByText(text).closest('.arco-tree-node')!;
const isChecked = (text: string) => nodeOf(text).querySelector('.arco-checkbox-checked') !== null;

describe('RoleAccessPage', () => {
  it('checks the role’s granted nodes and saves what is checked, with the parents, after a confirmation', async () => {
    const { sent } = renderPage(<RoleAccessPage />, {
      url: '/system/role/access?role=5',
      subject: staff(['auth', 'role:grant']),
      replies: {
        'GET /pm/roles/options': roles,
        'GET /pm/roles/5/access': { roleId: 5, version: 4, tree: projectTree(), checkedIds: [1, 2, 3] },
        'PUT /pm/roles/5/access': { roleId: 5, version: 5, tree: projectTree(), checkedIds: [1, 2, 3, 4] },
      },
    });
    expect(await screen.findByText('project:create')).toBeInTheDocument();
    expect(isChecked('project:create')).toBe(true);
    expect(isChecked('project:archive')).toBe(false);
    // A granted page with one of two buttons is half checked, not checked with all its buttons.
    expect(isChecked('项目列表')).toBe(false);

    await user.click(nodeOf('project:archive').querySelector<HTMLElement>('.arco-checkbox input')!);
    await waitFor(() => expect(isChecked('project:archive')).toBe(true));
    // Arco's tree draws a check a tick later.
    await waitFor(() => expect(isChecked('项目列表')).toBe(true));
    await user.click(screen.getByRole('button', { name: '保存权限' }));
    expect(await screen.findByText(/持有者下次操作时即按新权限生效/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'PUT /pm/roles/5/access')).toHaveLength(1));
    expect(sentTo(sent, 'PUT /pm/roles/5/access')[0]!.body).toEqual({
      version: 4,
      permissionIds: [1, 2, 3, 4],
    });
  });

  it('clears every node at once, and warns that a disabled role grants nothing', async () => {
    const { sent } = renderPage(<RoleAccessPage />, {
      url: '/system/role/access?role=6',
      subject: staff(['auth', 'role:grant']),
      replies: {
        'GET /pm/roles/options': roles,
        'GET /pm/roles/6/access': { roleId: 6, version: 1, tree: projectTree(), checkedIds: [1, 2, 3, 4] },
        'PUT /pm/roles/6/access': { roleId: 6, version: 2, tree: projectTree(), checkedIds: [] },
      },
    });
    expect(await screen.findByText('该角色已停用，其权限暂不生效')).toBeInTheDocument();
    await screen.findByText('project:create');
    await user.click(screen.getByRole('button', { name: '全不选' }));
    await user.click(screen.getByRole('button', { name: '保存权限' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'PUT /pm/roles/6/access')).toHaveLength(1));
    expect(sentTo(sent, 'PUT /pm/roles/6/access')[0]!.body).toEqual({ version: 1, permissionIds: [] });
  });

  it('switching roles shows and saves the new role’s own grants', async () => {
    const { sent } = renderPage(<RoleAccessPage />, {
      url: '/system/role/access?role=5',
      subject: staff(['auth', 'role:grant']),
      replies: {
        'GET /pm/roles/options': roles,
        'GET /pm/roles/5/access': { roleId: 5, version: 4, tree: projectTree(), checkedIds: [1, 2, 3] },
        'GET /pm/roles/6/access': { roleId: 6, version: 9, tree: projectTree(), checkedIds: [] },
        'PUT /pm/roles/6/access': { roleId: 6, version: 10, tree: projectTree(), checkedIds: [1, 2, 4] },
      },
    });
    await screen.findByText('project:create');
    expect(isChecked('project:create')).toBe(true);
    await user.click(document.querySelector<HTMLElement>('.arco-select-view')!);
    await user.click(await screen.findByText('审计员（auditor）'));
    await waitFor(() => expect(sentTo(sent, 'GET /pm/roles/6/access')).toHaveLength(1));
    await waitFor(() => expect(isChecked('project:create')).toBe(false));
    await user.click(nodeOf('project:archive').querySelector<HTMLElement>('.arco-checkbox input')!);
    await user.click(screen.getByRole('button', { name: '保存权限' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'PUT /pm/roles/6/access')).toHaveLength(1));
    expect(sentTo(sent, 'PUT /pm/roles/6/access')[0]!.body).toEqual({ version: 9, permissionIds: [1, 2, 4] });
  });

  it('asks for a role first, and offers saving only to holders of role:grant', async () => {
    renderPage(<RoleAccessPage />, {
      url: '/system/role/access',
      subject: staff(['auth']),
      replies: { 'GET /pm/roles/options': roles },
    });
    expect(await screen.findByText('选择一个角色，查看并修改它的菜单和按钮权限')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '保存权限' })).not.toBeInTheDocument();
  });
});
