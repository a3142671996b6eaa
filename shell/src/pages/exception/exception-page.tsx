import Button from '@arco-design/web-react/es/Button';
import Result from '@arco-design/web-react/es/Result';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import { DEFAULT_CLIENT_ROUTE, DEFAULT_STAFF_ROUTE } from '@pm/domain/routes';
import { useServices } from '../../services';
import styles from './exception.module.css';

type ExceptionStatus = '403' | '404' | '500';

/** The exception pages (specification §2), laid out as Arco Design Pro's: 404 offers retry and back, 403/500 back. */
export function ExceptionPage({ status }: { status: ExceptionStatus }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { clientHost } = useServices();
  // Opened directly (a typed or shared link) there is no page to go back to: go to the default page instead.
  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(clientHost ? DEFAULT_CLIENT_ROUTE : DEFAULT_STAFF_ROUTE, { replace: true });
  };
  const backButton = (
    <Button key="back" type="primary" onClick={back}>
      {t('exception.back')}
    </Button>
  );
  const retryButton = (
    <Button key="retry" className={styles.retry} onClick={() => window.location.reload()}>
      {t('exception.retry')}
    </Button>
  );
  return (
    <div className={styles.wrapper} data-testid={`exception-${status}`}>
      <Result
        className={styles.result}
        status={status}
        subTitle={t(`exception.${status}.description`)}
        extra={status === '404' ? [retryButton, backButton] : backButton}
      />
    </div>
  );
}

export function NotFoundPage() {
  return <ExceptionPage status="404" />;
}

export function ForbiddenPage() {
  return <ExceptionPage status="403" />;
}

export function ServerErrorPage() {
  return <ExceptionPage status="500" />;
}
