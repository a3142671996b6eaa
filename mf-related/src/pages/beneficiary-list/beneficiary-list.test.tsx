import { screen, waitFor, within } from '@testing-library/react';
import { beneficiaryItemFixture } from '../../features/beneficiary/testing/fixtures';
import {
  Location,
  renderPage,
  sentTo,
  staff,
  urlQuery,
  user,
  type Replies,
} from '../../testing/test-harness';
import { BeneficiaryListPage } from './index';

const OFFICER = staff(['beneficiary', 'beneficiary:create', 'beneficiary:export', 'beneficiary:status']);

const rows = [
  beneficiaryItemFixture({ id: 1, name: '张三', vulnerabilityTags: ['disability'] }),
  beneficiaryItemFixture({ id: 2, name: '李四', idNumber: '110***********002X', status: 'inactive' }),
];

function renderList(
  options: { url?: string; type?: 'person' | 'company'; replies?: Replies; codes?: string[] } = {},
) {
  const type = options.type ?? 'person';
  return renderPage(
    <>
      <BeneficiaryListPage type={type} />
      <Location />
    </>,
    {
      url: options.url ?? `/related/benefit/${type}`,
      subject: options.codes ? staff(options.codes) : OFFICER,
      replies: {
        'GET /pm/beneficiaries': { list: rows, total: 2, page: 1, pageSize: 10 },
        'GET /pm/dicts/vulnerability_tag': [{ value: 'disability', labelZh: '残疾', labelEn: 'Disability' }],
        'GET /pm/dicts/org_type': [{ value: 'school', labelZh: '学校', labelEn: 'School' }],
        'GET /pm/area': [],
        ...options.replies,
      },
    },
  );
}

const checkbox = (name: string) => within(screen.getByText(name).closest('tr')!).getByRole('checkbox');

describe('BeneficiaryListPage', () => {
  it('asks an organisation by its name and credit code, a person by name and ID number', async () => {
    const { unmount } = renderList({ type: 'company' });
    expect(await screen.findByPlaceholderText('名称、信用代码或手机号')).toBeInTheDocument();
    expect(screen.getByText('机构类型', { selector: 'label' })).toBeInTheDocument();
    unmount();

    renderList();
    expect(await screen.findByPlaceholderText('姓名、证件号或手机号')).toBeInTheDocument();
    expect(screen.getByText('困难标签', { selector: 'label' })).toBeInTheDocument();
  });

  it('shows masked numbers, the status and tags, and links each name to its detail', async () => {
    renderList();
    expect(await screen.findByRole('link', { name: '张三' })).toHaveAttribute(
      'href',
      '/related/benefit/person/detail?id=1',
    );
    expect(screen.getByText('110***********002X')).toBeInTheDocument();
    expect(screen.getByText('已停用')).toBeInTheDocument();
    expect(await screen.findByText('残疾')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /新建个人受益人/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出' })).toBeInTheDocument();
  });

  it('sends the type, keyword, filters and page from the URL, and writes a new search back to it', async () => {
    const { sent } = renderList({ url: '/related/benefit/person?page=2&status=active&tag=disability' });
    await screen.findByText('张三');
    expect(sentTo(sent, 'GET /pm/beneficiaries')[0]?.params).toMatchObject({
      type: 'person',
      page: 2,
      status: 'active',
      tag: 'disability',
    });
    await user.type(screen.getByPlaceholderText('姓名、证件号或手机号'), ' 张 ');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() =>
      expect(urlQuery(screen.getByLabelText('url').textContent)).toEqual({
        keyword: '张',
        status: 'active',
        tag: 'disability',
      }),
    );
  });

  it('exports what the filters match, of this kind, as a file', async () => {
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { sent } = renderList({
      type: 'company',
      url: '/related/benefit/company?orgType=school&keyword=合作社&page=3',
      replies: { 'GET /pm/beneficiaries/export': () => ({ body: new Blob(['xlsx']) }) },
    });
    await user.click(await screen.findByRole('button', { name: '导出' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(sentTo(sent, 'GET /pm/beneficiaries/export')[0]?.params).toEqual({
      type: 'company',
      orgType: 'school',
      keyword: '合作社',
    });
    click.mockRestore();
  });

  it("marks an organisation's qualification expiring soon and filters by it", async () => {
    const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const { sent } = renderList({
      type: 'company',
      url: '/related/benefit/company?expiring=true',
      replies: {
        'GET /pm/beneficiaries': {
          list: [
            beneficiaryItemFixture({
              id: 3,
              type: 'company',
              name: '合作社',
              orgType: 'school',
              nextExpiry: inTenDays,
            }),
          ],
          total: 1,
          page: 1,
          pageSize: 10,
        },
      },
    });
    expect(await screen.findByText('即将到期')).toBeInTheDocument();
    expect(await screen.findByText('学校')).toBeInTheDocument();
    expect(screen.getByText('已过期或 30 天内到期')).toBeInTheDocument();
    expect(sentTo(sent, 'GET /pm/beneficiaries')[0]?.params).toMatchObject({
      type: 'company',
      expiring: 'true',
    });
  });

  it('hides create, export and the batch from who lacks their codes', async () => {
    renderList({ codes: ['beneficiary'] });
    await screen.findByText('张三');
    expect(screen.queryByRole('button', { name: /新建/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '导出' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('deactivates the selected rows after a confirmation and names each row that failed', async () => {
    const { sent } = renderList({
      replies: {
        'POST /pm/beneficiaries/batch/status': {
          succeeded: [1],
          failed: [{ id: 2, code: '409', message: '当前状态不能停用' }],
        },
      },
    });
    await screen.findByText('张三');
    await user.click(checkbox('张三'));
    await user.click(checkbox('李四'));
    expect(screen.getByText('已选 2 位受益人')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '停用' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    const failures = await screen.findByRole('list', { name: '未修改的受益人' });
    expect(within(failures).getByText('李四: 当前状态不能停用')).toBeInTheDocument();
    expect(screen.getByText('1 位已修改')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/beneficiaries/batch/status')[0]?.body).toEqual({
      action: 'deactivate',
      ids: [1, 2],
    });
  });
});
