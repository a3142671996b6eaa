import Card from '@arco-design/web-react/es/Card';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import Empty from '@arco-design/web-react/es/Empty';
import Link from '@arco-design/web-react/es/Link';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import type { MenuItem } from '@pm/shared/contracts';
import { useAppSelector, selectServerMenu, selectUserInfo } from '@pm/shared/store';
import { useServices } from '../../services';

function shortcuts(menu: MenuItem[]): MenuItem[] {
  return menu.flatMap((item) =>
    item.meta.hideInMenu ? [] : item.children?.length ? shortcuts(item.children) : [item],
  );
}

/**
 * The staff landing page. The skeleton shows who is signed in and what they may open, from the server's user
 * and menu; the dashboard aggregates (projects, teams, activity, visits) come with issue "shell complete".
 */
export default function WorkplacePage() {
  const { t } = useTranslation(['shell', 'common']);
  const { history } = useServices();
  const user = useAppSelector(selectUserInfo);
  const links = shortcuts(useAppSelector(selectServerMenu)).filter((item) => item.name !== 'homeWorkplace');

  return (
    <Space direction="vertical" size="medium" style={{ width: '100%' }}>
      <Card title={t('workplace.greeting', { name: user?.name ?? '' })}>
        <Descriptions
          column={2}
          data={[
            { label: t('workplace.role'), value: user?.role.join(', ') },
            { label: t('workplace.department'), value: user?.organizationName },
          ]}
        />
      </Card>
      <Card title={t('workplace.shortcuts')}>
        {links.length === 0 ? (
          <Empty description={t('workplace.empty')} />
        ) : (
          <Space wrap size="large">
            {links.map((item) => (
              <Link key={item.name} onClick={() => history.push(item.path)}>
                {t(item.meta.locale, { ns: 'common' })}
              </Link>
            ))}
          </Space>
        )}
      </Card>
    </Space>
  );
}
