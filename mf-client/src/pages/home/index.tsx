import Card from '@arco-design/web-react/es/Card';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Space from '@arco-design/web-react/es/Space';
import Statistic from '@arco-design/web-react/es/Statistic';
import { useTranslation } from 'react-i18next';
import type { ClientUser } from '@pm/domain/shapes';
import { useAppSelector, selectClientUser } from '@pm/web/store';
import { MoneyStatistic, useNarrowScreen } from '@pm/web/ui';
import { NS } from '../../locale';
import { ClientProjectsCard } from './client-projects-card';
import { Corrections } from './corrections';
import { IdentitySwitch } from './identity-switch';

/** The area by its names (province to county); its code when the area table does not know it. */
const areaOf = (user: ClientUser) =>
  user.areaPath.length > 0 ? user.areaPath.join(' ') : user.areaCode || '-';

/**
 * `/client/home`: the identity in use's basic information as the foundation holds it (ID number and bank account
 * masked), the identities the phone signs in as with a switch, correction requests, and the identity's projects.
 */
export function HomePage() {
  const { t } = useTranslation(NS);
  const narrow = useNarrowScreen();
  const user = useAppSelector(selectClientUser);
  if (!user) return null;
  const shown = (value: string) => value || '-';
  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card title={t('home.basicInfo')}>
        <Descriptions
          column={narrow ? 1 : 2}
          layout={narrow ? 'inline-vertical' : 'horizontal'}
          style={{ wordBreak: 'break-all' }}
          data={[
            { label: t('home.name'), value: user.name },
            { label: t('home.type'), value: t(`home.types.${user.type}`) },
            { label: t('home.mobile'), value: user.mobile },
            { label: t('home.idNumber'), value: <span data-testid="client-id-number">{user.idNumber}</span> },
            { label: t('home.area'), value: <span data-testid="client-area">{areaOf(user)}</span> },
            { label: t('home.email'), value: shown(user.email) },
            {
              label: t('home.address'),
              value: <span data-testid="client-address">{shown(user.address)}</span>,
            },
            { label: t('home.bankName'), value: shown(user.bankName) },
            { label: t('home.bankAccountName'), value: shown(user.bankAccountName) },
            {
              label: t('home.bankAccountNo'),
              value: <span data-testid="client-bank-account">{shown(user.bankAccountNo)}</span>,
            },
          ]}
        />
        <Space size={narrow ? 24 : 48} wrap style={{ marginTop: 16 }}>
          <Statistic title={t('home.projectCount')} value={user.projectCount} />
          <MoneyStatistic title={t('home.totalApproved')} value={user.totalApproved} />
          <MoneyStatistic title={t('home.totalPaid')} value={user.totalPaid} />
        </Space>
      </Card>
      <IdentitySwitch currentId={user.id} />
      <Corrections user={user} />
      <ClientProjectsCard key={user.id} beneficiaryId={user.id} />
    </Space>
  );
}
