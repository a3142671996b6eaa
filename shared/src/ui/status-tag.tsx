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
};

/** A status value as a coloured tag with its label from the `status` keys of the common namespace. */
export function StatusTag({ status }: { status: string }) {
  const { t } = useTranslation('common');
  return (
    <Tag color={colours[status] ?? 'gray'} bordered>
      {t(`status.${status}`, { defaultValue: status })}
    </Tag>
  );
}
