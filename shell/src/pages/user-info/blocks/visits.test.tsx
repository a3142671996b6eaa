import { screen, within } from '@testing-library/react';
import type { VisitItem } from '@pm/domain/shapes';
import { renderPage, staff } from '@pm/web/testing';
import { registerShellLocale } from '../../../locale';
import { Visits } from './visits';

registerShellLocale();

const visits: VisitItem[] = [
  { name: 'projectList', visits: 7, growth: null },
  { name: 'projectBudget', visits: 3, growth: -25 },
  { name: 'homeWorkplace', visits: 2, growth: 50 },
];

describe('Visits', () => {
  it('marks a page not opened the week before as new, and compares the others with that week', async () => {
    renderPage(<Visits />, {
      url: '/home/workplace',
      subject: staff([]),
      replies: { 'GET /pm/user/visits': visits },
    });
    const [list, budget, workplace] = await screen.findAllByTestId('visit');
    expect(within(list!).getByText('项目列表')).toBeInTheDocument();
    expect(within(list!).getByText('新')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('%');
    expect(within(budget!).getByLabelText('较上周减少 25%')).toBeInTheDocument();
    expect(within(workplace!).getByLabelText('较上周增加 50%')).toBeInTheDocument();
  });
});
