import type { ReactNode } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Descriptions from '@arco-design/web-react/es/Descriptions';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { useTranslation } from 'react-i18next';
import type { AppropriationDetail } from '@pm/domain/shapes';
import { formatDate, formatDateTime } from '@pm/web/i18n';
import { appropriationForm, type AppropriationFormValues } from '@pm/domain/forms';
import { AmountText, StatusTag, approvalRows, downloadFile, useSchemaLabel } from '@pm/web/ui';
import { NS } from '../../../locale';
import { APPROPRIATION_WRITE_TAGS } from '../api/tags';
import { awaitsReport } from '../appropriation-values';

/**
 * Every field of an appropriation, in the order a finance officer checks them: what, where its verification
 * stands, to whom, who did what.
 */
export function AppropriationView({ record }: { record: AppropriationDetail }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const locale = i18n.language;
  const day = (value: string | null) => (value ? formatDate(value, locale) : '-');
  const by = (name: string | null, at: string | null) =>
    name ? `${name}${at ? ` · ${formatDateTime(at, locale)}` : ''}` : '-';
  const field = (key: string, value: ReactNode) => ({ label: t(`appropriation.field.${key}`), value });
  const label = useSchemaLabel(appropriationForm);
  /** A field of the form, under the form's label (`appropriationFields`). */
  const own = (key: keyof AppropriationFormValues, value: ReactNode) => ({ label: label(key), value });
  const { instalment } = record;
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
  const receipt = record.receiptFile ? (
    <Button
      type="text"
      size="mini"
      icon={<IconDownload />}
      aria-label={t('appropriation.detail.downloadReceipt', { name: record.receiptFile.name })}
      onClick={() => record.receiptFile && void downloadFile(record.receiptFile)}
    >
      {record.receiptFile.name}
    </Button>
  ) : (
    '-'
  );
  const budgetLines =
    record.budgetLines
      .map((line) => `${line.periodName} · ${line.name}`)
      .join(t('appropriation.detail.listSeparator')) || '-';
  const column = { xs: 1, md: 2 };
  return (
    <>
      {record.status === 'submitted' && awaitsReport(instalment) && (
        <Alert
          type="warning"
          style={{ marginBottom: 16 }}
          content={t('appropriation.instalment.awaitsReport', { title: instalment.reportItemTitle })}
        />
      )}
      <Descriptions
        title={t('appropriation.detail.payment')}
        column={column}
        border
        size="small"
        style={{ marginBottom: 16 }}
        data={[
          field('code', record.code),
          field('status', <StatusTag status={record.status} entity="appropriation" />),
          ...approvalRows(t, record.approval, APPROPRIATION_WRITE_TAGS),
          field('project', `${record.projectCode} ${record.projectName}`),
          field('agreement', record.agreementNumber),
          own('type', t(`appropriation.types.${record.type}`, { defaultValue: record.type })),
          field('amount', <AmountText value={record.amount} />),
          own('scheduledDate', day(record.scheduledDate)),
          own('paymentMethod', t(`appropriation.methods.${record.paymentMethod}`)),
          field('paidDate', day(record.paidDate)),
          field('voucherNo', record.voucherNo || '-'),
          field('receipt', receipt),
          own('budgetLineIds', budgetLines),
          own('purpose', record.purpose || '-'),
          own('remark', record.remark || '-'),
        ]}
      />
      <Descriptions
        title={t('appropriation.detail.instalment')}
        column={column}
        border
        size="small"
        style={{ marginBottom: 16 }}
        data={[
          field('instalment', t('appropriation.seq', { seq: instalment.seq })),
          field('instalmentAmount', <AmountText value={instalment.amount} />),
          field('plannedDate', day(instalment.plannedDate)),
          field('report', report),
        ]}
      />
      <Descriptions
        title={t('appropriation.detail.payee')}
        column={column}
        border
        size="small"
        style={{ marginBottom: 16 }}
        data={[
          own('payeeName', record.payeeName),
          own('payeeBankName', record.payeeBankName),
          own('payeeAccountName', record.payeeAccountName),
          own('payeeAccountNo', record.payeeAccountNo),
        ]}
      />
      <Descriptions
        title={t('appropriation.detail.people')}
        column={1}
        border
        size="small"
        style={{ marginBottom: 16 }}
        data={[
          field('createdBy', by(record.createdByName, record.createdAt)),
          field('verifiedBy', by(record.verifiedByName, record.verifiedAt)),
          field('paidBy', by(record.paidByName, record.paidAt)),
        ]}
      />
    </>
  );
}
