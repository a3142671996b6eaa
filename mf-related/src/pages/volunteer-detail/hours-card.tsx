import Descriptions from '@arco-design/web-react/es/Descriptions';
import Statistic from '@arco-design/web-react/es/Statistic';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { VolunteerDetail } from '@pm/domain/shapes';
import { NS } from '../../locale';

/** Verified and pending hours, and the verified hours per project (what a service certificate counts). */
export function HoursCard({ volunteer }: { volunteer: VolunteerDetail }) {
  const { t } = useTranslation(NS);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Typography.Title heading={6}>{t('volunteerDetail.hours')}</Typography.Title>
      <Space size="large" wrap>
        <Statistic
          title={t('volunteerDetail.verifiedHours')}
          value={Number(volunteer.verifiedHours)}
          precision={2}
          suffix="h"
          groupSeparator
        />
        <Statistic
          title={t('volunteerDetail.pendingHours')}
          value={Number(volunteer.pendingHours)}
          precision={2}
          suffix="h"
        />
      </Space>
      {volunteer.hoursByProject.length === 0 ? (
        <Typography.Text type="secondary">{t('volunteerDetail.noHours')}</Typography.Text>
      ) : (
        <Descriptions
          title={t('volunteerDetail.byProject')}
          column={1}
          data={volunteer.hoursByProject.map((row) => ({
            label: `${row.projectCode} ${row.projectName}`,
            value: `${t('volunteerDetail.hoursUnit', { hours: row.verifiedHours })} · ${t('volunteerDetail.records', { count: row.records })}`,
          }))}
        />
      )}
    </Space>
  );
}
