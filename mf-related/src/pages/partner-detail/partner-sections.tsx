import Descriptions from '@arco-design/web-react/es/Descriptions';
import Empty from '@arco-design/web-react/es/Empty';
import Link from '@arco-design/web-react/es/Link';
import Space from '@arco-design/web-react/es/Space';
import Table from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import type {
  PartnerCooperation,
  PartnerDetail,
  PartnerDonation,
  PartnerQualification,
} from '@pm/domain/shapes';
import { AmountText, RouterLink, downloadFile, useDict } from '@pm/web/ui';
import { QualificationTag } from '../../features/partner/components/partner-tags';
import { NS } from '../../locale';

const dash = (value: string | number | null | undefined) =>
  value === null || value === undefined || value === '' ? '-' : value;

/** Who the partner is and how to pay it. */
export function ProfileSection({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation(NS);
  const categories = useDict('supplier_category');
  return (
    <Descriptions
      column={{ xs: 1, sm: 2, md: 3 }}
      colon=":"
      data={[
        { label: t('partnerDetail.creditCode'), value: partner.creditCode },
        { label: t('partnerDetail.area'), value: dash(partner.areaCode) },
        { label: t('partnerDetail.address'), value: dash(partner.address) },
        { label: t('partnerDetail.rating'), value: partner.rating ? '★'.repeat(partner.rating) : '-' },
        ...(partner.type === 'supplier'
          ? [
              {
                label: t('partnerDetail.category'),
                value: partner.category ? categories.label(partner.category) : '-',
              },
            ]
          : []),
        { label: t('partnerDetail.bankName'), value: dash(partner.bankName) },
        { label: t('partnerDetail.bankAccountName'), value: dash(partner.bankAccountName) },
        { label: t('partnerDetail.bankAccountNo'), value: dash(partner.bankAccountNo) },
        { label: t('partnerDetail.remark'), value: dash(partner.remark) },
      ]}
    />
  );
}

export function ContactsSection({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation(NS);
  return (
    <Table
      rowKey={(row) => `${row.name}-${row.mobile}`}
      pagination={false}
      scroll={{ x: 520 }}
      data={partner.contacts}
      columns={[
        { title: t('partnerDetail.contactName'), dataIndex: 'name' },
        { title: t('partnerDetail.mobile'), dataIndex: 'mobile' },
        { title: t('partnerDetail.position'), dataIndex: 'position', render: dash },
        { title: t('partnerDetail.email'), dataIndex: 'email', render: dash },
      ]}
    />
  );
}

export function QualificationsSection({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation(NS);
  return (
    <Table<PartnerQualification>
      rowKey="id"
      pagination={false}
      scroll={{ x: 520 }}
      data={partner.qualifications}
      noDataElement={<Empty description={t('partnerDetail.noQualifications')} />}
      columns={[
        { title: t('partnerDetail.qualification'), dataIndex: 'name' },
        {
          title: t('partnerDetail.expiryDate'),
          dataIndex: 'expiryDate',
          render: (date: string, row) => (
            <Space size={4} wrap>
              <span>{date}</span>
              <QualificationTag state={row.state} date={date} showValid />
            </Space>
          ),
        },
        {
          title: t('partnerDetail.file'),
          dataIndex: 'fileName',
          render: (name: string | null, row) =>
            row.fileId !== null && name ? (
              <Link onClick={() => void downloadFile({ id: row.fileId!, name })}>{name}</Link>
            ) : (
              '-'
            ),
        },
      ]}
    />
  );
}

export function PriceFilesSection({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation(NS);
  if (partner.priceFiles.length === 0) return <Empty description={t('partnerDetail.noPriceFiles')} />;
  return (
    <Space direction="vertical">
      {partner.priceFiles.map((file) => (
        <Link key={file.id} onClick={() => void downloadFile(file)}>
          {file.name}
        </Link>
      ))}
    </Space>
  );
}

export function DonationsSection({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation(NS);
  return (
    <Table<PartnerDonation>
      rowKey="id"
      pagination={false}
      scroll={{ x: 600 }}
      data={partner.donations}
      noDataElement={<Empty description={t('partnerDetail.noDonations')} />}
      columns={[
        { title: t('partnerDetail.donatedOn'), dataIndex: 'donatedOn' },
        {
          title: t('partnerDetail.amount'),
          dataIndex: 'amount',
          render: (value: string) => <AmountText value={value} />,
        },
        { title: t('partnerDetail.purpose'), dataIndex: 'purpose' },
        {
          title: t('partnerDetail.project'),
          dataIndex: 'projectName',
          render: (name: string | null, row) =>
            row.projectId === null ? (
              '-'
            ) : (
              <RouterLink to={`/project/list/detail?id=${row.projectId}`}>{name}</RouterLink>
            ),
        },
      ]}
    />
  );
}

export function CooperationSection({ partner }: { partner: PartnerDetail }) {
  const { t } = useTranslation(NS);
  return (
    <Table<PartnerCooperation>
      rowKey="projectId"
      pagination={false}
      scroll={{ x: 760 }}
      data={partner.cooperation}
      noDataElement={<Empty description={t('partnerDetail.noCooperation')} />}
      columns={[
        {
          title: t('partnerDetail.project'),
          dataIndex: 'projectName',
          render: (name: string, row) => (
            <RouterLink
              to={`/project/list/detail?id=${row.projectId}`}
            >{`${row.projectCode} ${name}`}</RouterLink>
          ),
        },
        {
          title: t('partnerDetail.status'),
          dataIndex: 'projectStatus',
          render: (status: string) => t(`status.${status}`, { ns: 'common' }),
        },
        {
          title: t('partnerDetail.roles'),
          dataIndex: 'roles',
          render: (roles: PartnerCooperation['roles']) => (
            <Space size={4} wrap>
              {roles.map((role) => (
                <Tag key={role}>{t(`partnerDetail.role.${role}`)}</Tag>
              ))}
            </Space>
          ),
        },
        {
          title: t('partnerDetail.agreementAmount'),
          dataIndex: 'agreementAmount',
          render: (v: string) => <AmountText value={v} />,
        },
        {
          title: t('partnerDetail.paidAmount'),
          dataIndex: 'paidAmount',
          render: (v: string) => <AmountText value={v} />,
        },
        ...(partner.type === 'supporter'
          ? [
              {
                title: t('partnerDetail.donatedAmount'),
                dataIndex: 'donatedAmount',
                render: (v: string) => <AmountText value={v} />,
              },
            ]
          : []),
      ]}
    />
  );
}
