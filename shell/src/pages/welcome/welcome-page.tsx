import Button from '@arco-design/web-react/es/Button';
import Result from '@arco-design/web-react/es/Result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import styles from '../exception/exception.module.css';

/** `/welcome`: open without sign-in; entering goes through the guards (to login, or to the default page). */
export default function WelcomePage() {
  const { t } = useTranslation(['shell', 'common']);
  const navigate = useNavigate();
  return (
    <main className={styles.welcome}>
      <div className={styles.welcomeCard}>
        <Result
          status="success"
          title={t('welcome.title')}
          subTitle={t('subtitle')}
          extra={
            <Button type="primary" onClick={() => navigate('/')}>
              {t('welcome.enter')}
            </Button>
          }
        />
      </div>
    </main>
  );
}
