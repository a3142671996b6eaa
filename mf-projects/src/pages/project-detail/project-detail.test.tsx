import { screen, waitFor } from '@testing-library/react';
import { projectFixture } from '../../testing/fixtures';
import {
  approvalInstanceFixture,
  approvalLinkFixture,
  renderPage,
  staff,
  user,
} from '../../testing/test-harness';
import { ProjectDetailPage } from './index';

const OFFICER = ['project:create', 'project:update', 'project:manage', 'report:create', 'agreement:create'];

const replies = (project = projectFixture()) => ({
  [`GET /pm/projects/${project.id}`]: project,
  'GET /pm/dicts/project_type': [{ value: 'education', labelZh: '教育', labelEn: 'Education' }],
});

const button = (name: string) => screen.queryByRole('button', { name });

describe('ProjectDetailPage', () => {
  it('offers an officer the buttons of an in-progress project that the officer holds', async () => {
    renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=7',
      subject: staff(OFFICER),
      replies: replies(),
    });
    expect(await screen.findByText('乡村学校图书角')).toBeInTheDocument();
    expect(await screen.findByText('项目类型: 教育')).toBeInTheDocument();
    for (const name of ['暂停', '申请结项', '新建子项目', '新建协议', '提交阶段报告']) {
      expect(button(name)).toBeInTheDocument();
    }
    // Terminating needs project:terminate; editing and applying are for earlier statuses.
    for (const name of ['终止', '编辑', '新建申请', '恢复执行', '开始执行']) {
      expect(button(name)).not.toBeInTheDocument();
    }
  });

  it('offers an administrator terminate, and a reader nothing', async () => {
    const admin = renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=7',
      subject: staff([], 1),
      replies: replies(projectFixture({ status: 'suspended' })),
    });
    expect(await screen.findByRole('button', { name: '恢复执行' })).toBeInTheDocument();
    expect(button('终止')).toBeInTheDocument();
    expect(button('暂停')).not.toBeInTheDocument();
    admin.unmount();

    renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=7',
      subject: staff(['project']),
      replies: replies(),
    });
    expect(await screen.findByText('乡村学校图书角')).toBeInTheDocument();
    expect(
      screen.queryAllByRole('button', { name: /暂停|申请结项|终止|新建|提交阶段报告|编辑/ }),
    ).toHaveLength(0);
  });

  it('suspends with a reason and the version shown; after a 409 it shows the project as it now is', async () => {
    const { sent } = renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=7',
      subject: staff(OFFICER),
      replies: {
        ...replies(),
        'POST /pm/projects/7/suspend': () => ({
          status: 409,
          body: {
            data: null,
            status: 'fail',
            msg: '数据已被他人修改，请刷新后重试（您的修改未保存）',
            code: 50000,
          },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '暂停' }));
    const ok = await screen.findByRole('button', { name: '确定' });
    expect(ok).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: '意见' }), '汛期停工');
    await user.click(ok);
    await waitFor(() =>
      expect(sent.filter((request) => request.route === 'GET /pm/projects/7')).toHaveLength(2),
    );
    expect(sent.find((request) => request.route === 'POST /pm/projects/7/suspend')?.body).toEqual({
      version: 4,
      comment: '汛期停工',
    });
    expect(await screen.findByText('数据已被他人修改，请刷新后重试（您的修改未保存）')).toBeInTheDocument();
  });

  it('an edit refused as stale stays refused: saving again still sends the version the form was opened with', async () => {
    let reads = 0;
    const stale = {
      status: 409,
      body: {
        data: null,
        status: 'fail',
        msg: '数据已被他人修改，请刷新后重试（您的修改未保存）',
        code: 50000,
      },
    };
    const { sent } = renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=7',
      subject: staff(OFFICER),
      replies: {
        ...replies(),
        // Someone else saved meanwhile: every read after the first shows their version.
        'GET /pm/projects/7': () => {
          reads += 1;
          const body = projectFixture({ status: 'draft', version: reads === 1 ? 4 : 5 });
          return { status: 200, body: { data: body, status: 'ok', msg: '', code: 0 } };
        },
        'PUT /pm/projects/7': () => stale,
        'GET /pm/project-options': { departments: [], managers: [], partners: [], beneficiaries: [] },
      },
    });
    await user.click(await screen.findByRole('button', { name: '编辑' }));
    const name = await screen.findByRole('textbox', { name: '项目名称' });
    await user.clear(name);
    await user.type(name, '改过的名称');
    const save = screen.getByRole('button', { name: '保存' });
    await user.click(save);
    await waitFor(() => expect(reads).toBeGreaterThanOrEqual(2));
    await user.click(save);
    await waitFor(() =>
      expect(sent.filter((request) => request.route === 'PUT /pm/projects/7')).toHaveLength(2),
    );
    for (const put of sent.filter((request) => request.route === 'PUT /pm/projects/7')) {
      expect(put.body).toMatchObject({ version: 4, name: '改过的名称' });
    }
  });

  it('asks to close with the version shown, then shows where the closing approval stands and no finish button', async () => {
    const closing = projectFixture({
      status: 'closing',
      version: 5,
      approval: approvalLinkFixture({ nodeName: '部门负责人', waitingFor: ['赵主任'] }),
    });
    const { sent } = renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=7',
      subject: staff(OFFICER),
      replies: {
        ...replies(),
        'POST /pm/projects/7/close': closing,
        'GET /pm/approvals/instances/31': approvalInstanceFixture({ actions: [] }),
      },
    });
    await user.click(await screen.findByRole('button', { name: '申请结项' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    expect(await screen.findByText('已申请结项')).toBeInTheDocument();
    expect(sent.find((request) => request.route === 'POST /pm/projects/7/close')?.body).toEqual({
      version: 4,
    });
  });

  it("shows a closing approval's state to an administrator, who may only terminate while it runs", async () => {
    renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=7',
      subject: staff([], 1),
      replies: {
        ...replies(
          projectFixture({
            status: 'closing',
            approval: approvalLinkFixture({ nodeName: '部门负责人', waitingFor: ['赵主任'] }),
          }),
        ),
        'GET /pm/approvals/instances/31': approvalInstanceFixture({ actions: [] }),
      },
    });
    expect(await screen.findByText('审批中 · 部门负责人 · 等待 赵主任')).toBeInTheDocument();
    expect(screen.getByText('结项审批:')).toBeInTheDocument();
    expect(button('终止')).toBeInTheDocument();
    for (const name of ['确认结项', '退回执行', '申请结项']) expect(button(name)).not.toBeInTheDocument();
  });

  it('shows why a rejected closing put the project back in progress', async () => {
    renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=7',
      subject: staff(OFFICER),
      replies: replies(
        projectFixture({
          approval: approvalLinkFixture({
            status: 'rejected',
            nodeName: '项目评审',
            waitingFor: [],
            finishedAt: '2026-11-25T02:00:00.000Z',
            lastComment: '结项报告未验收',
          }),
        }),
      ),
    });
    expect(await screen.findByText('已驳回 · 项目评审 · 2026/11/25')).toBeInTheDocument();
    expect(screen.getByText('驳回意见：结项报告未验收')).toBeInTheDocument();
    expect(button('申请结项')).toBeInTheDocument();
  });

  it('keeps the open section in the URL', async () => {
    const { history } = renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=7&tab=timeline',
      subject: staff(['project']),
      replies: { ...replies(), 'GET /pm/projects/7/timeline': [] },
    });
    expect(await screen.findByText('暂无记录')).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: '概况' }));
    await waitFor(() => expect(history.location.search).toBe('?id=7&tab=overview'));
    expect(await screen.findByText('云南省 / 昆明市 / 五华区')).toBeInTheDocument();
  });

  it('says so when the project does not exist', async () => {
    renderPage(<ProjectDetailPage />, {
      url: '/project/list/detail?id=404',
      subject: staff(['project']),
      replies: {
        'GET /pm/projects/404': () => ({
          status: 404,
          body: { data: null, status: 'fail', msg: 'Not found', code: 50000 },
        }),
      },
    });
    expect(await screen.findByText('项目不存在')).toBeInTheDocument();
  });
});
