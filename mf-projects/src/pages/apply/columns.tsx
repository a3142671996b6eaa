import Button from '@arco-design/web-react/es/Button';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import type { ApplicationListItem } from '@pm/domain/shapes';
import { AmountText, StatusTag, dateColumn, RouterLink } from '@pm/web/ui';
import { projectDetailPath } from '../../shared/paths';

export interface ApplicationColumnsOptions {
  t: TFunction;
  /** A field's label from the application schema. */
  label: (field: string) => string;
  locale: string;
  onOpen: (id: number) => void;
}

export function applicationColumns({
  t,
  label,
  locale,
  onOpen,
}: ApplicationColumnsOptions): ColumnProps<ApplicationListItem>[] {
  return [
    {
      title: t('apply.code'),
      dataIndex: 'code',
      sorter: true,
      width: 170,
      render: (code: string, row) => (
        <Button type="text" size="mini" onClick={() => onOpen(row.id)} aria-label={t('apply.open', { code })}>
          {code}
        </Button>
      ),
    },
    { title: label('title'), dataIndex: 'title', sorter: true, ellipsis: true },
    {
      title: label('projectId'),
      dataIndex: 'projectName',
      ellipsis: true,
      render: (name: string, row) => <RouterLink to={projectDetailPath(row.projectId)}>{name}</RouterLink>,
    },
    {
      title: label('applicantId'),
      dataIndex: 'applicantName',
      width: 160,
      render: (name: string, row) =>
        t('apply.applicantWithType', { name, type: t(`apply.applicantType.${row.applicantType}`) }),
    },
    {
      title: label('amountRequested'),
      dataIndex: 'amountRequested',
      sorter: true,
      align: 'right',
      width: 140,
      render: (value: string) => <AmountText value={value} short />,
    },
    {
      title: label('approvedAmount'),
      dataIndex: 'approvedAmount',
      align: 'right',
      width: 140,
      render: (value: string | null) => <AmountText value={value} short />,
    },
    {
      title: t('apply.status'),
      dataIndex: 'status',
      sorter: true,
      width: 110,
      render: (status: string) => <StatusTag status={status} />,
    },
    dateColumn<ApplicationListItem>(t('apply.submittedAt'), 'submittedAt', locale),
  ];
}
