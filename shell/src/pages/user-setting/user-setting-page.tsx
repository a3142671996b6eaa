import Card from '@arco-design/web-react/es/Card';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Tabs from '@arco-design/web-react/es/Tabs';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@pm/web/i18n';
import { useAppSelector, selectUserInfo } from '@pm/web/store';
import { maskMobile } from '@pm/domain/utils';
import { PersonAvatar } from '../user-info/blocks/person-avatar';
import { BasicInfoForm } from './basic-info-form';
import { Certification } from './certification';
import { SecuritySettings } from './security-settings';
import styles from './user-setting.module.css';

function SettingHeader() {
  const { t, i18n } = useTranslation('shell');
  const user = useAppSelector(selectUserInfo);
  if (!user) return null;
  return (
    <Card>
      <div className={styles.header}>
        <PersonAvatar name={user.name || user.username} src={user.avatar} size={80} />
        <Descriptions
          className={styles.headerInfo}
          column={{ xs: 1, md: 2 }}
          colon=":"
          data={[
            { label: t('userSetting.header.name'), value: user.name || user.username },
            {
              label: t('userSetting.header.certification'),
              value:
                user.certification === 1 ? (
                  <Tag color="green">{t('userSetting.certification.certified')}</Tag>
                ) : (
                  <Tag color="gray">{t('userSetting.certification.notCertified')}</Tag>
                ),
            },
            { label: t('userSetting.header.accountId'), value: user.accountId || '-' },
            { label: t('userSetting.header.mobile'), value: user.mobile ? maskMobile(user.mobile) : '-' },
            {
              label: t('userSetting.header.registrationDate'),
              value: user.registrationDate ? formatDate(user.registrationDate, i18n.language) : '-',
            },
          ]}
        />
      </div>
    </Card>
  );
}

/** `/user/setting`: tabs basic info, security settings, enterprise certification (specification §2). */
export default function UserSettingPage() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <SettingHeader />
      <Card>
        <Tabs defaultActiveTab="basic" type="rounded">
          <Tabs.TabPane key="basic" title={t('userSetting.tab.basic')}>
            <BasicInfoForm />
          </Tabs.TabPane>
          <Tabs.TabPane key="security" title={t('userSetting.tab.security')}>
            <SecuritySettings />
          </Tabs.TabPane>
          <Tabs.TabPane key="certification" title={t('userSetting.tab.certification')}>
            <Certification />
          </Tabs.TabPane>
        </Tabs>
      </Card>
    </div>
  );
}
