import Card from '@arco-design/web-react/es/Card';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Space from '@arco-design/web-react/es/Space';
import Statistic from '@arco-design/web-react/es/Statistic';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@pm/domain/money';
import { useAppSelector, selectClientUser } from '@pm/web/store';
import { NS } from '../../locale';
import { ClientProjectsCard } from './client-projects-card';

/** `/client/home`: the beneficiary's basic information and their projects. */
export function HomePage() {
  const { t } = useTranslation(NS);
  const user = useAppSelector(selectClientUser);
  if (!user) return null;
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card title={t('home.basicInfo')}>
        <Descriptions
          column={2}
          data={[
            { label: t('home.name'), value: user.name },
            { label: t('home.type'), value: t(`home.types.${user.type}`) },
            { label: t('home.mobile'), value: user.mobile },
            { label: t('home.idNumber'), value: user.idNumber },
            { label: t('home.area'), value: user.areaCode || '-' },
            { label: t('home.email'), value: user.email || '-' },
            { label: t('home.address'), value: user.address || '-' },
          ]}
        />
        <Space size={48} style={{ marginTop: 16 }}>
          <Statistic title={t('home.projectCount')} value={user.projectCount} />
          <Statistic title={t('home.totalApproved')} value={formatMoney(user.totalApproved)} />
          <Statistic title={t('home.totalPaid')} value={formatMoney(user.totalPaid)} />
        </Space>
      </Card>
      <ClientProjectsCard beneficiaryId={user.id} />
    </Space>
  );
}
