import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Result from '@arco-design/web-react/es/Result';
import Skeleton from '@arco-design/web-react/es/Skeleton';
import { isNotFound } from '../api/api-error';
import { QueryState } from './query-state';

export interface DetailFallbackProps {
  /** The URL names no record. */
  noId: boolean;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
  /** What "not found" says, and the way back to the list. */
  notFound: { title: string; back: string; onBack: () => void };
  /** The skeleton's height in text rows. */
  rows?: number;
}

/**
 * A detail page while its record is not at hand: not found (no id, or the server's 404) with the way back to the
 * list, the load error with a retry, or the skeleton while it loads.
 */
export function DetailFallback({
  noId,
  error,
  isFetching,
  refetch,
  notFound,
  rows = 6,
}: DetailFallbackProps) {
  if (noId || isNotFound(error)) {
    return (
      <Card>
        <Result
          status="404"
          title={notFound.title}
          extra={
            <Button type="primary" onClick={notFound.onBack}>
              {notFound.back}
            </Button>
          }
        />
      </Card>
    );
  }
  return (
    <Card>
      <QueryState isLoading={isFetching} error={error} refetch={refetch}>
        <Skeleton animation text={{ rows }} />
      </QueryState>
    </Card>
  );
}
