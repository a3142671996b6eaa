import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import { useTranslation } from 'react-i18next';
import { approvalReasonForm } from '@pm/domain/forms';
import type { ApprovalBatchBody } from '@pm/domain/shapes';
import { BatchResultDialog, ConfirmAction, type BatchOutcome } from '@pm/web/ui';
import { useBatchApprovalDecisionMutation } from '../../features/approval/api/batch-decision';
import { CommentField } from '../../features/approval/components/action-fields';
import { DecisionModal } from '../../features/approval/components/decision-modal';
import { NS } from '../../locale';
import type { InboxItem } from './search-values';

type BatchAction = ApprovalBatchBody['action'];

export interface BatchActionsProps {
  /** The ticked rows of the to-do tab (each holds the caller's task). */
  rows: InboxItem[];
  /** The batch ran: the rows changed, the selection no longer means anything. */
  onDone: () => void;
}

/**
 * Approve or reject the ticked tasks in one call: approving asks first (a note optional), rejecting asks for the
 * reason in a dialog with the rule a single rejection has. What did not go through is listed with the server's reason.
 */
export function BatchActions({ rows, onDone }: BatchActionsProps) {
  const { t } = useTranslation([NS, 'common']);
  const [rejecting, setRejecting] = useState(false);
  const [outcome, setOutcome] = useState<BatchOutcome<BatchAction> | null>(null);
  const [decide] = useBatchApprovalDecisionMutation();
  const count = rows.length;
  const name = (action: BatchAction) => t(`approval.action.${action}`, { ns: 'common' });

  const run = async (action: BatchAction, comment?: string) => {
    const taskIds = rows.flatMap((row) => (row.taskId === null ? [] : [row.taskId]));
    const body: ApprovalBatchBody = comment ? { action, taskIds, comment } : { action, taskIds };
    const result = await decide({
      body,
      instanceIds: rows.map((row) => row.instanceId),
      businessTypes: rows.map((row) => row.businessType),
    }).unwrap();
    setOutcome({ action, result, names: Object.fromEntries(rows.map((row) => [row.id, row.subject.title])) });
    onDone();
  };

  return (
    <>
      <Space wrap>
        <ConfirmAction
          type="primary"
          disabled={count === 0}
          optionalComment
          title={t('approvalInbox.batch.approveConfirm', { count })}
          okText={name('approve')}
          onConfirm={(comment) => run('approve', comment)}
        >
          {t('approvalInbox.batch.approve')}
        </ConfirmAction>
        <Button status="danger" disabled={count === 0} onClick={() => setRejecting(true)}>
          {t('approvalInbox.batch.reject')}
        </Button>
        {count > 0 && <span>{t('approvalInbox.batch.selected', { count })}</span>}
      </Space>
      <DecisionModal<{ comment: string }>
        visible={rejecting}
        title={t('approvalInbox.batch.rejectTitle', { count })}
        summary={t('approvalInbox.batch.rejectSummary')}
        okText={name('reject')}
        danger
        initialValues={{ comment: '' }}
        onSubmit={(values) => run('reject', values.comment.trim())}
        onClose={() => setRejecting(false)}
      >
        <CommentField schema={approvalReasonForm} hint={t('approvalInbox.batch.rejectHint')} />
      </DecisionModal>
      <BatchResultDialog
        outcome={outcome}
        ns={NS}
        prefix="approvalInbox.batch"
        actionName={name}
        onClose={() => setOutcome(null)}
      />
    </>
  );
}
