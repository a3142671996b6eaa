import { screen, waitFor, within } from '@testing-library/react';
import { finishedOpening, Location, renderPage, sentTo, staff, user } from '@pm/web/testing';
import { pageOf, roleRow } from '../../features/role/testing/fixtures';
import { registerLocale } from '../../locale';
import { RoleListPage } from './index';

registerLocale();

const row = (code: string) => screen.getByText(code).closest('tr')!;

describe('RoleListPage', () => {
  it('lists roles with their scope and users, and sends the URL’s query', async () => {
    const { sent } = renderPage(<RoleListPage />, {
      url: '/system/role?keyword=rev&status=active',
      subject: staff(['auth']),
      replies: {
        'GET /pm/roles': pageOf([
          roleRow(),
          roleRow({ id: 1, code: 'admin', name: '管理员', builtIn: true }),
        ]),
      },
    });
    expect(await screen.findByText('reviewer')).toBeInTheDocument();
    expect(within(row('reviewer')).getByText('本部门及下级')).toBeInTheDocument();
    expect(within(row('admin')).getByText('内置')).toBeInTheDocument();
    expect(sentTo(sent, 'GET /pm/roles')[0]?.params).toMatchObject({ keyword: 'rev', status: 'active' });
    expect(screen.queryByRole('button', { name: /新建角色/ })).not.toBeInTheDocument();
    expect(within(row('reviewer')).getByRole('link', { name: '分配权限' })).toHaveAttribute(
      'href',
      '/system/role/access?role=5',
    );
  });

  it('disables a role after a confirmation, sending the version read', async () => {
    const { sent } = renderPage(<RoleListPage />, {
      url: '/system/role',
      subject: staff(['auth', 'role:manage']),
      replies: {
        'GET /pm/roles': pageOf([roleRow()]),
        'POST /pm/roles/5/disable': roleRow({ status: 'disabled', version: 3 }),
      },
    });
    await screen.findByText('reviewer');
    await user.click(within(row('reviewer')).getByRole('button', { name: '停用' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/roles/5/disable')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/roles/5/disable')[0]!.body).toEqual({ version: 2 });
  });

  it('explains why a role in use or the administrator role cannot be deleted', async () => {
    renderPage(<RoleListPage />, {
      url: '/system/role',
      subject: staff(['auth', 'role:manage']),
      replies: {
        'GET /pm/roles': pageOf([
          roleRow({ userCount: 2 }),
          roleRow({ id: 1, code: 'admin', name: '管理员', builtIn: true }),
        ]),
      },
    });
    await screen.findByText('reviewer');
    expect(within(row('reviewer')).getByRole('button', { name: '删除' })).toBeDisabled();
    expect(within(row('reviewer')).getByText('仍有用户持有，不能删除')).toBeInTheDocument();
    expect(within(row('admin')).getByRole('button', { name: '停用' })).toBeDisabled();
  });
});

describe('RoleListPage: the role drawer', () => {
  it('creates a role with custom departments, then opens its permissions', async () => {
    const { sent } = renderPage(
      <>
        <RoleListPage />
        <Location />
      </>,
      {
        url: '/system/role',
        subject: staff(['auth', 'role:manage']),
        replies: {
          'GET /pm/roles': pageOf([roleRow()]),
          'GET /pm/roles/department-options': [
            { id: 1, name: '基金会', parentId: null },
            { id: 2, name: '项目部', parentId: 1 },
          ],
          'POST /pm/roles': { ...roleRow({ id: 9, code: 'auditor' }), departmentIds: [2] },
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: /新建角色/ }));
    const drawer = await waitFor(() => {
      const wrapper = document.querySelector<HTMLElement>('.arco-drawer-wrapper');
      expect(wrapper).not.toBeNull();
      return wrapper!;
    });
    await finishedOpening(drawer.querySelector<HTMLElement>('.arco-drawer')!);
    const item = (label: string) =>
      [...drawer.querySelectorAll('label')]
        .find((each) => each.textContent?.includes(label))!
        .closest('.arco-form-item')!;
    const box = (label: string) => item(label).querySelector<HTMLElement>('input, textarea')!;
    await user.type(box('角色编码'), 'auditor');
    await user.type(box('角色名称'), '审计员');
    await user.type(box('英文名称'), 'Auditor');
    await user.click(item('数据范围').querySelector<HTMLElement>('.arco-select-view')!);
    await user.click(
      (
        await screen.findAllByText('自定义部门', { selector: '.arco-select-option, .arco-select-option *' })
      ).at(-1)!,
    );
    await user.click(
      item('自定义部门').querySelector<HTMLElement>('.arco-tree-select-view, .arco-select-view')!,
    );
    const projects = await screen.findByText('项目部');
    await user.click(projects.closest('.arco-tree-node')!.querySelector<HTMLElement>('.arco-checkbox')!);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    await waitFor(() => expect(sentTo(sent, 'POST /pm/roles')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/roles')[0]!.body).toEqual({
      code: 'auditor',
      name: '审计员',
      nameEn: 'Auditor',
      description: '',
      dataScope: 'custom',
      sort: 0,
      departmentIds: [2],
    });
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('/system/role/access?role=9'));
  });
});

describe('RoleListPage: editing', () => {
  it('edits a role with its code fixed, sending the version read and no code', async () => {
    const { sent } = renderPage(<RoleListPage />, {
      url: '/system/role',
      subject: staff(['auth', 'role:manage']),
      replies: {
        'GET /pm/roles': pageOf([roleRow()]),
        'GET /pm/roles/5': { ...roleRow(), departmentIds: [] },
        'PUT /pm/roles/5': { ...roleRow({ name: '项目评审员', version: 3 }), departmentIds: [] },
      },
    });
    await screen.findByText('reviewer');
    await user.click(within(row('reviewer')).getByRole('button', { name: '编辑' }));
    const drawer = await waitFor(() => {
      const wrapper = document.querySelector<HTMLElement>('.arco-drawer-wrapper');
      expect(wrapper).not.toBeNull();
      return wrapper!;
    });
    await finishedOpening(drawer.querySelector<HTMLElement>('.arco-drawer')!);
    expect(within(drawer).getByDisplayValue('reviewer')).toBeDisabled();
    const name = within(drawer).getByDisplayValue('评审员');
    await user.clear(name);
    await user.type(name, '项目评审员');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sentTo(sent, 'PUT /pm/roles/5')).toHaveLength(1));
    expect(sentTo(sent, 'PUT /pm/roles/5')[0]!.body).toEqual({
      name: '项目评审员',
      nameEn: 'Reviewer',
      description: '',
      dataScope: 'departmentTree',
      sort: 3,
      departmentIds: [],
      version: 2,
    });
  });
});

describe('RoleListPage in English', () => {
  it('speaks English: title, scope and actions', async () => {
    renderPage(<RoleListPage />, {
      url: '/system/role',
      locale: 'en-US',
      subject: staff(['auth', 'role:manage']),
      replies: { 'GET /pm/roles': pageOf([roleRow()]) },
    });
    await screen.findByText('reviewer');
    expect(screen.getAllByText('Roles').length).toBeGreaterThan(0);
    expect(within(row('reviewer')).getByText('Department and below')).toBeInTheDocument();
    expect(within(row('reviewer')).getByRole('link', { name: 'Permissions' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /New role/ })).toBeInTheDocument();
  });
});
