import Avatar from '@arco-design/web-react/es/Avatar';
import Button from '@arco-design/web-react/es/Button';
import Empty from '@arco-design/web-react/es/Empty';
import Result from '@arco-design/web-react/es/Result';
import Spin from '@arco-design/web-react/es/Spin';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import { formatDateTime } from '@pm/web/i18n';
import type { MessageItem, MessageType } from '@pm/domain/shapes';
import { useGetMessagesQuery, useReadMessagesMutation } from './api';
import { messageLink, withoutLink } from './message-link';
import styles from './message-box.module.css';

/** Notices and todos carry a state (0 not started, 1 pending, 2 done, 3 overdue). */
const stateColor: Record<number, string> = { 0: 'gray', 1: 'orange', 2: 'green', 3: 'red' };

function MessageRow({
  item,
  onOpen,
}: {
  item: MessageItem;
  onOpen: (item: MessageItem, link: string | null) => void;
}) {
  const { t, i18n } = useTranslation('common');
  const unread = item.status === 0;
  const link = messageLink(item);
  const classes = [styles.item, unread ? '' : styles.read, link ? styles.linked : ''].filter(Boolean);
  return (
    <li>
      <button
        type="button"
        className={classes.join(' ')}
        onClick={() => onOpen(item, link)}
        data-testid="message-item"
        data-status={item.status}
        aria-label={`${item.title} ${t(unread ? 'messageBox.unread' : 'messageBox.read')}${link ? ` · ${t('messageBox.open')}` : ''}`}
      >
        <Avatar size={36} className={styles.avatar}>
          {item.avatar ? <img alt="" src={item.avatar} /> : item.title.slice(0, 1)}
        </Avatar>
        <span className={styles.body}>
          <span className={styles.title}>
            <span className={styles.titleText}>{item.title}</span>
            {item.subTitle && <span className={styles.subTitle}>{withoutLink(item.subTitle, link)}</span>}
            {item.messageType !== null && item.type !== 'message' && (
              <Tag size="small" color={stateColor[item.messageType]}>
                {t(`messageBox.messageType.${item.messageType}`)}
              </Tag>
            )}
            {unread && <span className={styles.unreadDot} aria-hidden />}
          </span>
          <span className={styles.content}>{withoutLink(item.content, link)}</span>
          <span className={styles.time}>{formatDateTime(item.time, i18n.language)}</span>
        </span>
      </button>
    </li>
  );
}

interface MessageListProps {
  type: MessageType;
  /** Show only the first few (the popover); the drawer shows them all. */
  limit?: number;
  /** A message that leads to a page was opened: the box closes. */
  onNavigate?: () => void;
}

/**
 * One tab of the message box: loading, error with retry, empty, or the list; clicking an unread item reads it, and an
 * item that leads to a page (an approval waiting in the inbox) opens it.
 */
export function MessageList({ type, limit, onNavigate }: MessageListProps) {
  const { t } = useTranslation('common');
  const navigate = useNavigate();
  const { data, isLoading, isError, refetch } = useGetMessagesQuery(type);
  const [readMessages] = useReadMessagesMutation();

  if (isLoading) {
    return (
      <div className={styles.state}>
        <Spin />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <Result
        className={styles.state}
        status="error"
        subTitle={t('messageBox.loadFailed')}
        extra={
          <Button size="small" onClick={() => void refetch()}>
            {t('exception.retry')}
          </Button>
        }
      />
    );
  }
  if (data.length === 0) return <Empty className={styles.state} description={t('messageBox.empty')} />;

  const onOpen = (item: MessageItem, link: string | null) => {
    if (item.status === 0) void readMessages({ ids: [item.id] });
    if (!link) return;
    navigate(link);
    onNavigate?.();
  };
  const shown = limit === undefined ? data : data.slice(0, limit);
  return (
    <ul className={styles.list} data-testid={`message-list-${type}`}>
      {shown.map((item) => (
        <MessageRow key={item.id} item={item} onOpen={onOpen} />
      ))}
    </ul>
  );
}
