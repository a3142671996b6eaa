import Tag from '@arco-design/web-react/es/Tag';
import { useTranslation } from 'react-i18next';
import type { BeneficiaryStatus } from '@pm/domain/workflow';
import { NS } from '../../../locale';

const colours: Record<BeneficiaryStatus, string> = { active: 'green', inactive: 'gray', merged: 'purple' };

/** A beneficiary's status as a coloured tag (its words are this remote's: 'merged' is a beneficiary's own). */
export function BeneficiaryStatusTag({ status }: { status: BeneficiaryStatus }) {
  const { t } = useTranslation(NS);
  return (
    <Tag color={colours[status]} bordered>
      {t(`beneficiary.statuses.${status}`)}
    </Tag>
  );
}
