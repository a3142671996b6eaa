import Badge from '@arco-design/web-react/es/Badge';
import Message from '@arco-design/web-react/es/Message';
import Space from '@arco-design/web-react/es/Space';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { ApprovalInstanceStatus, ApprovalLink } from '@pm/domain/shapes';
import type { ApiTag } from '../api/rtk-api';
import { formatDate } from '../i18n/format';
import { ConfirmAction } from './confirm-action';
import { useGetRecordApprovalQuery, useWithdrawRecordApprovalMutation } from './record-approval-api';
import { RouterLink } from './router-link';

/** The approver's inbox with this instance open (mf-archives' page: a link leaves this remote's routes). */
export const approvalInboxPath = (instanceId: number) => `/archives/approva?instance=${instanceId}`;

const BADGE: Record<ApprovalInstanceStatus, 'processing' | 'success' | 'error' | 'default'> = {
  running: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  cancelled: 'default',
};

export interface ApprovalStatusProps {
  /** The record's approval (its detail's `approval`); nothing is shown while it has none. */
  approval: ApprovalLink | null;
  /** The record's own cache tags, read again once its approval is withdrawn (its status moves back). */
  recordTags: readonly ApiTag[];
}

/**
 * Where a record's approval stands: "审批中 · <node> · 等待 <names>" while it runs, how and when it ended once
 * decided (with the rejection's reason), a link to it in the approvals inbox, and — for its initiator while nobody
 * has acted (the engine says so: its `actions`) — a way to withdraw it. Deciding is done in the inbox.
 */
export function ApprovalStatus({ approval, recordTags }: ApprovalStatusProps) {
  const { t, i18n } = useTranslation('common');
  const running = approval?.status === 'running';
  const { currentData: instance } = useGetRecordApprovalQuery(running ? approval.instanceId : skipToken);
  const [withdraw] = useWithdrawRecordApprovalMutation();
  if (!approval) return null;

  const mayWithdraw = running && instance?.status === 'running' && instance.actions.includes('withdraw');
  const line = [
    t(`status.approval.${approval.status}`),
    approval.nodeName,
    running && approval.waitingFor.length > 0
      ? t('approval.record.waitingFor', {
          names: approval.waitingFor.join(t('approval.record.nameSeparator')),
        })
      : null,
    !running && approval.finishedAt ? formatDate(approval.finishedAt, i18n.language) : null,
  ]
    .filter(Boolean)
    .join(' · ');

  /** A refusal (409: someone acted meanwhile) is the shared client's toast, in the server's words. */
  const runWithdraw = async () => {
    if (!instance) return;
    await withdraw({ instanceId: instance.id, version: instance.version, recordTags }).unwrap();
    Message.success(t('approval.record.withdrawn'));
  };

  return (
    <div>
      <Space wrap size={[12, 4]}>
        <Badge status={BADGE[approval.status]} text={line} />
        <RouterLink to={approvalInboxPath(approval.instanceId)}>{t('approval.record.open')}</RouterLink>
        {mayWithdraw && (
          <ConfirmAction
            size="mini"
            title={t('approval.record.withdrawConfirm')}
            okText={t('approval.action.withdraw')}
            onConfirm={runWithdraw}
          >
            {t('approval.action.withdraw')}
          </ConfirmAction>
        )}
      </Space>
      {approval.status === 'rejected' && approval.lastComment && (
        <Typography.Paragraph type="secondary" style={{ margin: '4px 0 0', whiteSpace: 'pre-wrap' }}>
          {t('approval.record.rejectedBecause', { comment: approval.lastComment })}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/**
 * The "审批 / Approval" row of a record's `Descriptions` (a full-width row), or none while it has no approval: how
 * every record drawer shows it.
 */
export function approvalRows(t: TFunction, approval: ApprovalLink | null, recordTags: readonly ApiTag[]) {
  if (!approval) return [];
  return [
    {
      label: t('approval.record.label', { ns: 'common' }),
      value: <ApprovalStatus approval={approval} recordTags={recordTags} />,
      span: 2,
    },
  ];
}
