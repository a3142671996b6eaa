import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import type { AppropriationListItem } from '@pm/domain/shapes';
import type { AppropriationView } from '@pm/domain/workflow';
import { AmountText, StatusTag, dateColumn, RouterLink } from '@pm/web/ui';

type Row = AppropriationListItem;

const orDash = (value: string | null) => value || '-';

/**
 * A view's columns. The code opens the drawer through a link (`?open=<id>`): focusable, Enter opens it, and the
 * URL can be shared. The date sorted by is the view's: scheduled while it waits, paid once it is paid.
 */
export function appropriationColumns(
  t: TFunction,
  locale: string,
  view: AppropriationView,
  openSearch: (id: number) => string,
): ColumnProps<Row>[] {
  const column = (key: string) => t(`appropriation.column.${key}`);
  const columns: (ColumnProps<Row> | false)[] = [
    {
      title: column('code'),
      dataIndex: 'code',
      sorter: true,
      width: 150,
      fixed: 'left',
      render: (code: string, row) => <RouterLink to={{ search: openSearch(row.id) }}>{code}</RouterLink>,
    },
    {
      title: column('project'),
      dataIndex: 'projectName',
      width: 220,
      ellipsis: true,
      render: (name: string, row) => `${row.projectCode} ${name}`,
    },
    {
      title: column('agreement'),
      dataIndex: 'agreementNumber',
      width: 170,
      render: (number: string, row) => `${number} · ${t('appropriation.seq', { seq: row.instalmentSeq })}`,
    },
    {
      title: column('type'),
      dataIndex: 'type',
      width: 80,
      render: (type: string) => t(`appropriation.types.${type}`, { defaultValue: type }),
    },
    {
      title: column('amount'),
      dataIndex: 'amount',
      sorter: true,
      align: 'right',
      width: 140,
      render: (value: string) => <AmountText value={value} />,
    },
    { title: column('payee'), dataIndex: 'payeeName', width: 180, ellipsis: true },
    {
      title: column('paymentMethod'),
      dataIndex: 'paymentMethod',
      width: 100,
      render: (method: string) => t(`appropriation.methods.${method}`, { defaultValue: method }),
    },
    dateColumn<Row>(column('scheduledDate'), 'scheduledDate', locale, { width: 120 }),
    view === 'already' && dateColumn<Row>(column('paidDate'), 'paidDate', locale, { width: 120 }),
    view === 'already' && { title: column('voucherNo'), dataIndex: 'voucherNo', width: 130, render: orDash },
    {
      title: column('status'),
      dataIndex: 'status',
      width: 100,
      render: (status: string) => <StatusTag status={status} entity="appropriation" />,
    },
    { title: column('createdBy'), dataIndex: 'createdByName', width: 100, render: orDash },
    view !== 'unverified' && {
      title: column('verifiedBy'),
      dataIndex: 'verifiedByName',
      width: 100,
      render: orDash,
    },
    view === 'already' && { title: column('paidBy'), dataIndex: 'paidByName', width: 100, render: orDash },
    dateColumn<Row>(column('createdAt'), 'createdAt', locale, { width: 120 }),
  ];
  return columns.filter((entry): entry is ColumnProps<Row> => entry !== false);
}
