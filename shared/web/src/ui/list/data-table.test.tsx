import { render, screen } from '@testing-library/react';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { DataTable } from './data-table';

interface Row {
  id: number;
  code: string;
}

const columns: ColumnProps<Row>[] = [{ title: 'Code', dataIndex: 'code' }];
const query = { page: 1, pageSize: 10, filters: {} };

describe('DataTable', () => {
  it('says it is loading, not that the list is empty, while the first page is on its way', () => {
    render(
      <DataTable<Row>
        columns={columns}
        page={undefined}
        loading
        query={query}
        onQueryChange={() => undefined}
        emptyText="No agreements"
      />,
    );
    expect(screen.queryByText('No agreements')).not.toBeInTheDocument();
    expect(screen.getByText(/加载中|Loading/)).toBeInTheDocument();
  });

  it('says the list is empty once the answer has no rows', () => {
    render(
      <DataTable<Row>
        columns={columns}
        page={{ list: [], total: 0, page: 1, pageSize: 10 }}
        loading={false}
        query={query}
        onQueryChange={() => undefined}
        emptyText="No agreements"
      />,
    );
    expect(screen.getByText('No agreements')).toBeInTheDocument();
  });
});
