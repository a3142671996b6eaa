import { screen } from '@testing-library/react';
import { agreementFixture } from '../../testing/fixtures';
import { pageOf, renderPage, staff } from '../../testing/test-harness';
import { AgreementTab } from './agreement-tab';

const agreement = agreementFixture({
  totalAmount: '200000.00',
  status: 'active',
  instalments: [
    { id: 1, seq: 1, plannedDate: '2026-02-01', amount: '120000.00', reportItemId: null, reportSeq: null },
    { id: 2, seq: 2, plannedDate: '2026-07-01', amount: '80000.00', reportItemId: 9, reportSeq: 1 },
  ],
  clauses: [],
});

describe('AgreementTab', () => {
  it("shows the project's agreement in full with a way to its page, reading the list and it once each", async () => {
    const { sent } = renderPage(<AgreementTab projectId={7} />, {
      url: '/project/list/detail?id=7&tab=agreement',
      subject: staff(['project']),
      replies: {
        'GET /pm/agreements': pageOf([agreement], 1, 100),
        'GET /pm/agreements/5': agreement,
      },
    });
    expect(await screen.findByText('120,000.00')).toBeInTheDocument();
    expect(screen.getByText('80,000.00')).toBeInTheDocument();
    expect(screen.getByText('1. 中期报告')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '打开协议' })).toHaveAttribute('href', '/submit/protocol?id=5');
    expect(sent.map((request) => request.route)).toEqual(['GET /pm/agreements', 'GET /pm/agreements/5']);
  });
});
