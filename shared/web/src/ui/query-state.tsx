import type { ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Result from '@arco-design/web-react/es/Result';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text';

export interface QueryStateProps {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
  children?: ReactNode;
}

/** A section's loading skeleton or its error with a retry; its content once the call answered. */
export function QueryState({ isLoading, error, refetch, children }: QueryStateProps) {
  const { t } = useTranslation('common');
  if (error) {
    return (
      <Result
        status="error"
        title={t('table.loadFailed')}
        subTitle={errorText(error)}
        extra={
          <Button type="primary" onClick={() => refetch()}>
            {t('exception.retry')}
          </Button>
        }
      />
    );
  }
  if (isLoading) return <Skeleton animation text={{ rows: 4 }} />;
  return <>{children}</>;
}
