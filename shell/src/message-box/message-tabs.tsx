import Button from '@arco-design/web-react/es/Button';
import Tabs from '@arco-design/web-react/es/Tabs';
import { useTranslation } from 'react-i18next';
import type { MessageType, UnreadCounts } from '@pm/domain/shapes';
import { MESSAGE_TYPES, useReadMessagesMutation } from './api';
import { MessageList } from './message-list';
import styles from './message-box.module.css';

interface MessageTabsProps {
  active: MessageType;
  onChange: (type: MessageType) => void;
  counts: UnreadCounts | undefined;
  /** How many items each tab lists; all of them when undefined. */
  limit?: number;
  /** The 'view more' action; omitted where everything is already shown. */
  onViewMore?: () => void;
  /** A message that leads to a page was opened. */
  onNavigate?: () => void;
}

/** Message, notice and todo with their unread counts, the open tab's list, 'all read' and 'view more'. */
export function MessageTabs({ active, onChange, counts, limit, onViewMore, onNavigate }: MessageTabsProps) {
  const { t } = useTranslation('common');
  const [readMessages, { isLoading: reading }] = useReadMessagesMutation();
  const unread = counts?.[active] ?? 0;
  return (
    <div className={styles.tabs}>
      <Tabs type="rounded" activeTab={active} onChange={(key) => onChange(key as MessageType)} destroyOnHide>
        {MESSAGE_TYPES.map((type) => {
          const count = counts?.[type] ?? 0;
          return (
            <Tabs.TabPane
              key={type}
              title={
                <span data-testid={`message-tab-${type}`}>
                  {t(`messageBox.tab.${type}`)}
                  {count > 0 ? ` (${count})` : ''}
                </span>
              }
            >
              <MessageList type={type} limit={limit} onNavigate={onNavigate} />
            </Tabs.TabPane>
          );
        })}
      </Tabs>
      <div className={styles.footer}>
        <Button
          type="text"
          size="small"
          disabled={unread === 0}
          loading={reading}
          onClick={() => void readMessages({ type: active })}
        >
          {t('messageBox.allRead')}
        </Button>
        {onViewMore && (
          <Button type="text" size="small" onClick={onViewMore}>
            {t('messageBox.viewMore')}
          </Button>
        )}
      </div>
    </div>
  );
}
