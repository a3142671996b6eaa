import { dateColumn } from './date-column';

interface Row {
  createdAt: string | null;
}

describe('dateColumn', () => {
  it('formats the value in the given locale and shows - when empty', () => {
    const column = dateColumn<Row>('Created', 'createdAt', 'en-US');
    const render = column.render as (value: string | null) => string;
    expect(column).toMatchObject({ title: 'Created', dataIndex: 'createdAt', sorter: true, width: 130 });
    expect(render('2026-03-05')).toMatch(/2026/);
    expect(render(null)).toBe('-');
  });

  it('can be unsortable', () => {
    expect(dateColumn<Row>('Created', 'createdAt', 'zh-CN', { sorter: false }).sorter).toBe(false);
  });
});
