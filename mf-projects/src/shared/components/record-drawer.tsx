import type { ReactNode } from 'react';
import Drawer from '@arco-design/web-react/es/Drawer';
import Spin from '@arco-design/web-react/es/Spin';
import { QueryState, useCloseGuard } from '@pm/web/ui';

/** The RTK Query result of the record shown, as far as the drawer needs it. */
export interface RecordQuery<T> {
  /** The record of the current id only: opening another one does not show the previous one meanwhile. */
  currentData?: T;
  error?: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface RecordDrawerProps<T> {
  /** The record shown; the drawer is closed while undefined. */
  id: number | undefined;
  query: RecordQuery<T>;
  /** The title, also while the record is loading (then undefined). */
  title: (record: T | undefined) => ReactNode;
  /** The record's buttons. */
  footer?: (record: T) => ReactNode;
  width: number;
  onClose: () => void;
  children: (record: T) => ReactNode;
}

/**
 * One record in a side drawer: its content once loaded (a spinner while it is read again), or why it failed.
 * Closing while a file is still going up to it asks first (`useCloseGuard`).
 */
export function RecordDrawer<T>({
  id,
  query,
  title,
  footer,
  width,
  onClose,
  children,
}: RecordDrawerProps<T>) {
  const record = query.currentData;
  const { requestClose, guard, modalHolder } = useCloseGuard(onClose);
  return (
    <Drawer
      width={width}
      visible={id !== undefined}
      title={title(record)}
      onCancel={requestClose}
      escToExit
      footer={record && footer ? footer(record) : null}
    >
      {modalHolder}
      <QueryState isLoading={false} error={query.error} refetch={query.refetch}>
        <Spin loading={query.isFetching} style={{ display: 'block', minHeight: 120 }}>
          {guard(record && children(record))}
        </Spin>
      </QueryState>
    </Drawer>
  );
}
