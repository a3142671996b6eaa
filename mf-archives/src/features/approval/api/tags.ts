import { APPROVAL_COUNTS_TAG, type ApiTag } from '@pm/web/api';
import type { ApprovalBusinessType } from '@pm/domain/shapes';

/** The inbox's pages (every tab). */
export const INBOX_TAG = { type: 'Approval', id: 'inbox' } as const;

/** The definitions of every business type, and their versions. */
export const DEFINITIONS_TAG = { type: 'Approval', id: 'definitions' } as const;

/** One instance's detail. */
export const instanceTag = (id: number) => ({ type: 'Approval', id }) as const;

/** The record each business type decides on: its page (in another remote) reads it under this tag. */
const RECORD_TAGS: Record<ApprovalBusinessType, ApiTag> = {
  application: 'Application',
  agreement: 'Agreement',
  fund_payment: 'Appropriation',
  stage_report: 'Report',
  budget_revision: 'Budget',
  project_closing: 'Project',
};

/**
 * What a decision changes: the inbox, the instances decided, the caller's counts (the shell's badge), the todo
 * messages, and the records (an instance that ends moves its record). RTK Query invalidates after a refusal too, so
 * a 409 (someone acted first) reads everything again.
 */
export function decisionTags(instanceIds: readonly number[], businessTypes: readonly ApprovalBusinessType[]) {
  return [
    INBOX_TAG,
    APPROVAL_COUNTS_TAG,
    'Message' as const,
    ...instanceIds.map(instanceTag),
    ...[...new Set(businessTypes)].map((type) => RECORD_TAGS[type]),
  ];
}
