import Card from '@arco-design/web-react/es/Card';
import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import IconHome from '@arco-design/web-react/icon/react-icon/IconHome';
import IconLocation from '@arco-design/web-react/icon/react-icon/IconLocation';
import IconUser from '@arco-design/web-react/icon/react-icon/IconUser';
import { useTranslation } from 'react-i18next';
import type { UserState } from '@pm/domain/contracts';
import { PersonAvatar } from './blocks/person-avatar';
import styles from './user-info.module.css';

/** The profile header: picture, name, roles, and job, department and place when known. */
export function UserInfoHeader({ user }: { user: UserState }) {
  const { t } = useTranslation('shell');
  const details = [
    { key: 'job', icon: <IconUser />, label: t('userInfo.job'), value: user.jobName || user.job },
    { key: 'department', icon: <IconHome />, label: t('userInfo.department'), value: user.organizationName },
    { key: 'location', icon: <IconLocation />, label: t('userInfo.location'), value: user.locationName },
  ].filter((detail) => detail.value);
  return (
    <Card className={styles.header}>
      <Space direction="vertical" align="center" size={8}>
        <PersonAvatar name={user.name || user.username} src={user.avatar} size={64} />
        <h2 className={styles.userName}>{user.name || user.username}</h2>
        <Space wrap size={4}>
          {user.role.map((role) => (
            <Tag key={role} color="arcoblue">
              {role}
            </Tag>
          ))}
        </Space>
        <Space wrap size={18} className={styles.muted}>
          {details.map(({ key, icon, label, value }) => (
            <span key={key} title={label}>
              {icon} <span className={styles.srOnlyLabel}>{label}: </span>
              {value}
            </span>
          ))}
        </Space>
      </Space>
    </Card>
  );
}
