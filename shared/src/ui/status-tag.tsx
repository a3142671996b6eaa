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
  new: 'gray',
  in_review: 'orange',
  rework_requested: 'orange',
  resubmitted: 'arcoblue',
  pending_approval: 'orange',
  completed: 'gray',
  accepted: 'green',
  rework: 'orange',
  overdue: 'red',
};

/**
 * A status value as a coloured tag with its label from the `status` keys of the common namespace. `entity` picks
 * an entity's own word where one value means different things (`status.agreement.active` 生效中, users' 正常).
 */
export function StatusTag({ status, entity }: { status: string; entity?: string }) {
  const { t } = useTranslation('common');
  const label = t(`status.${status}`, { defaultValue: status });
  return (
    <Tag color={colours[status] ?? 'gray'} bordered>
      {entity ? t(`status.${entity}.${status}`, { defaultValue: label }) : label}
    </Tag>
  );
}
