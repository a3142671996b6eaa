import { useRef, useState, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@arco-design/web-react/es/Button';
import Input from '@arco-design/web-react/es/Input';
import Popconfirm from '@arco-design/web-react/es/Popconfirm';
import { useTranslation } from 'react-i18next';
import { DisabledReason } from './disabled-reason';

const COMMENT_MAX_LENGTH = 500;

export interface ConfirmActionProps {
  /** The question in the confirmation ("Suspend this project?"). */
  title: ReactNode;
  okText?: ReactNode;
  /** Ask for a comment (a reason) and send it; confirming stays disabled until one is written. */
  needComment?: boolean;
  /** Offer a comment box that may stay empty (an approval note): the comment is sent only when written. */
  optionalComment?: boolean;
  /** What the comment box asks for (its accessible name and placeholder) when 意见 / Comment is not the word. */
  commentLabel?: string;
  /** Runs the action; the confirmation stays open with its loading state until it settles, and on failure. */
  onConfirm: (comment?: string) => Promise<unknown>;
  children: ReactNode;
  status?: ButtonProps['status'];
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  /** Why it cannot be used now (maker–checker…): the button is disabled and says so (`DisabledReason`). */
  disabledReason?: string;
}

/**
 * A button that asks before it acts. A failed action keeps the question open with what was written, so the user
 * can retry; the error itself is shown by the shared `http` (its toast).
 */
export function ConfirmAction(props: ConfirmActionProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  const [comment, setComment] = useState('');
  const [busy, setBusy] = useState(false);
  // Read synchronously: Popconfirm asks to close right after calling onOk, before a state update lands.
  const running = useRef(false);
  const blank = props.needComment === true && comment.trim() === '';

  const run = async () => {
    running.current = true;
    setBusy(true);
    try {
      const written = comment.trim();
      await props.onConfirm(
        props.needComment ? written : props.optionalComment ? written || undefined : undefined,
      );
      setOpen(false);
    } catch {
      // Stay open: the toast says what went wrong, the comment is kept for a retry.
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  const button = (
    <Button
      status={props.status}
      type={props.type}
      size={props.size}
      disabled={props.disabled}
      loading={busy}
    >
      {props.children}
    </Button>
  );
  if (props.disabledReason !== undefined) {
    return <DisabledReason reason={props.disabledReason}>{button}</DisabledReason>;
  }
  return (
    <Popconfirm
      title={props.title}
      popupVisible={open}
      onVisibleChange={(visible) => {
        if (running.current) return;
        // A fresh question starts blank; a repeated "visible" while it is open (focus moving inside) keeps the text.
        if (visible && !open) setComment('');
        setOpen(visible);
      }}
      disabled={props.disabled}
      okText={props.okText ?? t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ loading: busy, disabled: blank }}
      onOk={() => void run()}
      content={
        props.needComment || props.optionalComment ? (
          <div style={{ width: 280 }}>
            <Input.TextArea
              aria-label={
                props.commentLabel ?? (props.needComment ? t('form.comment') : t('form.commentOptional'))
              }
              placeholder={
                props.commentLabel ??
                (props.needComment ? t('form.commentRequired') : t('form.commentOptional'))
              }
              value={comment}
              onChange={setComment}
              maxLength={COMMENT_MAX_LENGTH}
              showWordLimit
              autoSize={{ minRows: 3, maxRows: 6 }}
            />
          </div>
        ) : undefined
      }
    >
      {button}
    </Popconfirm>
  );
}
