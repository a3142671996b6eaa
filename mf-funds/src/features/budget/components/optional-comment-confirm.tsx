import { useRef, useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@arco-design/web-react/es/Button';
import Input from '@arco-design/web-react/es/Input';
import Popconfirm from '@arco-design/web-react/es/Popconfirm';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../locale';

const COMMENT_MAX_LENGTH = 500;

export interface OptionalCommentConfirmProps {
  title: ReactNode;
  /** Runs the action with the comment, if one was written; the question stays open until it settles. */
  onConfirm: (comment?: string) => Promise<unknown>;
  type?: ButtonProps['type'];
  children: ReactNode;
}

/**
 * A button that asks before it acts and takes an optional comment (a budget's approval note). Unlike the shared
 * ConfirmAction, whose comment is a required reason, confirming works with the box left empty. A failed action
 * keeps the question open with what was written; the error is the shared client's toast.
 */
export function OptionalCommentConfirm({ title, onConfirm, type, children }: OptionalCommentConfirmProps) {
  const { t } = useTranslation([NS, 'common']);
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  // Read synchronously: Popconfirm asks to close right after calling onOk, before a state update lands.
  const running = useRef(false);

  const run = async () => {
    running.current = true;
    setBusy(true);
    try {
      await onConfirm(comment.trim() || undefined);
      setOpen(false);
    } catch {
      // Stay open: the toast says what went wrong, the comment is kept for a retry.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return (
    <Popconfirm
      title={title}
      popupVisible={open}
      onVisibleChange={(visible) => {
        if (running.current) return;
        if (visible) setComment('');
        setOpen(visible);
      }}
      okText={t('common.confirm', { ns: 'common' })}
      cancelText={t('common.cancel', { ns: 'common' })}
      okButtonProps={{ loading: busy }}
      onOk={() => void run()}
      content={
        <div style={{ width: 280 }}>
          <Input.TextArea
            aria-label={t('budget.detail.commentOptional')}
            placeholder={t('budget.detail.commentOptional')}
            value={comment}
            onChange={setComment}
            maxLength={COMMENT_MAX_LENGTH}
            showWordLimit
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        </div>
      }
    >
      <Button type={type} loading={busy}>
        {children}
      </Button>
    </Popconfirm>
  );
}
