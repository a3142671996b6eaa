import { useEffect, useState } from 'react';
import Input from '@arco-design/web-react/es/Input';
import Modal from '@arco-design/web-react/es/Modal';
import { useTranslation } from 'react-i18next';
import type { AppropriationListItem, BatchResult } from '@pm/domain/shapes';
import { formatMoney, sumMoney } from '@pm/domain/money';
import { useBatchVerifyMutation } from '../../features/appropriation/api/batch-appropriations';
import { NS } from '../../locale';

export interface BatchVerifyModalProps {
  rows: AppropriationListItem[];
  visible: boolean;
  onClose: () => void;
  onDone: (result: BatchResult) => void;
}

/** Asks before verifying the selection (how many, how much), with an optional comment for the log. */
export function BatchVerifyModal({ rows, visible, onClose, onDone }: BatchVerifyModalProps) {
  const { t } = useTranslation([NS, 'common']);
  const [comment, setComment] = useState('');
  const [verify, { isLoading }] = useBatchVerifyMutation();

  useEffect(() => {
    if (visible) setComment('');
  }, [visible]);

  const run = async () => {
    const items = rows.map(({ id, version }) => ({ id, version }));
    const text = comment.trim();
    try {
      onDone(await verify(text ? { items, comment: text } : { items }).unwrap());
    } catch {
      // The batch as a whole was refused (no permission, the server down): the shared http toasted why.
    }
  };

  return (
    <Modal
      title={t('appropriation.batch.verifyTitle')}
      visible={visible}
      onOk={() => void run()}
      onCancel={() => !isLoading && onClose()}
      okText={t('action.verify', { ns: 'common' })}
      cancelText={t('common.cancel', { ns: 'common' })}
      confirmLoading={isLoading}
    >
      <p>
        {t('appropriation.batch.verifyConfirm', {
          count: rows.length,
          amount: formatMoney(sumMoney(rows.map((row) => row.amount))),
        })}
      </p>
      <Input.TextArea
        aria-label={t('appropriation.batch.comment')}
        placeholder={t('appropriation.batch.commentOptional')}
        value={comment}
        onChange={setComment}
        maxLength={500}
        showWordLimit
        autoSize={{ minRows: 2, maxRows: 5 }}
      />
    </Modal>
  );
}
