import Card from '@arco-design/web-react/es/Card';
import Grid from '@arco-design/web-react/es/Grid';
import { useTranslation } from 'react-i18next';
import { LatestActivity } from '../user-info/blocks/latest-activity';
import { MyProjects } from '../user-info/blocks/my-projects';
import { MyTeams } from '../user-info/blocks/my-teams';
import { Visits } from '../user-info/blocks/visits';
import { FundsCard, ProvinceCard, StatusCard } from './chart-cards';
import { OverviewCard } from './overview-card';
import { ShortcutsCard } from './shortcuts-card';
import styles from './workplace.module.css';

const { Row, Col } = Grid;
const GUTTER: [number, number] = [16, 16];

/** `/home/workplace`: the foundation's figures and charts, then the user's own projects, teams and activity. */
export default function WorkplacePage() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page}>
      <OverviewCard />
      <Row gutter={GUTTER}>
        <Col xs={24} lg={16}>
          <FundsCard />
        </Col>
        <Col xs={24} lg={8}>
          <StatusCard />
        </Col>
      </Row>
      <Row gutter={GUTTER}>
        <Col xs={24} lg={16}>
          <ProvinceCard />
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('workplace.visits')}>
            <Visits />
          </Card>
        </Col>
      </Row>
      <Row gutter={GUTTER}>
        <Col xs={24} lg={16}>
          <Card title={t('workplace.myProjects')}>
            <MyProjects limit={6} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card title={t('workplace.myTeams')}>
            <MyTeams />
          </Card>
        </Col>
      </Row>
      <Row gutter={GUTTER}>
        <Col xs={24} lg={16}>
          <Card title={t('workplace.latestActivity')}>
            <LatestActivity limit={7} />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <ShortcutsCard />
        </Col>
      </Row>
    </div>
  );
}
