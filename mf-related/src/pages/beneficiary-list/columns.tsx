import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import type { TFunction } from 'i18next';
import type { BeneficiaryListItem, BeneficiaryType } from '@pm/domain/shapes';
import { dateColumn, RouterLink, StatusTag } from '@pm/web/ui';
import { ExpiryText } from '../../features/beneficiary/components/expiry-text';
import { beneficiaryDetailPath } from '../../shared/paths';

/** Dictionary labels for stored values, in the current language. */
export interface ColumnLabels {
  tag: (value: string) => string;
  orgType: (value: string) => string;
}

/**
 * The table's columns for one kind. ID numbers and mobiles arrive masked from the server (specification §5); the
 * full number is shown only on the detail page, to who may reveal it.
 */
export function beneficiaryColumns(
  t: TFunction,
  locale: string,
  type: BeneficiaryType,
  labels: ColumnLabels,
): ColumnProps<BeneficiaryListItem>[] {
  const kindColumns: ColumnProps<BeneficiaryListItem>[] =
    type === 'person'
      ? [
          {
            title: t('beneficiary.tags'),
            dataIndex: 'vulnerabilityTags',
            width: 180,
            render: (tags: string[]) => (
              <Space wrap size={4}>
                {tags.map((tag) => (
                  <Tag key={tag} size="small">
                    {labels.tag(tag)}
                  </Tag>
                ))}
              </Space>
            ),
          },
        ]
      : [
          {
            title: t('beneficiary.orgType'),
            dataIndex: 'orgType',
            width: 130,
            render: (value: string | null) => (value ? labels.orgType(value) : '-'),
          },
          {
            title: t('beneficiary.nextExpiry'),
            dataIndex: 'nextExpiry',
            width: 170,
            render: (date: string | null) => <ExpiryText date={date} />,
          },
        ];
  return [
    {
      title: t(`beneficiary.name.${type}`),
      dataIndex: 'name',
      sorter: true,
      width: 160,
      render: (name: string, row) => <RouterLink to={beneficiaryDetailPath(type, row.id)}>{name}</RouterLink>,
    },
    { title: t(`beneficiary.idNumber.${type}`), dataIndex: 'idNumber', width: 200 },
    { title: t('beneficiary.mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: t('beneficiary.status'),
      dataIndex: 'status',
      sorter: true,
      width: 100,
      render: (status: string) => <StatusTag status={status} />,
    },
    ...kindColumns,
    {
      title: t('beneficiary.area'),
      dataIndex: 'areaName',
      width: 140,
      render: (name: string | null, row) => name ?? row.areaCode,
    },
    { title: t('beneficiary.address'), dataIndex: 'address', ellipsis: true, width: 200 },
    {
      title: t('beneficiary.projectCount'),
      dataIndex: 'projectCount',
      align: 'right',
      width: 100,
    },
    dateColumn<BeneficiaryListItem>(t('beneficiary.createdAt'), 'createdAt', locale),
  ];
}
