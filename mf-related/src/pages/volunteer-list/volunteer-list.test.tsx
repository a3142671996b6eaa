import { screen, waitFor, within } from '@testing-library/react';
import { residentIdNumber } from '@pm/domain/identity';
import { renderPage, sentTo, staff, user } from '@pm/web/testing';
import { pageOf, volunteerRow } from '../../features/volunteer/testing/fixtures';
import { registerLocale } from '../../locale';
import { VolunteerListPage } from './index';

registerLocale();

const skills = [{ value: 'teaching', labelZh: '教学辅导', labelEn: 'Teaching and tutoring' }];

describe('VolunteerListPage', () => {
  it('shows masked rows with their verified hours, and sends the URL’s query', async () => {
    const { sent } = renderPage(<VolunteerListPage />, {
      url: '/related/volunteer?keyword=王&status=active&sortField=verifiedHours&sortOrder=descend',
      subject: staff(['volunteer']),
      replies: { 'GET /pm/volunteers': pageOf([volunteerRow()]), 'GET /pm/dicts/volunteer_skill': skills },
    });
    expect(await screen.findByText('530*************13')).toBeInTheDocument();
    expect(screen.getByText('12.50')).toBeInTheDocument();
    expect(await screen.findByText('教学辅导')).toBeInTheDocument();
    const list = sent.find((call) => call.route === 'GET /pm/volunteers');
    expect(list?.params).toMatchObject({
      keyword: '王',
      status: 'active',
      sortField: 'verifiedHours',
      sortOrder: 'descend',
    });
  });

  it('offers register, export and batch only to holders of their codes', async () => {
    renderPage(<VolunteerListPage />, {
      url: '/related/volunteer',
      subject: staff(['volunteer']),
      replies: { 'GET /pm/volunteers': pageOf([volunteerRow()]), 'GET /pm/dicts/volunteer_skill': skills },
    });
    await screen.findByText('ZY000007');
    expect(screen.queryByRole('button', { name: /登记志愿者/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('runs a batch step after a confirmation and names the rows it did not apply to', async () => {
    const { sent } = renderPage(<VolunteerListPage />, {
      url: '/related/volunteer',
      subject: staff(['volunteer', 'volunteer:update']),
      replies: {
        'GET /pm/volunteers': pageOf([
          volunteerRow(),
          volunteerRow({ id: 8, code: 'ZY000008', status: 'applied' }),
        ]),
        'GET /pm/dicts/volunteer_skill': skills,
        'POST /pm/volunteers/batch': {
          succeeded: [8],
          failed: [{ id: 7, code: '409', message: '志愿者当前状态“正常”不能执行“离开”' }],
        },
      },
    });
    const row = (code: string) => screen.getByText(code).closest('tr')!;
    await screen.findByText('ZY000008');
    await user.click(within(row('ZY000007')).getByRole('checkbox'));
    await user.click(within(row('ZY000008')).getByRole('checkbox'));
    expect(screen.getByText('已选 2 人')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '办理退出' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/将对所选 2 位志愿者执行“办理退出”/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(sent.map((call) => call.route)).toContain('POST /pm/volunteers/batch'));
    expect(await screen.findByText('成功 1 条')).toBeInTheDocument();
    expect(screen.getByText('ZY000007: 志愿者当前状态“正常”不能执行“离开”')).toBeInTheDocument();
    const batch = sent.filter((call) => call.route === 'POST /pm/volunteers/batch');
    expect(batch.map((call) => call.body)).toEqual([
      {
        action: 'leave',
        items: [
          { id: 7, version: 3 },
          { id: 8, version: 3 },
        ],
      },
    ]);
    await waitFor(() =>
      expect(sent.filter((call) => call.route === 'GET /pm/volunteers').length).toBeGreaterThan(1),
    );
  });

  it('registering an ID number on file names that volunteer, linked, and keeps the drawer as typed', async () => {
    const taken = residentIdNumber('530102', '1990-05-17', 13);
    const { sent } = renderPage(<VolunteerListPage />, {
      url: '/related/volunteer',
      subject: staff(['volunteer', 'volunteer:create']),
      replies: {
        'GET /pm/volunteers': pageOf([volunteerRow()]),
        'GET /pm/dicts/volunteer_skill': skills,
        'GET /pm/area': [{ code: '530102', name: '五华区' }],
        'POST /pm/volunteers': () => ({
          status: 409,
          body: {
            data: { existing: { id: 7, name: '王志远', status: 'active' } },
            status: 'fail',
            msg: '该证件号码已登记为志愿者 ZY000007（王志远）',
            code: 50000,
          },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: /登记志愿者/ }));
    const drawer = await waitFor(() => {
      const wrapper = document.querySelector<HTMLElement>('.arco-drawer-wrapper');
      expect(wrapper).not.toBeNull();
      return wrapper!;
    });
    const box = (label: string) => within(drawer).getByRole('textbox', { name: new RegExp(label) });
    // The list's search form has its own area picker: each control is found inside the drawer's form item.
    const pick = async (label: string, option: string) => {
      const element = [...drawer.querySelectorAll('label')].find((each) => each.textContent?.includes(label));
      const item = element!.closest('.arco-form-item')!;
      await user.click(item.querySelector<HTMLElement>('.arco-select-view, [role="combobox"]')!);
      const options = await screen.findAllByText(option, {
        selector: '.arco-select-option, .arco-select-option *, .arco-cascader-list-item-label',
      });
      await user.click(options[options.length - 1]!);
    };
    await user.type(box('姓名'), '王重复');
    await user.type(box('手机号码'), '13800138013');
    await user.type(box('证件号码'), taken);
    await pick('所在地区', '五华区');
    await pick('技能特长', '教学辅导');
    await pick('可服务时间', '周末');
    await user.type(box('紧急联系人'), '王母');
    await user.type(box('与本人关系'), '母亲');
    await user.type(box('紧急联系电话'), '13900139000');
    await user.click(within(drawer).getByRole('button', { name: '保存' }));

    const link = await within(drawer).findByRole('link', { name: '王志远' });
    expect(link).toHaveAttribute('href', '/related/volunteer/detail?id=7');
    expect(link.closest('[role="alert"]')).toHaveTextContent('该证件号码已登记为志愿者 ZY000007（王志远）');
    expect(box('姓名')).toHaveValue('王重复');
    expect(sentTo(sent, 'POST /pm/volunteers')[0]?.body).toMatchObject({ name: '王重复', idNumber: taken });
  });
});
