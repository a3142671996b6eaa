import Card from '@arco-design/web-react/es/Card';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import { useTranslation } from 'react-i18next';
import { useAppSelector, selectUserInfo } from '@pm/shared/store';

/** `/user/info`: the signed-in staff user as the server knows them. */
export default function UserInfoPage() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUserInfo);
  if (!user) return null;
  return (
    <Card title={t('userInfo.title')}>
      <Descriptions
        column={1}
        labelStyle={{ width: 140 }}
        data={[
          { label: t('userInfo.username'), value: user.username },
          { label: t('userInfo.name'), value: user.name },
          { label: t('userInfo.email'), value: user.email || '-' },
          { label: t('userInfo.mobile'), value: user.mobile || '-' },
          { label: t('userInfo.department'), value: user.organizationName || '-' },
          { label: t('userInfo.roles'), value: user.role.join(', ') },
          { label: t('userInfo.registrationDate'), value: user.registrationDate },
        ]}
      />
    </Card>
  );
}
