import Alert from '@arco-design/web-react/es/Alert';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import { useTranslation } from 'react-i18next';
import type { FundingInstalment } from '@pm/domain/shapes';
import { AmountText, StatusTag } from '@pm/web/ui';
import { NS } from '../../../locale';
import { awaitsReport } from '../appropriation-values';

/** The chosen instalment: its plan, what is committed and left of it, and the stage report that gates it. */
export function InstalmentSummary({ instalment }: { instalment: FundingInstalment }) {
  const { t } = useTranslation(NS);
  const report = instalment.reportItemTitle ? (
    <>
      {instalment.reportItemTitle}{' '}
      {instalment.reportStatus ? (
        <StatusTag status={instalment.reportStatus} entity="report" />
      ) : (
        t('appropriation.instalment.noReport')
      )}
    </>
  ) : (
    t('appropriation.instalment.ungated')
  );
  return (
    <>
      <Descriptions
        column={{ xs: 1, md: 3 }}
        size="small"
        border
        style={{ marginBottom: 12 }}
        data={[
          {
            label: t('appropriation.instalment.seq'),
            value: t('appropriation.seq', { seq: instalment.seq }),
          },
          { label: t('appropriation.instalment.plannedDate'), value: instalment.plannedDate },
          { label: t('appropriation.instalment.amount'), value: <AmountText value={instalment.amount} /> },
          {
            label: t('appropriation.instalment.committed'),
            value: <AmountText value={instalment.committedAmount} />,
          },
          {
            label: t('appropriation.instalment.available'),
            value: <AmountText value={instalment.availableAmount} />,
          },
          { label: t('appropriation.instalment.report'), value: report },
        ]}
      />
      {awaitsReport(instalment) && (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          content={t('appropriation.instalment.awaitsReport', { title: instalment.reportItemTitle })}
        />
      )}
    </>
  );
}
