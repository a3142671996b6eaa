import { useEffect, useRef, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Divider from '@arco-design/web-react/es/Divider';
import Drawer from '@arco-design/web-react/es/Drawer';
import Result from '@arco-design/web-react/es/Result';
import Space from '@arco-design/web-react/es/Space';
import Spin from '@arco-design/web-react/es/Spin';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import { errorText } from '@pm/web/api';
import type { AppropriationDetail } from '@pm/domain/shapes';
import { StatusTag } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetAppropriationQuery } from '../api/get-appropriation';
import { AppropriationActions } from './appropriation-actions';
import { AppropriationEditDrawer } from './appropriation-edit-drawer';
import { AppropriationHistory } from './appropriation-history';
import { AppropriationView } from './appropriation-view';

export interface AppropriationDrawerProps {
  /** The appropriation shown; the drawer is closed while undefined. */
  id: number | undefined;
  onClose: () => void;
}

/** One appropriation in a side drawer (Esc closes it): its fields, its history, and what can be done with it. */
export function AppropriationDrawer({ id, onClose }: AppropriationDrawerProps) {
  const { t } = useTranslation([NS, 'common']);
  const query = useGetAppropriationQuery(id ?? skipToken);
  // Only the current id's record: opening another does not show the previous one meanwhile.
  const record = query.currentData;
  const [editing, setEditing] = useState<AppropriationDetail | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  const open = id !== undefined;
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) openedFrom.current = document.activeElement;
  }, [open]);

  return (
    <>
      <Drawer
        width={760}
        visible={open}
        title={
          record ? (
            <Space>
              {t('appropriation.detail.title', { code: record.code })}
              <StatusTag status={record.status} entity="appropriation" />
            </Space>
          ) : (
            t('appropriation.detail.loading')
          )
        }
        onCancel={onClose}
        escToExit
        // No focus trap: the edit drawer and the payment dialog open beside it, and two traps pull focus from each
        // other (typing went into the wrong box). Focus is moved in and back by hand below.
        focusLock={false}
        autoFocus={false}
        // Focus moves into the drawer when it opens (so Esc reaches it, also when opened by URL) and back to where
        // it was, the row's link, when it closes.
        afterOpen={() => {
          // Move focus into the drawer unless the user already has (a reason box, the edit form): the animation
          // can end while they type, and stealing focus then would drop what they type.
          const active = document.activeElement;
          if (!active || active === document.body || active === openedFrom.current)
            contentRef.current?.focus();
        }}
        afterClose={() => openedFrom.current?.focus()}
        footer={record ? <AppropriationActions record={record} onEdit={() => setEditing(record)} /> : null}
      >
        <div ref={contentRef} tabIndex={-1} style={{ outline: 'none' }}>
          {query.error && !record ? (
            <Result
              status="error"
              title={t('appropriation.detail.loadFailed')}
              subTitle={errorText(query.error)}
              extra={
                <Button type="primary" onClick={() => void query.refetch()}>
                  {t('exception.retry', { ns: 'common' })}
                </Button>
              }
            />
          ) : (
            <Spin loading={query.isFetching} style={{ display: 'block', minHeight: 120 }}>
              {record && (
                <>
                  <AppropriationView record={record} />
                  <Divider />
                  <Typography.Title heading={6}>{t('appropriation.detail.history')}</Typography.Title>
                  <AppropriationHistory history={record.history} />
                </>
              )}
            </Spin>
          )}
        </div>
      </Drawer>
      <AppropriationEditDrawer record={editing} onClose={() => setEditing(null)} />
    </>
  );
}
