import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepartmentNode, SysUserListItem, SystemUserDetail } from '@pm/domain/shapes';
import { finishedOpening, renderPage, sentTo, staff } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { UserListPage } from './index';

registerLocale();

const department = (id: number, name: string, more: Partial<DepartmentNode> = {}): DepartmentNode => ({
  id,
  name,
  parentId: null,
  sort: 0,
  leaderId: null,
  leaderName: null,
  status: 'active',
  version: 1,
  childCount: 0,
  activeUserCount: 1,
  ...more,
});

const row: SysUserListItem = {
  id: 7,
  username: 'wang',
  name: '王五',
  mobile: '138****0001',
  email: 'wang@example.org',
  departmentName: '项目部',
  roles: ['项目专员'],
  status: 'active',
  isAdmin: false,
  createdAt: '2026-01-02T03:04:05.000Z',
};

const detail: SystemUserDetail = {
  id: 7,
  username: 'wang',
  name: '王五',
  mobile: '13800000001',
  email: 'wang@example.org',
  departmentId: 2,
  departmentName: '项目部',
  roleIds: [],
  status: 'active',
  isAdmin: false,
  mustChangePassword: false,
  locked: false,
  version: 3,
  createdAt: '2026-01-02T03:04:05.000Z',
};

const page = { list: [row], total: 1, page: 1, pageSize: 10 };
const replies = {
  'GET /pm/users': page,
  'GET /pm/departments': [department(2, '项目部')],
  'GET /pm/users/role-options': [{ id: 1, code: 'officer', name: '项目专员', nameEn: 'Project officer' }],
};

describe('UserListPage', () => {
  it('filters the list by the department chosen in the tree', async () => {
    const { sent } = renderPage(<UserListPage />, { url: '/system/user', subject: staff(['auth']), replies });
    expect(await screen.findByText('王五')).toBeInTheDocument();
    await userEvent.click(await screen.findByText('项目部', { selector: '.arco-tree-node *' }));
    await waitFor(() =>
      expect(sentTo(sent, 'GET /pm/users').at(-1)?.params).toMatchObject({ departmentId: '2' }),
    );
  });

  it('offers the row actions only to holders of their codes', async () => {
    renderPage(<UserListPage />, { url: '/system/user', subject: staff(['auth']), replies });
    await screen.findByText('王五');
    expect(screen.queryByRole('button', { name: '新建用户' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '重置密码' })).not.toBeInTheDocument();
  });

  it('resets a password after a confirmation and shows the one-time password once', async () => {
    const { sent } = renderPage(<UserListPage />, {
      url: '/system/user',
      subject: staff(['auth', 'auth:reset']),
      replies: {
        ...replies,
        'GET /pm/users/7': detail,
        'POST /pm/users/7/reset-password': {
          user: { ...detail, version: 4, mustChangePassword: true },
          password: 'Ab3#xyzPQR7k',
        },
      },
    });
    // The popconfirm is still fading in when its button is clicked.
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '重置密码' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    const dialog = await screen.findByRole('dialog', { name: '一次性密码' });
    expect(within(dialog).getByText('Ab3#xyzPQR7k')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/users/7/reset-password')[0]?.body).toEqual({ version: 3 });
    await user.click(within(dialog).getByRole('button', { name: '我已记下' }));
    await waitFor(() => expect(screen.queryByText('Ab3#xyzPQR7k')).not.toBeInTheDocument());
  });

  it('checks a new user with the shared form the create API runs, sending nothing until it passes', async () => {
    const { sent } = renderPage(<UserListPage />, {
      url: '/system/user',
      subject: staff(['auth', 'auth:create']),
      replies,
    });
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await user.click(await screen.findByRole('button', { name: '新建用户' }));
    const drawer = await waitFor(() => {
      const wrapper = document.querySelector<HTMLElement>('.arco-drawer-wrapper');
      expect(wrapper).not.toBeNull();
      return wrapper!;
    });
    await finishedOpening(drawer.querySelector<HTMLElement>('.arco-drawer')!);
    const box = (label: string) =>
      [...drawer.querySelectorAll('label')]
        .find((each) => each.textContent?.trim() === label)!
        .closest('.arco-form-item')!
        .querySelector<HTMLElement>('input')!;
    await user.type(box('用户名'), 'ab');
    await user.type(box('手机号'), '1380000');
    await user.type(box('邮箱'), 'not-mail');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));
    expect(await within(drawer).findByText('用户名须为 3–32 位字母、数字或 _ . @ -')).toBeInTheDocument();
    expect(within(drawer).getByText('请填写姓名')).toBeInTheDocument();
    expect(within(drawer).getByText('手机号须为 11 位手机号码')).toBeInTheDocument();
    expect(within(drawer).getByText('邮箱格式不正确')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/users')).toHaveLength(0);
  });
});
