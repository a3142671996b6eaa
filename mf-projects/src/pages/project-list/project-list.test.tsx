import '@pm/shared/ui/test-setup';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureStore } from '@reduxjs/toolkit';
import type { InternalAxiosRequestConfig } from 'axios';
import { Provider } from 'react-redux';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { api, http } from '@pm/shared/api';
import { fakeAdapter, ok, type FakeReply } from '@pm/shared/api/test-adapter';
import { PermissionProvider, type PermissionSubject } from '@pm/shared/auth';
import type { ProjectListItem } from '@pm/shared/contracts';
import { i18n } from '@pm/shared/i18n';
import { registerLocale } from '../../locale';
import { ProjectListPage } from './index';

registerLocale();

const user = userEvent.setup({ pointerEventsCheck: 0 });
const officer: PermissionSubject = {
  rule: 'user',
  roles: ['user'],
  isAdmin: 0,
  accessList: ['project', 'project:create', 'project:manage', 'project:export'],
};

const row = (
  id: number,
  status: ProjectListItem['status'],
  parentId: number | null = null,
): ProjectListItem => ({
  id,
  code: `XM202500${id}`,
  name: `项目${id}`,
  type: 'education',
  status,
  parentId,
  departmentName: '项目部',
  managerName: '王五',
  areaCode: '110101',
  areaName: '东城区',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  plannedBudget: '1234567.80',
  approvedAmount: '1000000.00',
  appropriatedAmount: '0.00',
  paidAmount: '0.00',
  remainingAmount: '1000000.00',
  childCount: parentId === null ? 2 : 0,
  version: 3,
  createdAt: '2026-01-05T08:00:00.000Z',
});

const rows = [row(1, 'in_progress'), row(2, 'in_progress'), row(3, 'draft')];
let calls: { method?: string; url?: string; params?: unknown; data?: unknown }[] = [];

function serve(extra: (config: InternalAxiosRequestConfig) => FakeReply | undefined = () => undefined) {
  calls = [];
  http.defaults.adapter = fakeAdapter((config) => {
    calls.push({ method: config.method, url: config.url, params: config.params, data: config.data });
    const answer = extra(config);
    if (answer) return answer;
    if (config.url === '/pm/projects') return ok({ list: rows, total: 3, page: 1, pageSize: 10 });
    if (config.url === '/pm/dicts/project_type')
      return ok([{ value: 'education', labelZh: '教育助学', labelEn: 'Education' }]);
    if (config.url === '/pm/project-options')
      return ok({ departments: [], managers: [], partners: [], beneficiaries: [] });
    return ok([]);
  });
}

function renderList(url = '/project/list') {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
  render(
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <PermissionProvider value={officer}>
          <MemoryRouter initialEntries={[url]}>
            <ProjectListPage />
          </MemoryRouter>
        </PermissionProvider>
      </I18nextProvider>
    </Provider>,
  );
}

const checkbox = (code: string) => within(screen.getByText(code).closest('tr')!).getByRole('checkbox');

describe('ProjectListPage', () => {
  it('shows the rows: links to the detail, type label, short amounts with the exact one on hover', async () => {
    serve();
    renderList();
    expect(await screen.findByRole('link', { name: 'XM2025001' })).toHaveAttribute(
      'href',
      '/project/list/detail?id=1',
    );
    expect(await screen.findAllByText('教育助学')).toHaveLength(3);
    expect(screen.getAllByText('123.46万')[0]).toHaveAttribute('title', '1,234,567.80');
    expect(screen.getByRole('button', { name: /新建项目/ })).toBeInTheDocument();
  });

  it('runs a batch action row by row and sums up successes and failures', async () => {
    serve((config) =>
      config.url === '/pm/projects/2/suspend'
        ? { status: 409, body: { data: null, status: 'fail', msg: '数据已被他人修改', code: 50000 } }
        : config.url?.endsWith('/suspend')
          ? ok(null)
          : undefined,
    );
    renderList();
    await screen.findByText('XM2025001');
    await user.click(checkbox('XM2025001'));
    await user.click(checkbox('XM2025002'));
    expect(screen.getByText('已选 2 个项目')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '开始执行' })).toBeDisabled();
    expect(screen.getByLabelText('终止: 您没有“终止”的权限')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '暂停' }));
    await user.type(await screen.findByRole('textbox', { name: '意见' }), '资金未到位');
    await user.click(screen.getByRole('button', { name: '确定' }));

    expect(await screen.findByText('1 个项目已完成')).toBeInTheDocument();
    expect(screen.getByText('XM2025002: 数据已被他人修改')).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'post');
    expect(posts.map((call) => [call.url, JSON.parse(String(call.data))])).toEqual([
      ['/pm/projects/1/suspend', { version: 3, comment: '资金未到位' }],
      ['/pm/projects/2/suspend', { version: 3, comment: '资金未到位' }],
    ]);
  });

  it('names the selected projects a status does not allow', async () => {
    serve();
    renderList();
    await screen.findByText('XM2025003');
    await user.click(checkbox('XM2025003'));
    expect(screen.getByLabelText('暂停: 以下项目当前不能“暂停”：XM2025003')).toBeInTheDocument();
  });

  it('exports the current filters through http as a file', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    serve((config) => (config.url === '/pm/projects/export' ? { body: new Blob(['xlsx']) } : undefined));
    renderList('/project/list?status=in_progress&keyword=助学&page=2');
    await user.click(await screen.findByRole('button', { name: /导出/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.find((call) => call.url === '/pm/projects/export')?.params).toEqual({
      status: 'in_progress',
      keyword: '助学',
    });
    click.mockRestore();
  });
});
