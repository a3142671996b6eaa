import Tag from '@arco-design/web-react/es/Tag';
import Tooltip from '@arco-design/web-react/es/Tooltip';
import { useTranslation } from 'react-i18next';
import type { QualificationState } from '@pm/domain/utils';
import { NS } from '../../../locale';

const QUALIFICATION_COLORS: Record<QualificationState, string> = {
  valid: 'green',
  expiring: 'orange',
  expired: 'red',
};

/**
 * A qualification's expiry: the warning badge shows from 30 days before it (`expiring`) and after it (`expired`);
 * a valid one shows only when `showValid`.
 */
export function QualificationTag({
  state,
  date,
  showValid = false,
}: {
  state: QualificationState | null;
  date: string | null;
  showValid?: boolean;
}) {
  const { t } = useTranslation(NS);
  if (state === null || (state === 'valid' && !showValid)) return null;
  return (
    <Tooltip content={date ? t('partner.qualification.until', { date }) : undefined}>
      <Tag color={QUALIFICATION_COLORS[state]} data-testid="qualification-tag" tabIndex={0}>
        {t(`partner.qualification.${state}`)}
      </Tag>
    </Tooltip>
  );
}

/** The blacklist mark, its reason on hover and focus. */
export function BlacklistTag({ reason }: { reason: string | null }) {
  const { t } = useTranslation(NS);
  return (
    <Tooltip content={reason ?? undefined}>
      <Tag color="red" tabIndex={0}>
        {t('partner.blacklisted')}
      </Tag>
    </Tooltip>
  );
}
