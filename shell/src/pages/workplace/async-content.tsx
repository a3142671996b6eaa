import type { ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Empty from '@arco-design/web-react/es/Empty';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import IconExclamationCircle from '@arco-design/web-react/icon/react-icon/IconExclamationCircle';
import { useTranslation } from 'react-i18next';
import { errorText } from '@pm/web/api';
import styles from './workplace.module.css';

interface AsyncContentProps {
  loading: boolean;
  /** What the call failed with (an RTK Query error or an ApiError). */
  error?: unknown;
  empty?: boolean;
  onRetry?: () => void;
  /** Skeleton lines while loading. */
  rows?: number;
  emptyText?: string;
  children: ReactNode;
}

/** The loading, error and empty states of one card's data, then the content. */
export function AsyncContent({
  loading,
  error,
  empty,
  onRetry,
  rows = 4,
  emptyText,
  children,
}: AsyncContentProps) {
  const { t } = useTranslation(['common', 'shell']);
  if (loading) return <Skeleton animation text={{ rows }} />;
  if (error) {
    return (
      <div className={styles.state} role="alert">
        <Empty
          icon={<IconExclamationCircle className={styles.errorIcon} />}
          description={
            <>
              <div>{t('table.loadFailed')}</div>
              <div className={styles.errorDetail}>{errorText(error)}</div>
            </>
          }
        />
        {onRetry && (
          <Button size="small" onClick={onRetry}>
            {t('exception.retry')}
          </Button>
        )}
      </div>
    );
  }
  if (empty) return <Empty className={styles.state} description={emptyText ?? t('common.empty')} />;
  return <>{children}</>;
}
