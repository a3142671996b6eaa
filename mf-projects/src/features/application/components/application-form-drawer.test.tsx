import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { applicationForm, formErrorMessages, validateForm } from '@pm/domain/forms';
import { applicationFixture, projectFixture, projectOptionsFixture } from '../../../testing/fixtures';
import { renderPage, staff, type Sent } from '../../../testing/test-harness';
import { applicationValuesOf, toApplicationBody } from '../application-values';
import { ApplicationFormDrawer } from './application-form-drawer';

const application = applicationFixture();

const refused = {
  status: 422,
  body: {
    data: { errors: [{ field: 'costItems[0].amount', message: '第 1 行费用金额超出图书采购标准' }] },
    status: 'fail',
    msg: '第 1 行费用金额超出图书采购标准',
    code: 50000,
  },
};

const puts = (sent: Sent[]) => sent.filter((request) => request.route === 'PUT /pm/applications/12');
const costAmount = () => screen.getByLabelText('第 1 行费用金额');

async function setCostAmount(amount: string) {
  await userEvent.clear(costAmount());
  await userEvent.type(costAmount(), amount);
}

describe('ApplicationFormDrawer', () => {
  it('refuses cost items that do not add up, then shows the server refusal under the cost amount', async () => {
    const { sent } = renderPage(
      <ApplicationFormDrawer visible application={application} onClose={jest.fn()} />,
      {
        url: '/submit/apply',
        subject: staff(['project', 'application:create']),
        replies: {
          'GET /pm/projects/7': projectFixture({ status: 'applying' }),
          'GET /pm/project-options': projectOptionsFixture,
          'PUT /pm/applications/12': () => refused,
        },
      },
    );
    await screen.findByLabelText('第 1 行费用金额');

    await setCostAmount('30000');
    expect(screen.getByTestId('cost-total')).toHaveTextContent('40,000.00');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    // The message is the shared schema's, as the server would word it.
    const edited = toApplicationBody({
      ...applicationValuesOf(application),
      costItems: [{ ...application.costItems[0]!, amount: '30000' }, application.costItems[1]!],
    });
    const [expected] = formErrorMessages(applicationForm, validateForm(applicationForm, edited), 'zh-CN');
    expect(expected).toEqual({ field: 'costItems', message: expect.stringContaining('40000.00') });
    expect(await screen.findByText(expected!.message)).toBeInTheDocument();
    expect(puts(sent)).toHaveLength(0);

    await setCostAmount('40000');
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(puts(sent)).toHaveLength(1));
    expect(puts(sent)[0]!.body).toEqual(
      expect.objectContaining({ version: 4, projectId: 7, applicantId: 1, amountRequested: '50000.00' }),
    );
    const item = costAmount().closest<HTMLElement>('.arco-form-item');
    expect(await within(item!).findByText('第 1 行费用金额超出图书采购标准')).toBeInTheDocument();
  });
});
