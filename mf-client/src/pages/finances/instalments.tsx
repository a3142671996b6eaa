import Button from '@arco-design/web-react/es/Button';
import Table from '@arco-design/web-react/es/Table';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import { IconDownload } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import type { ClientFinanceInstalment, ClientInstalmentState } from '@pm/domain/shapes';
import { formatMoney } from '@pm/domain/money';
import { formatDate } from '@pm/web/i18n';
import { downloadFrom, RowCards, useNarrowScreen } from '@pm/web/ui';
import { receiptUrl } from '../../features/finances/api/get-client-finances';
import { NS } from '../../locale';

const STATE_COLOURS: Record<ClientInstalmentState, string> = {
  paid: 'green',
  partly_paid: 'cyan',
  verified: 'arcoblue',
  requested: 'orange',
  planned: 'gray',
};

/** One project's instalments: a table, or cards on a phone. */
export function Instalments({ rows }: { rows: ClientFinanceInstalment[] }) {
  const { t, i18n } = useTranslation(NS);
  const narrow = useNarrowScreen();
  const date = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');
  const amountAt = (amount: string, at: string | null) => (
    <span>
      {formatMoney(amount)}
      {at ? <div style={{ fontSize: 12, color: 'var(--color-text-3)' }}>{date(at)}</div> : null}
    </span>
  );
  const columns: ColumnProps<ClientFinanceInstalment>[] = [
    {
      title: t('finances.instalment'),
      dataIndex: 'seq',
      width: 150,
      render: (_: unknown, row) => (
        <span>
          {t('finances.seq', { seq: row.seq })}
          <div style={{ fontSize: 12, color: 'var(--color-text-3)' }}>{row.agreementNumber}</div>
        </span>
      ),
    },
    { title: t('finances.plannedDate'), dataIndex: 'plannedDate', render: (v: string) => date(v) },
    {
      title: t('finances.agreed'),
      dataIndex: 'agreed',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    {
      title: t('finances.verified'),
      dataIndex: 'verified',
      align: 'right',
      render: (_: unknown, row) => amountAt(row.verified, row.verifiedAt),
    },
    {
      title: t('finances.paid'),
      dataIndex: 'paid',
      align: 'right',
      render: (_: unknown, row) => amountAt(row.paid, row.paidDate),
    },
    {
      title: t('finances.toCome'),
      dataIndex: 'toCome',
      align: 'right',
      render: (v: string) => formatMoney(v),
    },
    {
      title: t('finances.state'),
      dataIndex: 'state',
      render: (state: ClientInstalmentState) => (
        <Tag color={STATE_COLOURS[state]} bordered>
          {t(`finances.states.${state}`)}
        </Tag>
      ),
    },
    {
      title: t('finances.receipt'),
      dataIndex: 'payments',
      render: (_: unknown, row) => {
        const receipts = row.payments.filter((payment) => payment.hasReceipt);
        if (receipts.length === 0) return t('finances.noReceipt');
        return receipts.map((payment) => (
          <Button
            key={payment.id}
            type="text"
            size="small"
            icon={<IconDownload />}
            aria-label={t('finances.download', { code: payment.code })}
            title={payment.code}
            onClick={() => void downloadFrom(receiptUrl(payment.id), `${payment.code}.pdf`)}
          >
            {t('finances.downloadShort')}
          </Button>
        ));
      },
    },
  ];
  if (narrow) return <RowCards columns={columns} data={rows} />;
  return (
    <Table rowKey="id" columns={columns} data={rows} pagination={false} border={false} scroll={{ x: true }} />
  );
}
