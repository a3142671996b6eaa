import { screen, waitFor } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes, useLocation } from '@pm/web/router';
import { ok, type FakeReply } from '@pm/web/api/test-adapter';
import type { PermissionSubject } from '@pm/domain/auth';
import type { ProjectDetail } from '@pm/domain/shapes';
import { projectFixture } from '../../testing/fixtures';
import { renderPage, staff, user } from '../../testing/test-harness';
import { CreateSubProjectPage } from './index';

const officer = staff(['project', 'project:create']);

const parent = projectFixture({
  id: 5,
  code: 'XM2025005',
  name: '乡村助学计划',
  departmentId: 3,
  managerId: 7,
  managerName: '王五',
  partners: [],
  areaCode: '110101',
  areaName: '东城区',
  areaPath: ['北京市', '东城区'],
  childCount: 1,
  amounts: {
    plannedBudget: '1000000.00',
    approvedAmount: '800000.00',
    appropriatedAmount: '0.00',
    paidAmount: '0.00',
    remainingAmount: '500000.00',
    allocatedToChildren: '300000.00',
  },
});

function Location() {
  const location = useLocation();
  return <output aria-label="url">{location.pathname + location.search}</output>;
}

let posted: unknown;
function renderCreate(
  project: ProjectDetail,
  create: (config: InternalAxiosRequestConfig) => FakeReply,
  subject: PermissionSubject = officer,
) {
  posted = undefined;
  renderPage(
    <>
      <Routes>
        <Route path="/project/list/create-sub-project" element={<CreateSubProjectPage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    {
      url: '/project/list/create-sub-project?parentId=5',
      subject,
      replies: {
        'GET /pm/projects/5': project,
        'POST /pm/projects/5/sub-projects': (config: InternalAxiosRequestConfig) => {
          posted = JSON.parse(String(config.data));
          return create(config);
        },
        'GET /pm/dicts/project_type': [{ value: 'education', labelZh: '教育助学', labelEn: 'Education' }],
        'GET /pm/project-options': {
          departments: [{ id: 3, name: '项目部' }],
          managers: [{ id: 7, name: '王五' }],
          partners: [],
          beneficiaries: [],
        },
        'GET /pm/area': [],
      },
    },
  );
}

async function fillProject() {
  await user.type(await screen.findByRole('textbox', { name: '项目名称' }), '东城区助学点');
  await user.type(screen.getByRole('textbox', { name: '项目目标' }), '资助 20 名学生');
  await user.type(screen.getByRole('textbox', { name: '目标受益人数' }), '20');
  await user.type(screen.getByRole('textbox', { name: '计划预算' }), '600000');
}

describe('CreateSubProjectPage', () => {
  it("shows the parent's amounts and checks the allocation against what is left as it is typed", async () => {
    renderCreate(parent, () => ok(null));
    expect(await screen.findByText('XM2025005 乡村助学计划')).toBeInTheDocument();
    // The server's balance: 800,000 approved − 300,000 allocated (nothing requested by the parent itself).
    expect(screen.getByText('500,000.00')).toBeInTheDocument();
    await fillProject();
    await user.type(screen.getByRole('textbox', { name: '分配金额' }), '500000.01');
    expect(await screen.findByText('分配金额不能超过母项目可分配余额 500000.00')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: '分配金额' }), '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(screen.queryByText(/不能超过/)).not.toBeInTheDocument());
  });

  it('creates the sub-project from the form and opens its page', async () => {
    renderCreate(parent, () => ok({ ...parent, id: 31, code: 'XM2026031', parentId: 5 }));
    await fillProject();
    await user.type(screen.getByRole('textbox', { name: '分配金额' }), '200000');
    await user.click(screen.getByRole('button', { name: '创建子项目' }));
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('/project/list/detail?id=31'));
    expect(posted).toMatchObject({
      name: '东城区助学点',
      type: 'education',
      departmentId: 3,
      managerId: 7,
      areaCode: '110101',
      startDate: '2026-01-01',
      targetBeneficiaries: 20,
      plannedBudget: '600000',
      approvedAmount: '200000',
    });
  });

  it("puts the server's refusal under the allocated amount", async () => {
    const refusal = { field: 'approvedAmount', message: '分配金额不能超过母项目可分配余额 100.00' };
    renderCreate(parent, () => ({
      status: 422,
      body: { data: { errors: [refusal] }, status: 'fail', msg: '表单有误', code: 50000 },
    }));
    await fillProject();
    await user.type(screen.getByRole('textbox', { name: '分配金额' }), '200000');
    await user.click(screen.getByRole('button', { name: '创建子项目' }));
    expect(await screen.findByText(refusal.message)).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent('create-sub-project');
  });

  it('explains why a parent that is not funded cannot take sub-projects', async () => {
    renderCreate({ ...parent, status: 'draft' }, () => ok(null));
    expect(await screen.findByText('该项目不能创建子项目')).toBeInTheDocument();
    expect(screen.getByText(/当前为“草稿”/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '返回母项目' }));
    expect(screen.getByLabelText('url')).toHaveTextContent('/project/list/detail?id=5');
  });

  it('tells a user without project:create that they may not', async () => {
    renderCreate(parent, () => ok(null), { ...officer, accessList: ['project'] });
    expect(await screen.findByText('您没有创建子项目的权限')).toBeInTheDocument();
  });
});
