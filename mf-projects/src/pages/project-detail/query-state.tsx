import type { ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Result from '@arco-design/web-react/es/Result';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import { useTranslation } from 'react-i18next';
import { errorText } from '@pm/shared/api';
import { NS } from '../../locale';

export interface QueryStateProps {
  isLoading: boolean;
  error?: unknown;
  refetch: () => unknown;
  children?: ReactNode;
}

/** A section's loading skeleton or its error with a retry; its content once the call answered. */
export function QueryState({ isLoading, error, refetch, children }: QueryStateProps) {
  const { t } = useTranslation([NS, 'common']);
  if (error) {
    return (
      <Result
        status="error"
        title={t('detail.loadFailed')}
        subTitle={errorText(error)}
        extra={
          <Button type="primary" onClick={() => refetch()}>
            {t('exception.retry', { ns: 'common' })}
          </Button>
        }
      />
    );
  }
  if (isLoading) return <Skeleton animation text={{ rows: 4 }} />;
  return <>{children}</>;
}
