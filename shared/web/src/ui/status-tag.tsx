import type { TFunction } from 'i18next';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';

const colours: Record<string, string> = {
  draft: 'gray',
  applying: 'arcoblue',
  submitted: 'arcoblue',
  under_review: 'orange',
  approved: 'green',
  agreement_signed: 'cyan',
  in_progress: 'blue',
  closing: 'purple',
  closed: 'gray',
  rejected: 'red',
  withdrawn: 'gray',
  suspended: 'orange',
  terminated: 'red',
  verified: 'cyan',
  paid: 'green',
  cancelled: 'gray',
  returned: 'orange',
  active: 'green',
  disabled: 'gray',
  archived: 'green',
  pending: 'orange',
  borrowed: 'arcoblue',
  destroyed: 'gray',
  new: 'gray',
  in_review: 'orange',
  rework_requested: 'orange',
  resubmitted: 'arcoblue',
  pending_approval: 'orange',
  completed: 'gray',
  accepted: 'green',
  rework: 'orange',
  overdue: 'red',
  inactive: 'gray',
  merged: 'purple',
  applied: 'arcoblue',
  left: 'gray',
  scheduled: 'arcoblue',
  attended: 'orange',
  noShow: 'red',
  running: 'arcoblue',
  reassigned: 'purple',
};

/**
 * A status value as a coloured tag with its label from the `status` keys of the common namespace. `entity` picks
 * an entity's own word where one value means different things (`status.agreement.active` 生效中, users' 正常).
 */
export function StatusTag({ status, entity }: { status: string; entity?: string }) {
  const { t } = useTranslation('common');
  return (
    <Tag color={colours[status] ?? 'gray'} bordered>
      {statusLabel(t, status, entity)}
    </Tag>
  );
}

/** A status in words (filters, messages): the entity's own word where it has one, else the common one. */
export function statusLabel(t: TFunction, status: string, entity?: string): string {
  const label = t(`status.${status}`, { ns: 'common', defaultValue: status });
  return entity ? t(`status.${entity}.${status}`, { ns: 'common', defaultValue: label }) : label;
}

/** A status filter's options: each status with its words (see `statusLabel`). */
export function statusOptions(
  t: TFunction,
  statuses: readonly string[],
  entity?: string,
): { value: string; label: string }[] {
  return statuses.map((status) => ({ value: status, label: statusLabel(t, status, entity) }));
}
