import { act, screen, waitFor, within } from '@testing-library/react';
import type { ClientFinances } from '@pm/domain/shapes';
import { i18n } from '@pm/web/i18n';
import { Location, renderPage, sentTo, staff, urlQuery, user } from '@pm/web/testing';
import { registerLocale } from '../../locale';
import { FinancesPage } from './index';

registerLocale();

const options = {
  projects: [
    { id: 1, code: 'XM2025001', name: '五华区妇女手工艺增收项目' },
    { id: 14, code: 'XM2025014', name: '五华区留守儿童陪伴项目' },
  ],
  years: [2026, 2025],
};

const finances: ClientFinances = {
  totals: { agreed: '36000.00', verified: '36000.00', paid: '21600.00', toCome: '14400.00' },
  options,
  projects: [
    {
      id: 1,
      code: 'XM2025001',
      name: '五华区妇女手工艺增收项目',
      status: 'in_progress',
      agreed: '36000.00',
      verified: '36000.00',
      paid: '21600.00',
      toCome: '14400.00',
      instalments: [
        {
          id: 1,
          agreementNumber: 'XY2025000001',
          seq: 1,
          plannedDate: '2025-12-15',
          verifiedAt: '2025-12-11T04:00:00.000Z',
          paidDate: '2025-12-15',
          state: 'paid',
          agreed: '21600.00',
          verified: '21600.00',
          paid: '21600.00',
          toCome: '0.00',
          payments: [
            {
              id: 7,
              code: 'BK2025000007',
              amount: '21600.00',
              status: 'paid',
              verifiedAt: '2025-12-11T04:00:00.000Z',
              paidDate: '2025-12-15',
              hasReceipt: true,
            },
          ],
        },
        {
          id: 2,
          agreementNumber: 'XY2025000001',
          seq: 2,
          plannedDate: '2026-05-07',
          verifiedAt: '2026-05-03T04:00:00.000Z',
          paidDate: null,
          state: 'verified',
          agreed: '14400.00',
          verified: '14400.00',
          paid: '0.00',
          toCome: '14400.00',
          payments: [
            {
              id: 11,
              code: 'BK2026000011',
              amount: '14400.00',
              status: 'verified',
              verifiedAt: '2026-05-03T04:00:00.000Z',
              paidDate: null,
              hasReceipt: false,
            },
          ],
        },
      ],
    },
  ],
};

const empty: ClientFinances = {
  totals: { agreed: '0.00', verified: '0.00', paid: '0.00', toCome: '0.00' },
  options,
  projects: [],
};

const page = () => (
  <>
    <FinancesPage />
    <Location />
  </>
);

describe('FinancesPage', () => {
  afterEach(() => act(() => i18n.changeLanguage('zh-CN')));

  it('shows the totals and each instalment with its figures, state and receipt', async () => {
    renderPage(page(), {
      url: '/client/finances',
      subject: staff([]),
      replies: { 'GET /client/finances': finances },
    });
    const agreed = await screen.findByTestId('figure-agreed');
    expect(agreed).toHaveTextContent('约定金额（元）');
    expect(agreed).toHaveTextContent('36,000.00');
    expect(screen.getByTestId('figure-paid')).toHaveTextContent('21,600.00');
    expect(screen.getByTestId('figure-toCome')).toHaveTextContent('14,400.00');
    const card = screen.getByTestId('project-1');
    expect(within(card).getByText('XM2025001 五华区妇女手工艺增收项目')).toBeInTheDocument();
    const first = within(card).getByText('第1期').closest('tr')!;
    expect(within(first).getByText('XY2025000001')).toBeInTheDocument();
    expect(within(first).getByText('已拨付')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: '下载回单 BK2025000007' })).toBeInTheDocument();
    const second = within(card).getByText('第2期').closest('tr')!;
    expect(within(second).getByText('已审核待拨付')).toBeInTheDocument();
    expect(within(second).getByText('暂无回单')).toBeInTheDocument();
  });

  it('sends the URL’s filters and writes a chosen one into the URL', async () => {
    const { sent } = renderPage(page(), {
      url: '/client/finances?year=2025',
      subject: staff([]),
      replies: { 'GET /client/finances': finances },
    });
    await screen.findByTestId('project-1');
    expect(sentTo(sent, 'GET /client/finances')[0]?.params).toEqual({ year: 2025 });
    await user.click(screen.getByRole('combobox', { name: '项目' }));
    await user.click(await screen.findByText('XM2025014 五华区留守儿童陪伴项目'));
    await waitFor(() =>
      expect(urlQuery(screen.getByLabelText('url').textContent)).toEqual({ year: '2025', projectId: '14' }),
    );
    await waitFor(() =>
      expect(sentTo(sent, 'GET /client/finances').at(-1)?.params).toEqual({ year: 2025, projectId: 14 }),
    );
  });

  it('says when there is nothing, in English too', async () => {
    await act(() => i18n.changeLanguage('en-US'));
    renderPage(page(), {
      url: '/client/finances?projectId=14',
      subject: staff([]),
      locale: 'en-US',
      replies: { 'GET /client/finances': empty },
    });
    expect(await screen.findByText('Nothing for the selected project or year')).toBeInTheDocument();
    expect(screen.getByTestId('figure-paid')).toHaveTextContent('Paid (CNY)');
    expect(screen.getByTestId('figure-paid')).toHaveTextContent('0.00');
  });
});
