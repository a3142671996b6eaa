import Card from '@arco-design/web-react/es/Card';
import Grid from '@arco-design/web-react/es/Grid';
import Tabs from '@arco-design/web-react/es/Tabs';
import { useTranslation } from 'react-i18next';
import { useAppSelector, selectUserInfo } from '@pm/web/store';
import { LatestActivity } from './blocks/latest-activity';
import { MyProjects } from './blocks/my-projects';
import { MyTeams } from './blocks/my-teams';
import { ProjectAndTeam } from './blocks/project-and-team';
import { UserInfoHeader } from './user-info-header';
import styles from './user-info.module.css';

const { Row, Col } = Grid;

function Overview() {
  const { t } = useTranslation('shell');
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={16}>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('userInfo.myProjects')}</h3>
          <MyProjects limit={3} />
        </section>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('userInfo.latestActivity')}</h3>
          <LatestActivity />
        </section>
      </Col>
      <Col xs={24} lg={8}>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('userInfo.projectAndTeam')}</h3>
          <ProjectAndTeam />
        </section>
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>{t('userInfo.myTeams')}</h3>
          <MyTeams />
        </section>
      </Col>
    </Row>
  );
}

/** `/user/info`: the signed-in staff user, with tabs overview, project and my team (specification §1, §2). */
export default function UserInfoPage() {
  const { t } = useTranslation('shell');
  const user = useAppSelector(selectUserInfo);
  // The guard loads the user before any staff page renders; nothing to show before that.
  if (!user) return null;
  return (
    <div className={styles.page}>
      <UserInfoHeader user={user} />
      <Card>
        <Tabs defaultActiveTab="overview" type="rounded">
          <Tabs.TabPane key="overview" title={t('userInfo.tab.overview')}>
            <Overview />
          </Tabs.TabPane>
          <Tabs.TabPane key="project" title={t('userInfo.tab.project')}>
            <MyProjects />
          </Tabs.TabPane>
          <Tabs.TabPane key="team" title={t('userInfo.tab.team')}>
            <MyTeams />
          </Tabs.TabPane>
        </Tabs>
      </Card>
    </div>
  );
}
