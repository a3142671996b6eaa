import Button from '@arco-design/web-react/es/Button';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import type { AgreementListItem } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { AmountText, StatusTag, dateColumn, RouterLink } from '@pm/web/ui';
import { projectDetailPath } from '../../shared/paths';

export interface AgreementColumnsOptions {
  t: TFunction;
  /** A field's label from the agreement schema. */
  label: (field: string) => string;
  locale: string;
  onOpen: (id: number) => void;
}

export function agreementColumns({
  t,
  label,
  locale,
  onOpen,
}: AgreementColumnsOptions): ColumnProps<AgreementListItem>[] {
  return [
    {
      title: t('protocol.number'),
      dataIndex: 'number',
      sorter: true,
      width: 170,
      render: (number: string, row) => (
        <Button
          type="text"
          size="mini"
          onClick={() => onOpen(row.id)}
          aria-label={t('protocol.open', { number })}
        >
          {number}
        </Button>
      ),
    },
    {
      title: label('projectId'),
      dataIndex: 'projectName',
      ellipsis: true,
      render: (name: string, row) => <RouterLink to={projectDetailPath(row.projectId)}>{name}</RouterLink>,
    },
    {
      title: t('protocol.parties'),
      dataIndex: 'partyB',
      ellipsis: true,
      render: (_: string, row) => `${row.partyA} / ${row.partyB}`,
    },
    dateColumn<AgreementListItem>(label('signedDate'), 'signedDate', locale),
    {
      title: t('protocol.term'),
      dataIndex: 'expiryDate',
      sorter: true,
      width: 210,
      render: (_: string, row) =>
        `${formatDate(row.effectiveDate, locale)} ~ ${formatDate(row.expiryDate, locale)}`,
    },
    {
      title: label('totalAmount'),
      dataIndex: 'totalAmount',
      sorter: true,
      align: 'right',
      width: 140,
      render: (value: string) => <AmountText value={value} short />,
    },
    {
      title: t('protocol.status'),
      dataIndex: 'status',
      sorter: true,
      width: 110,
      render: (status: string) => <StatusTag status={status} entity="agreement" />,
    },
  ];
}
