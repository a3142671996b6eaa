import Space from '@arco-design/web-react/es/Space';
import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import { formatDate } from '@pm/web/i18n';
import { useBusinessDate } from '@pm/web/store';
import { NS } from '../../../locale';
import { expiryState } from '../expiry-state';

/** A qualification's expiry date, with a red "expired" or an orange "expiring" badge (30 days ahead). */
export function ExpiryText({ date }: { date: string | null }) {
  const { t, i18n } = useTranslation(NS);
  const today = useBusinessDate();
  if (!date) return <>-</>;
  const state = expiryState(date, today);
  return (
    <Space size={4} wrap>
      {formatDate(date, i18n.language)}
      {state !== 'valid' && (
        <Tag size="small" color={state === 'expired' ? 'red' : 'orange'}>
          {t(`beneficiary.expiry.${state}`)}
        </Tag>
      )}
    </Space>
  );
}
