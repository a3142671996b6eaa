import Result from '@arco-design/web-react/es/Result';
import Button from '@arco-design/web-react/es/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import styles from './exception.module.css';

type ExceptionStatus = '403' | '404' | '500';

const messageKey: Record<ExceptionStatus, string> = {
  '403': 'exception.403.description',
  '404': 'exception.404.description',
  '500': 'exception.500.description',
};

/** The exception pages (specification §2): 404 offers retry and back, 403 and 500 offer back. */
export function ExceptionPage({ status }: { status: ExceptionStatus }) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const back = (
    <Button key="back" type="primary" onClick={() => navigate(-1)}>
      {t('exception.back')}
    </Button>
  );
  const retry = (
    <Button key="retry" onClick={() => window.location.reload()} style={{ marginRight: 8 }}>
      {t('exception.retry')}
    </Button>
  );
  return (
    <div className={styles.page}>
      <Result
        status={status}
        subTitle={t(messageKey[status])}
        extra={status === '404' ? [retry, back] : back}
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
