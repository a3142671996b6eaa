import { useState, type ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import List from '@arco-design/web-react/es/List';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSelector, selectUserInfo } from '@pm/web/store';
import { maskMobile } from '@pm/domain/utils';
import { ChangePasswordForm } from './change-password-form';
import { maskEmail } from './setting-rules';
import styles from './user-setting.module.css';

function SecurityItem({
  title,
  value,
  action,
  children,
}: {
  title: string;
  value: ReactNode;
  action?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <List.Item className={styles.securityItem} actions={action ? [action] : []}>
      <div className={styles.securityRow}>
        <span className={styles.securityTitle}>{title}</span>
        <Typography.Text type="secondary">{value}</Typography.Text>
      </div>
      {children}
    </List.Item>
  );
}

/** Password change, and the mobile and email the account is reached at (masked). */
export function SecuritySettings() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUserInfo);
  const [changing, setChanging] = useState(false);
  return (
    <List bordered={false}>
      <SecurityItem
        title={t('userSetting.security.password')}
        value={t('userSetting.security.passwordDescription')}
        action={
          !changing && (
            <Button type="text" onClick={() => setChanging(true)}>
              {t('userSetting.security.changePassword')}
            </Button>
          )
        }
      >
        {changing && <ChangePasswordForm onDone={() => setChanging(false)} />}
      </SecurityItem>
      <SecurityItem
        title={t('userSetting.security.mobile')}
        value={user?.mobile ? maskMobile(user.mobile) : t('userSetting.security.notSet')}
      />
      <SecurityItem
        title={t('userSetting.security.email')}
        value={user?.email ? maskEmail(user.email) : t('userSetting.security.notSet')}
      />
    </List>
  );
}
