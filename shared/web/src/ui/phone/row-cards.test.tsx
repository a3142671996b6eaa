import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { RowCards } from './row-cards';

interface Row {
  id: number;
  code: string;
  amount: string;
  note: string | null;
}

const columns: ColumnProps<Row>[] = [
  { title: 'Code', dataIndex: 'code' },
  { title: 'Amount', dataIndex: 'amount', render: (value: string) => `¥${value}` },
  { title: 'Note', dataIndex: 'note' },
  { title: '', dataIndex: 'id', render: () => <button type="button">Open</button> },
];

const rows: Row[] = [
  { id: 1, code: 'A-1', amount: '10.00', note: 'first' },
  { id: 2, code: 'A-2', amount: '20.00', note: null },
];

describe('RowCards', () => {
  it('shows each row as a card titled by its first column, with the labelled, rendered cells', () => {
    render(<RowCards columns={columns} data={rows} />);
    const cards = within(screen.getByTestId('row-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('A-1')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('Amount')).toBeInTheDocument();
    expect(within(cards[0]!).getByText('¥10.00')).toBeInTheDocument();
    expect(within(cards[1]!).getByText('-')).toBeInTheDocument();
    // An untitled column (the row's actions) is the card's footer, not a labelled line.
    expect(within(cards[0]!).getByRole('button', { name: 'Open' })).toBeInTheDocument();
    expect(within(cards[0]!).getAllByRole('row')).toHaveLength(2);
  });

  it('says the list is empty', () => {
    render(<RowCards columns={columns} data={[]} emptyText="Nothing yet" />);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('says it is loading, not that the list is empty, while rows are on their way', () => {
    render(<RowCards columns={columns} data={[]} loading emptyText="Nothing yet" />);
    expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
    expect(screen.getByText(/加载中|Loading/)).toBeInTheDocument();
  });

  it('opens a row on a tap on its card', async () => {
    const opened: number[] = [];
    render(<RowCards columns={columns} data={rows} onOpenRow={(row) => opened.push(row.id)} />);
    await userEvent.click(screen.getByText('¥20.00'));
    expect(opened).toEqual([2]);
    // Its own button acts for itself.
    await userEvent.click(screen.getAllByRole('button', { name: 'Open' })[0]!);
    expect(opened).toEqual([2]);
  });
});
