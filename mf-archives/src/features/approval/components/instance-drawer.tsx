import { useEffect, useRef, type CSSProperties, type ReactNode } from 'react';
import Divider from '@arco-design/web-react/es/Divider';
import Drawer from '@arco-design/web-react/es/Drawer';
import Result from '@arco-design/web-react/es/Result';
import Typography from '@arco-design/web-react/es/Typography';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useTranslation } from 'react-i18next';
import type { ApprovalInstanceDetail } from '@pm/domain/shapes';
import { isNotFound } from '@pm/web/api';
import { QueryState, StatusTag } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetApprovalInstanceQuery } from '../api/get-instance';
import { FieldComparison } from './field-comparison';
import { HistoryTimeline } from './history-timeline';
import { InstanceActions } from './instance-actions';
import { NodeSteps } from './node-steps';
import { SubjectSummary } from './subject-summary';

const HEADER: CSSProperties = { display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 };
const HEADER_TITLE: CSSProperties = {
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Divider />
      <Typography.Title heading={6}>{title}</Typography.Title>
      {children}
    </section>
  );
}

function InstanceBody({ detail }: { detail: ApprovalInstanceDetail }) {
  const { t } = useTranslation(NS);
  return (
    <>
      <SubjectSummary detail={detail} />
      <Section title={t('approvalDetail.comparison')}>
        <FieldComparison detail={detail} />
      </Section>
      <Section title={t('approvalDetail.nodes')}>
        <NodeSteps detail={detail} />
      </Section>
      <Section title={t('approvalDetail.history')}>
        <HistoryTimeline history={detail.history} />
      </Section>
    </>
  );
}

export interface InstanceDrawerProps {
  /** The instance shown; the drawer is closed while undefined. */
  id: number | undefined;
  onClose: () => void;
}

/**
 * One approval in a side drawer (full width on a phone; Esc closes it): the record submitted beside the record now,
 * the nodes, the history, and the caller's actions. Focus moves in when it opens (also by a link from a message)
 * and back to the row's link when it closes.
 */
export function InstanceDrawer({ id, onClose }: InstanceDrawerProps) {
  const { t } = useTranslation(NS);
  const query = useGetApprovalInstanceQuery(id ?? skipToken);
  // Only the current id's instance: opening another does not show the previous one meanwhile.
  const detail = query.currentData;
  const contentRef = useRef<HTMLDivElement>(null);
  const openedFrom = useRef<HTMLElement | null>(null);
  const open = id !== undefined;
  useEffect(() => {
    if (open && document.activeElement instanceof HTMLElement) openedFrom.current = document.activeElement;
  }, [open]);

  return (
    <Drawer
      width={760}
      visible={open}
      title={
        detail ? (
          // One line, as the drawer's header has: a long record title ends in an ellipsis (whole in the body's
          // record row and on hover) and the status stays beside it, at any width.
          <div style={HEADER}>
            <span style={HEADER_TITLE} title={detail.subject.title}>
              {detail.subject.title}
            </span>
            <StatusTag status={detail.status} entity="approval" />
          </div>
        ) : (
          t('approvalDetail.loading')
        )
      }
      onCancel={onClose}
      escToExit
      // No focus trap: the action dialogs open above it with their own, and two traps pull focus from each other.
      focusLock={false}
      autoFocus={false}
      afterOpen={() => {
        const active = document.activeElement;
        if (!active || active === document.body || active === openedFrom.current) contentRef.current?.focus();
      }}
      afterClose={() => openedFrom.current?.focus()}
      footer={detail && detail.actions.length > 0 ? <InstanceActions detail={detail} /> : null}
    >
      <div ref={contentRef} tabIndex={-1} style={{ outline: 'none' }}>
        {isNotFound(query.error) ? (
          <Result status="404" title={t('approvalDetail.notFound')} />
        ) : (
          <QueryState
            isLoading={!detail && query.isFetching}
            error={detail ? undefined : query.error}
            refetch={query.refetch}
          >
            {detail && <InstanceBody detail={detail} />}
          </QueryState>
        )}
      </div>
    </Drawer>
  );
}
