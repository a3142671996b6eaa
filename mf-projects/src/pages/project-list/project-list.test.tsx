import { screen, waitFor, within } from '@testing-library/react';
import type { ProjectListItem } from '@pm/domain/shapes';
import { projectFixture } from '../../testing/fixtures';
import { renderPage, type Replies, type Sent, staff, user } from '../../testing/test-harness';
import { ProjectListPage } from './index';

const officer = staff(['project', 'project:create', 'project:manage', 'project:export']);

const row = (
  id: number,
  status: ProjectListItem['status'],
  parentId: number | null = null,
): ProjectListItem =>
  projectFixture({
    id,
    code: `XM202500${id}`,
    name: `项目${id}`,
    status,
    parentId,
    plannedBudget: '1234567.80',
    approvedAmount: '1000000.00',
    childCount: parentId === null ? 2 : 0,
    version: 3,
  });

const rows = [row(1, 'in_progress'), row(2, 'in_progress'), row(3, 'draft')];

function renderList(url = '/project/list', replies: Replies = {}) {
  return renderPage(<ProjectListPage />, {
    url,
    subject: officer,
    replies: {
      'GET /pm/projects': { list: rows, total: 3, page: 1, pageSize: 10 },
      'GET /pm/dicts/project_type': [{ value: 'education', labelZh: '教育助学', labelEn: 'Education' }],
      'GET /pm/project-options': { departments: [], managers: [], partners: [], beneficiaries: [] },
      'GET /pm/area': [],
      ...replies,
    },
  });
}

/** The POSTs the page sent, as [url, body]. */
const posts = (sent: Sent[]) =>
  sent
    .filter((request) => request.route.startsWith('POST '))
    .map((request) => [request.route.slice(5), request.body]);

const checkbox = (code: string) => within(screen.getByText(code).closest('tr')!).getByRole('checkbox');

describe('ProjectListPage', () => {
  it('shows the rows: links to the detail, type label, short amounts with the exact one on hover', async () => {
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
    const { sent } = renderList('/project/list', {
      'POST /pm/projects/1/suspend': null,
      'POST /pm/projects/2/suspend': () => ({
        status: 409,
        body: { data: null, status: 'fail', msg: '数据已被他人修改', code: 50000 },
      }),
    });
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
    expect(posts(sent)).toEqual([
      ['/pm/projects/1/suspend', { version: 3, comment: '资金未到位' }],
      ['/pm/projects/2/suspend', { version: 3, comment: '资金未到位' }],
    ]);
  });

  it('names the selected projects a status does not allow', async () => {
    renderList();
    await screen.findByText('XM2025003');
    await user.click(checkbox('XM2025003'));
    expect(screen.getByLabelText('暂停: 以下项目当前不能“暂停”：XM2025003')).toBeInTheDocument();
  });

  it('exports the current filters through http as a file', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { sent } = renderList('/project/list?status=in_progress&keyword=助学&page=2', {
      'GET /pm/projects/export': () => ({ body: new Blob(['xlsx']) }),
    });
    await user.click(await screen.findByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sent.find((request) => request.route === 'GET /pm/projects/export')?.params).toEqual({
      status: 'in_progress',
      keyword: '助学',
    });
    click.mockRestore();
  });
});
