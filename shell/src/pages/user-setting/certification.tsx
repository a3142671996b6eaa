import Badge from '@arco-design/web-react/es/Badge';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Empty from '@arco-design/web-react/es/Empty';
import Table from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { Certification as CertificationData } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { AsyncContent } from '../workplace/async-content';
import { useGetCertificationQuery } from './setting-api';
import styles from './user-setting.module.css';

type EnterpriseInfo = NonNullable<CertificationData['enterpriseInfo']>;
type CertificationRecord = CertificationData['record'][number];

const ENTERPRISE_FIELDS = [
  'accountType',
  'status',
  'time',
  'legalPerson',
  'certificateType',
  'authenticationNumber',
  'enterpriseName',
  'enterpriseCertificateType',
  'organizationCode',
] as const satisfies readonly (keyof EnterpriseInfo)[];

// Record status: 0 under review, 1 passed, 2 refused (the server's certification_records.status).
const RECORD_BADGE = { 0: 'processing', 1: 'success', 2: 'error' } as const;

function EnterpriseDescriptions({ info }: { info: EnterpriseInfo }) {
  const { t, i18n } = useTranslation('shell');
  const value = (field: (typeof ENTERPRISE_FIELDS)[number]) => {
    if (field === 'status') {
      return info.status === 1 ? (
        <Tag color="green">{t('userSetting.certification.certified')}</Tag>
      ) : (
        <Tag color="orange">{t('userSetting.certification.underReview')}</Tag>
      );
    }
    if (field === 'time') return formatDate(info.time, i18n.language);
    return info[field] || '-';
  };
  return (
    <Descriptions
      column={{ xs: 1, md: 2, xl: 3 }}
      colon=":"
      labelStyle={{ textAlign: 'right' }}
      data={ENTERPRISE_FIELDS.map((field) => ({
        label: t(`userSetting.certification.${field}`),
        value: value(field),
      }))}
    />
  );
}

/** Enterprise certification: the current certificate and the history of requests (specification §3). */
export function Certification() {
  const { t, i18n } = useTranslation('shell');
  const { data, isLoading, error, refetch } = useGetCertificationQuery();
  return (
    <AsyncContent loading={isLoading} error={error} onRetry={refetch} rows={6}>
      <Typography.Title heading={6}>{t('userSetting.certification.enterprise')}</Typography.Title>
      {data?.enterpriseInfo ? (
        <EnterpriseDescriptions info={data.enterpriseInfo} />
      ) : (
        <Empty description={t('userSetting.certification.none')} />
      )}
      <Typography.Title heading={6} className={styles.recordsTitle}>
        {t('userSetting.certification.records')}
      </Typography.Title>
      <Table<CertificationRecord>
        rowKey={(record) => `${record.time}-${record.certificationType}`}
        data={data?.record ?? []}
        pagination={false}
        noDataElement={<Empty description={t('userSetting.certification.noRecords')} />}
        columns={[
          { title: t('userSetting.certification.type'), dataIndex: 'certificationType' },
          { title: t('userSetting.certification.content'), dataIndex: 'certificationContent' },
          {
            title: t('userSetting.certification.status'),
            dataIndex: 'status',
            render: (status: CertificationRecord['status']) => (
              <Badge
                status={RECORD_BADGE[status as keyof typeof RECORD_BADGE] ?? 'default'}
                text={t(`userSetting.certification.recordStatus.${status}`, { defaultValue: String(status) })}
              />
            ),
          },
          {
            title: t('userSetting.certification.time'),
            dataIndex: 'time',
            render: (time: string) => formatDate(time, i18n.language),
          },
        ]}
      />
    </AsyncContent>
  );
}
