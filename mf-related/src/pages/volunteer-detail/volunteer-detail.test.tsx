import { screen, waitFor, within } from '@testing-library/react';
import { residentIdNumber } from '@pm/domain/identity';
import { Location, renderPage, sentTo, staff, user } from '@pm/web/testing';
import { pageOf, serviceRecord, volunteerDetail } from '../../features/volunteer/testing/fixtures';
import { registerLocale } from '../../locale';
import { VolunteerDetailPage } from './index';

registerLocale();

const skills = [{ value: 'teaching', labelZh: '教学辅导', labelEn: 'Teaching and tutoring' }];
const records = [
  serviceRecord(),
  serviceRecord({
    id: 32,
    activity: '物资分发',
    status: 'scheduled',
    actualStart: null,
    actualEnd: null,
    hours: null,
    version: 1,
  }),
];

function renderDetail(codes: string[], replies: Record<string, unknown> = {}) {
  return renderPage(<VolunteerDetailPage />, {
    url: '/related/volunteer/detail?id=7',
    subject: staff(['volunteer', ...codes]),
    replies: {
      'GET /pm/volunteers/7': volunteerDetail(),
      'GET /pm/volunteers/7/services': pageOf(records),
      'GET /pm/dicts/volunteer_skill': skills,
      ...replies,
    },
  });
}

const row = (text: string) => screen.getByText(text).closest('tr')!;

describe('VolunteerDetailPage', () => {
  it('shows the profile with the ID number masked, the hours per project, and no buttons without codes', async () => {
    renderDetail([]);
    expect(await screen.findByText('530*************13')).toBeInTheDocument();
    expect(screen.getByText('12.50 小时 · 3 次')).toBeInTheDocument();
    await screen.findByText('物资分发');
    expect(screen.queryByRole('button', { name: '核验通过' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登记到岗' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '登记服务' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '暂停' })).not.toBeInTheDocument();
  });

  it('verifies an attended record after a confirmation, only with volunteer:verify', async () => {
    const { sent } = renderDetail(['volunteer:service', 'volunteer:verify'], {
      'POST /pm/volunteers/7/services/31/verify': serviceRecord({ status: 'verified', version: 3 }),
    });
    await screen.findByText('物资分发');
    expect(within(row('物资分发')).queryByRole('button', { name: '核验通过' })).not.toBeInTheDocument();
    await user.click(within(row('课业辅导')).getByRole('button', { name: '核验通过' }));
    await user.click(await screen.findByRole('button', { name: '确定' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.route === 'POST /pm/volunteers/7/services/31/verify')).toHaveLength(
        1,
      ),
    );
    expect(sent.find((call) => call.route === 'POST /pm/volunteers/7/services/31/verify')?.body).toEqual({
      version: 2,
    });
  });

  it('marks a scheduled record attended with its actual times and shows the hours they count as', async () => {
    const { sent } = renderDetail(['volunteer:service'], {
      'POST /pm/volunteers/7/services/32/attend': serviceRecord({ id: 32, status: 'attended', version: 2 }),
    });
    await screen.findByText('物资分发');
    expect(screen.queryByRole('button', { name: '核验通过' })).not.toBeInTheDocument();
    await user.click(within(row('物资分发')).getByRole('button', { name: '登记到岗' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('折算服务时长：3.00 小时')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '登记到岗' }));
    await waitFor(() =>
      expect(sent.filter((call) => call.route === 'POST /pm/volunteers/7/services/32/attend')).toHaveLength(
        1,
      ),
    );
    expect(sent.find((call) => call.route === 'POST /pm/volunteers/7/services/32/attend')?.body).toEqual({
      version: 1,
      actualStart: '2026-03-01T01:00:00.000Z',
      actualEnd: '2026-03-01T04:00:00.000Z',
    });
  });

  it('says so when the volunteer does not exist', async () => {
    renderPage(<VolunteerDetailPage />, {
      url: '/related/volunteer/detail?id=999',
      subject: staff(['volunteer']),
      replies: {
        'GET /pm/volunteers/999': () => ({
          status: 404,
          body: { data: null, status: 'fail', msg: '志愿者不存在', code: 50000 },
        }),
      },
    });
    expect(await screen.findByText('志愿者不存在或已被删除')).toBeInTheDocument();
  });

  it('names the volunteer a 409 says has the ID number, linked; the edit keeps what was typed until it is followed', async () => {
    const taken = residentIdNumber('530102', '1990-05-17', 13);
    const { sent } = renderPage(
      <>
        <VolunteerDetailPage />
        <Location />
      </>,
      {
        url: '/related/volunteer/detail?id=7',
        subject: staff(['volunteer', 'volunteer:update']),
        replies: {
          'GET /pm/volunteers/7': volunteerDetail(),
          'GET /pm/volunteers/7/services': pageOf(records),
          'GET /pm/volunteers/9': volunteerDetail({ id: 9, code: 'ZY000009', name: '李已登记' }),
          'GET /pm/volunteers/9/services': pageOf([]),
          'GET /pm/dicts/volunteer_skill': skills,
          'GET /pm/area': [{ code: '530102', name: '五华区' }],
          'PUT /pm/volunteers/7': () => ({
            status: 409,
            body: {
              data: { existing: { id: 9, name: '李已登记', status: 'active' } },
              status: 'fail',
              msg: '该证件号码已登记为志愿者 ZY000009（李已登记）',
              code: 50000,
            },
          }),
        },
      },
    );
    await user.click(await screen.findByRole('button', { name: '编辑资料' }));
    const drawer = (await screen.findByText('编辑志愿者 ZY000007')).closest(
      '.arco-drawer-wrapper',
    ) as HTMLElement;
    const idNumber = within(drawer).getByRole('textbox', { name: /证件号码/ });
    await user.type(idNumber, taken);
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    const link = await within(drawer).findByRole('link', { name: '李已登记' });
    expect(link).toHaveAttribute('href', '/related/volunteer/detail?id=9');
    expect(link.closest('[role="alert"]')).toHaveTextContent('该证件号码已登记为志愿者 ZY000009（李已登记）');
    expect(idNumber).toHaveValue(taken);
    expect(sentTo(sent, 'PUT /pm/volunteers/7')[0]?.body).toMatchObject({ idNumber: taken, version: 3 });

    await user.click(link);
    expect(await screen.findByRole('heading', { name: '李已登记' })).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'url' })).toHaveTextContent('/related/volunteer/detail?id=9');
    expect(screen.queryByText('编辑志愿者 ZY000009')).toBeNull(); // the edit does not reopen on the other one
  });
});
