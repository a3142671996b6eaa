import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Space from '@arco-design/web-react/es/Space';
import type { TFunction } from 'i18next';
import type { PartnerListItem, PartnerType } from '@pm/domain/shapes';
import { RouterLink, dateColumn } from '@pm/web/ui';
import { BlacklistTag, QualificationTag } from '../../features/partner/components/partner-tags';
import { partnerDetailPath } from '../../features/partner/partner-paths';

/** The columns of a partner list; suppliers add their category, supporters have no qualifications. */
export function partnerColumns(
  t: TFunction,
  locale: string,
  type: PartnerType,
  category: (value: string) => string,
): ColumnProps<PartnerListItem>[] {
  return [
    {
      title: t('partnerList.name'),
      dataIndex: 'name',
      sorter: true,
      width: 260,
      render: (name: string, row) => (
        <Space wrap size={4}>
          <RouterLink to={partnerDetailPath(row.id)}>{name}</RouterLink>
          {row.blacklisted && <BlacklistTag reason={row.blacklistReason} />}
        </Space>
      ),
    },
    { title: t('partnerList.creditCode'), dataIndex: 'creditCode', sorter: true, width: 200 },
    { title: t('partnerList.contact'), dataIndex: 'contactName', width: 100 },
    { title: t('partnerList.mobile'), dataIndex: 'mobile', width: 130 },
    { title: t('partnerList.areaCode'), dataIndex: 'areaCode', sorter: true, width: 100 },
    ...(type === 'supplier'
      ? [
          {
            title: t('partnerList.category'),
            dataIndex: 'category',
            width: 120,
            render: (value: string | null) => (value ? category(value) : '-'),
          },
        ]
      : []),
    {
      title: t('partnerList.rating'),
      dataIndex: 'rating',
      sorter: true,
      width: 120,
      render: (value: number | null) => (value === null ? '-' : '★'.repeat(value)),
    },
    ...(type === 'supporter'
      ? []
      : [
          {
            title: t('partnerList.qualification'),
            dataIndex: 'nearestExpiry',
            width: 150,
            render: (value: string | null, row: PartnerListItem) =>
              value === null ? (
                '-'
              ) : (
                <Space size={4} wrap>
                  <span>{value}</span>
                  <QualificationTag state={row.qualificationState} date={value} />
                </Space>
              ),
          },
        ]),
    { title: t('partnerList.projects'), dataIndex: 'projectCount', width: 90 },
    dateColumn<PartnerListItem>(t('partnerList.createdAt'), 'createdAt', locale),
  ];
}
