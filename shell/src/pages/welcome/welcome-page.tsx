import Result from '@arco-design/web-react/es/Result';
import Button from '@arco-design/web-react/es/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../exception/exception.module.css';

/** `/welcome`: open without sign-in. */
export default function WelcomePage() {
  const { t } = useTranslation('shell');
  return (
    <div className={styles.page} style={{ minHeight: '100vh' }}>
      <Result
        status="success"
        title={t('welcome.title')}
        extra={
          <Link to="/">
            <Button type="primary">{t('welcome.enter')}</Button>
          </Link>
        }
      />
    </div>
  );
}
