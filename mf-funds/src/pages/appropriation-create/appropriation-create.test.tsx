import { screen, waitFor, within } from '@testing-library/react';
import type { InternalAxiosRequestConfig } from 'axios';
import { Route, Routes } from '@pm/web/router';
import { appropriationFields } from '@pm/domain/shapes/appropriation';
import { emptyValues } from '@pm/domain/shapes/field-table';
import { ok, type FakeReply } from '@pm/web/api/test-adapter';
import type { PermissionSubject } from '@pm/domain/auth';
import {
  appropriationDetail,
  fundableProjects,
  projectFunding,
} from '../../features/appropriation/testing/fixtures';
import { Location, renderPage, sentTo, staff, user } from '../../testing/test-harness';
import { AppropriationCreatePage } from './index';

const OFFICER = staff(['fundPayment', 'fundPayment:create']);

type Create = (config: InternalAxiosRequestConfig) => FakeReply | 'network-error';

function renderCreate({
  url = '/project/appropriation/create',
  create = () => ok(appropriationDetail({ id: 41, code: 'BK2026000041' })),
  subject = OFFICER,
}: { url?: string; create?: Create; subject?: PermissionSubject } = {}) {
  return renderPage(
    <>
      <Routes>
        <Route path="/project/appropriation/create" element={<AppropriationCreatePage />} />
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    {
      url,
      subject,
      replies: {
        'GET /pm/appropriations/fundable-projects': fundableProjects,
        'GET /pm/projects/7/funding': projectFunding(),
        'POST /pm/appropriations': create,
      },
    },
  );
}

/** An Arco select by its form label (its combobox is a div, which a <label for> does not name). */
function combobox(label: string): HTMLElement {
  const element = [...document.querySelectorAll('label')].find((each) => each.textContent?.trim() === label);
  return document.getElementById(element!.htmlFor)!;
}

/** Opens a select by its label and picks an option by its text. */
async function pick(label: string, option: string | RegExp) {
  await user.click(combobox(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function chooseSecondInstalment() {
  await screen.findByText('所属项目');
  await pick('所属项目', /^XM2025007 乡村学校图书角/);
  expect(await screen.findByRole('region', { name: '项目资金' })).toBeInTheDocument();
  await pick('资助协议', /XY2026001 · 五华区第一小学 · 可拨 60,000.00/);
  await pick('拨付期次', /第 2 期 · 2026-07-01/);
}

describe('AppropriationCreatePage', () => {
  it('cascades project → agreement → instalment and fills in what follows from each choice', async () => {
    renderCreate();
    await screen.findByText('所属项目');
    expect(combobox('资助协议')).toHaveAttribute('aria-disabled', 'true');
    await pick('所属项目', /^XM2025007 乡村学校图书角/);

    const balances = await screen.findByRole('region', { name: '项目资金' });
    for (const amount of ['450,000.00', '200,000.00', '150,000.00', '250,000.00'])
      expect(within(balances).getByText(amount)).toBeInTheDocument();
    await waitFor(() => expect(field('收款方')).toHaveValue('五华区第一小学'));
    expect(field('开户银行')).toHaveValue('中国农业银行昆明五华支行');
    expect(field('银行账号')).toHaveValue('6228480123456789012');

    await pick('资助协议', /XY2026001/);
    // The first instalment has nothing left: listed, not choosable.
    await user.click(combobox('拨付期次'));
    expect(await screen.findByRole('option', { name: /第 1 期/ })).toHaveClass('arco-select-option-disabled');
    await user.click(screen.getByRole('option', { name: /第 2 期/ }));

    await waitFor(() => expect(field('拨款金额')).toHaveValue('40000.00'));
    expect(combobox('拨款类型')).toHaveTextContent('中期');
    expect(screen.getByDisplayValue('2026-07-01')).toBeInTheDocument(); // the scheduled date
    expect(screen.getByText(/阶段报告“中期报告”尚未验收通过/)).toBeInTheDocument();
    expect(
      screen.getByText('本期可拨 40,000.00 · 协议可拨 60,000.00 · 项目可拨 250,000.00'),
    ).toBeInTheDocument();

    await pick('拨付期次', /第 3 期/);
    await waitFor(() => expect(field('拨款金额')).toHaveValue('20000.00'));
    expect(combobox('拨款类型')).toHaveTextContent('尾款');
  });

  it('checks the amount against what is left as it is typed', async () => {
    renderCreate();
    await chooseSecondInstalment();
    const amount = field('拨款金额');
    await user.clear(amount);
    await user.type(amount, '40000.01');
    expect(await screen.findByText('拨款金额不能超过本期可拨余额 40000.00')).toBeInTheDocument();
    await user.type(amount, '{Backspace}{Backspace}{Backspace}');
    await waitFor(() => expect(screen.queryByText(/不能超过/)).not.toBeInTheDocument());
  });

  it('sends an Idempotency-Key, the same one on a retry, and opens the new row in the unverified view', async () => {
    let calls = 0;
    const { sent } = renderCreate({
      create: () => {
        calls += 1;
        return calls === 1 ? 'network-error' : ok(appropriationDetail({ id: 41, code: 'BK2026000041' }));
      },
    });
    await chooseSecondInstalment();
    await waitFor(() => expect(field('拨款金额')).toHaveValue('40000.00'));
    await user.type(field('用途'), ' 图书角第二批图书 ');
    await user.click(screen.getByRole('button', { name: '提交拨付申请' }));
    await waitFor(() => expect(sentTo(sent, 'POST /pm/appropriations')).toHaveLength(1));
    expect(screen.getByLabelText('url')).toHaveTextContent('/project/appropriation/create');

    await user.click(screen.getByRole('button', { name: '提交拨付申请' }));
    await waitFor(() =>
      expect(screen.getByLabelText('url')).toHaveTextContent('/project/appropriation/unverified?open=41'),
    );
    expect(await screen.findByText('拨付单 BK2026000041 已提交，等待核验')).toBeInTheDocument();

    const [first, retry] = sentTo(sent, 'POST /pm/appropriations');
    const key = first?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry?.headers['Idempotency-Key']).toBe(key);
    expect(retry?.body).toEqual({
      ...emptyValues(appropriationFields),
      projectId: 7,
      agreementId: 5,
      instalmentId: 12,
      type: 'interim',
      amount: '40000.00',
      scheduledDate: '2026-07-01',
      paymentMethod: 'bank_transfer',
      payeeName: '五华区第一小学',
      payeeBankName: '中国农业银行昆明五华支行',
      payeeAccountName: '昆明市五华区第一小学',
      payeeAccountNo: '6228480123456789012',
      budgetLineIds: [],
      remark: '',
      purpose: '图书角第二批图书',
    });
  });

  it("puts the server's refusal under its field", async () => {
    const message = '拨款金额不能超过协议可拨余额 10000.00';
    renderCreate({
      create: () => ({
        status: 422,
        body: {
          data: { errors: [{ field: 'amount', message }] },
          status: 'fail',
          msg: '表单有误',
          code: 50000,
        },
      }),
    });
    await chooseSecondInstalment();
    await waitFor(() => expect(field('拨款金额')).toHaveValue('40000.00'));
    await user.click(screen.getByRole('button', { name: '提交拨付申请' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('url')).toHaveTextContent('/project/appropriation/create');
  });

  it('starts from the project in the URL', async () => {
    renderCreate({ url: '/project/appropriation/create?projectId=7' });
    expect(await screen.findByRole('region', { name: '项目资金' })).toBeInTheDocument();
    expect(combobox('所属项目')).toHaveTextContent('XM2025007 乡村学校图书角');
    await waitFor(() => expect(field('账户名称')).toHaveValue('昆明市五华区第一小学'));
  });

  it('tells a user without fundPayment:create that they may not', async () => {
    renderCreate({ subject: staff(['fundPayment']) });
    expect(await screen.findByText('您没有新建拨付的权限')).toBeInTheDocument();
  });
});
