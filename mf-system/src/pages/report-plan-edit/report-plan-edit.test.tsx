import { act, screen, waitFor, within } from '@testing-library/react';
import { Location, renderPage, sentTo, staff, user } from '@pm/web/testing';
import {
  agreementOptions,
  planDetail,
  projectTypes,
  templatePage,
} from '../../features/report-plan/testing/fixtures';
import { registerLocale } from '../../locale';
import { ReportPlanEditPage } from './index';

registerLocale();

const replies = {
  'GET /pm/dicts/project_type': projectTypes,
  'GET /pm/report-plans/agreements': agreementOptions,
  'GET /pm/report-templates': templatePage,
};

const item = (label: string, within: ParentNode = document) =>
  [...within.querySelectorAll('label')]
    .find((each) => each.textContent?.includes(label))!
    .closest('.arco-form-item')! as HTMLElement;
const box = (label: string, scope?: ParentNode) =>
  item(label, scope).querySelector<HTMLInputElement>('input')!;
const card = (title: string) => screen.getByText(title).closest('.arco-card') as HTMLElement;

async function choose(label: string, option: string, scope?: ParentNode) {
  await user.click(item(label, scope).querySelector<HTMLElement>('.arco-select-view')!);
  const options = await screen.findAllByText(option, {
    selector: '.arco-select-option, .arco-select-option *',
  });
  await user.click(options.at(-1)!);
}

describe('ReportPlanEditPage', () => {
  it('edits a saved plan and sends it with the version read, then goes back to the list', async () => {
    const { sent } = renderPage(
      <>
        <ReportPlanEditPage />
        <Location />
      </>,
      {
        url: '/system/report/create-plan?id=2',
        subject: staff(['form']),
        replies: {
          ...replies,
          'GET /pm/report-plans/2': planDetail,
          'PUT /pm/report-plans/2': { ...planDetail, version: 5 },
        },
      },
    );
    await waitFor(() => expect(box('计划名称')).toHaveValue('植树协议报告计划'));
    expect(box('报告标题', card('报告项 2'))).toHaveValue('结项报告');
    await user.clear(box('报告标题', card('报告项 2')));
    await user.type(box('报告标题', card('报告项 2')), '结项总结');
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(sentTo(sent, 'PUT /pm/report-plans/2')).toHaveLength(1));
    expect(sentTo(sent, 'PUT /pm/report-plans/2')[0]!.body).toEqual({
      name: '植树协议报告计划',
      agreementId: 12,
      projectType: null,
      note: '',
      version: 4,
      items: [
        {
          kind: 'stage',
          title: '中期报告',
          offsetMonths: 6,
          fixedDate: null,
          templateVersionId: 3,
          instalmentSeq: 2,
          reminderDays: 7,
        },
        {
          kind: 'final',
          title: '结项总结',
          offsetMonths: null,
          fixedDate: '2027-06-30',
          templateVersionId: 3,
          instalmentSeq: null,
          reminderDays: 14,
        },
      ],
    });
    await waitFor(() => expect(screen.getByLabelText('url')).toHaveTextContent('/system/report/plan'));
  });

  it('checks the shared rule before sending, then shows the server refusal at its field', async () => {
    const { sent } = renderPage(<ReportPlanEditPage />, {
      url: '/system/report/create-plan',
      subject: staff(['form']),
      replies: {
        ...replies,
        'POST /pm/report-plans': () => ({
          status: 422,
          body: {
            data: {
              errors: [
                {
                  field: 'items[0].templateVersionId',
                  message: '所选模板版本未发布或已停用',
                },
              ],
            },
            status: 'fail',
            msg: '所选模板版本未发布或已停用',
            code: 50000,
          },
        }),
      },
    });
    await screen.findByText('报告项 1');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请填写计划名称')).toBeInTheDocument();
    expect(screen.getByText('请在适用协议和适用项目类型中填写一项（二选一）')).toBeInTheDocument();
    expect(screen.getByText('请填写第 1 行报告标题')).toBeInTheDocument();
    expect(screen.getByText('请选择第 1 行报告模板')).toBeInTheDocument();
    expect(sentTo(sent, 'POST /pm/report-plans')).toHaveLength(0);

    await user.type(box('计划名称'), '医疗救助计划');
    await choose('适用项目类型', '医疗救助');
    const first = card('报告项 1');
    await user.type(box('报告标题', first), '季度报告');
    await user.type(box('生效后月数', first), '3');
    await choose('报告模板', '财务报告（第 2 版）', first);
    await user.click(screen.getByRole('button', { name: '保存' }));

    await waitFor(() => expect(sentTo(sent, 'POST /pm/report-plans')).toHaveLength(1));
    expect(sentTo(sent, 'POST /pm/report-plans')[0]!.body).toMatchObject({
      name: '医疗救助计划',
      agreementId: null,
      projectType: 'medical',
      items: [{ kind: 'stage', title: '季度报告', offsetMonths: 3, fixedDate: null, templateVersionId: 8 }],
    });
    expect(
      await within(item('报告模板', first)).findByText('所选模板版本未发布或已停用'),
    ).toBeInTheDocument();
  });

  it('asks before leaving with changes not saved', async () => {
    const { history } = renderPage(<ReportPlanEditPage />, {
      url: '/system/report/create-plan',
      subject: staff(['form']),
      replies,
    });
    await screen.findByText('报告项 1');
    await user.type(box('计划名称'), '草拟');
    await act(async () => history.push('/system/report/plan'));
    expect(await screen.findByText('放弃修改？')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/system/report/create-plan');
    await user.click(screen.getByRole('button', { name: '放弃修改' }));
    await waitFor(() => expect(history.location.pathname).toBe('/system/report/plan'));
  });
});
