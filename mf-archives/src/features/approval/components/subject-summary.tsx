import Descriptions from '@arco-design/web-react/es/Descriptions';
import { useTranslation } from 'react-i18next';
import type { ApprovalInstanceDetail } from '@pm/domain/shapes';
import { formatDateTime } from '@pm/web/i18n';
import { AmountText, RouterLink } from '@pm/web/ui';
import { NS } from '../../../locale';

/** What is being decided: the record, its project and amount, who submitted it when, and the way to the record. */
export function SubjectSummary({ detail }: { detail: ApprovalInstanceDetail }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const { subject } = detail;
  const data = [
    {
      label: t('approvalDetail.businessType'),
      value: t(`approval.businessType.${detail.businessType}`, { ns: 'common' }),
    },
    { label: t('approvalDetail.record'), value: <RouterLink to={subject.path}>{subject.title}</RouterLink> },
    { label: t('approvalDetail.project'), value: subject.projectName ?? '-' },
    { label: t('approvalDetail.amount'), value: <AmountText value={subject.amount} /> },
    { label: t('approvalDetail.initiator'), value: detail.initiator },
    { label: t('approvalDetail.startedAt'), value: formatDateTime(detail.startedAt, i18n.language) },
    {
      label: t('approvalDetail.definitionVersion'),
      value: t('approvalDetail.versionNumber', { version: detail.definitionVersion }),
    },
    {
      label: t('approvalDetail.finishedAt'),
      value: detail.finishedAt ? formatDateTime(detail.finishedAt, i18n.language) : '-',
    },
  ];
  return <Descriptions column={2} data={data} labelStyle={{ whiteSpace: 'nowrap' }} />;
}
