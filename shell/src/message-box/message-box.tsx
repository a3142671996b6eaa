import { useState } from 'react';
import Badge from '@arco-design/web-react/es/Badge';
import Drawer from '@arco-design/web-react/es/Drawer';
import Trigger from '@arco-design/web-react/es/Trigger';
import IconNotification from '@arco-design/web-react/icon/react-icon/IconNotification';
import { useTranslation } from 'react-i18next';
import type { MessageType } from '@pm/domain/shapes';
import { IconButton } from '../layout/navbar/icon-button';
import { PopupSlot, popupSlotAfter } from '../layout/popup-slot';
import { UNREAD_POLL_MS, useGetUnreadCountsQuery } from './api';
import { MessageTabs } from './message-tabs';
import styles from './message-box.module.css';

/** The popover shows the latest few of a tab; 'view more' opens the drawer with all of them. */
const POPOVER_LIMIT = 5;

/** The navbar bell: unread badge, a popover with the three tabs, and a drawer with every message. */
export function MessageBox() {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [active, setActive] = useState<MessageType>('message');
  const { data: counts } = useGetUnreadCountsQuery(undefined, { pollingInterval: UNREAD_POLL_MS });
  const total = counts ? counts.message + counts.notice + counts.todo : 0;
  const closeAll = () => {
    setOpen(false);
    setDrawerOpen(false);
  };

  return (
    <>
      <Trigger
        trigger="click"
        position="br"
        popupVisible={open}
        onVisibleChange={setOpen}
        getPopupContainer={popupSlotAfter}
        popupAlign={{ bottom: 8 }}
        escToClose
        unmountOnExit
        popup={() => (
          <div className={styles.popover} role="dialog" aria-label={t('navbar.messages')}>
            <MessageTabs
              active={active}
              onChange={setActive}
              counts={counts}
              limit={POPOVER_LIMIT}
              onNavigate={closeAll}
              onViewMore={() => {
                setOpen(false);
                setDrawerOpen(true);
              }}
            />
          </div>
        )}
      >
        <Badge count={total} maxCount={99} data-testid="message-badge">
          <IconButton
            icon={<IconNotification />}
            label={
              total
                ? `${t('navbar.messages')} (${t('messageBox.unreadCount', { count: total })})`
                : t('navbar.messages')
            }
            data-testid="message-box-open"
          />
        </Badge>
      </Trigger>
      <PopupSlot />
      <Drawer
        width={480}
        title={t('messageBox.all')}
        visible={drawerOpen}
        footer={null}
        onCancel={() => setDrawerOpen(false)}
        unmountOnExit
      >
        <MessageTabs active={active} onChange={setActive} counts={counts} onNavigate={closeAll} />
      </Drawer>
    </>
  );
}
