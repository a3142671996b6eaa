import Descriptions from '@arco-design/web-react/es/Descriptions';
import Progress from '@arco-design/web-react/es/Progress';
import Space from '@arco-design/web-react/es/Space';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { ProjectFundsSummary } from '@pm/domain/shapes';
import { AmountText, QueryState, StatusTag } from '@pm/web/ui';
import { useGetProjectFundsQuery } from '../../features/project/api/get-project-funds';
import { NS } from '../../locale';

type StatusRow = ProjectFundsSummary['byStatus'][number];

/** Appropriations by status, and budget execution: approved against appropriated and paid. */
export function FundsTab({ projectId }: { projectId: number }) {
  const { t } = useTranslation(NS);
  const { data, isLoading, error, refetch } = useGetProjectFundsQuery(projectId);

  const columns: ColumnProps<StatusRow>[] = [
    {
      title: t('detail.status'),
      dataIndex: 'status',
      render: (status: string) => <StatusTag status={status} />,
    },
    { title: t('detail.funds.count'), dataIndex: 'count', align: 'right' },
    {
      title: t('detail.funds.amount'),
      dataIndex: 'amount',
      align: 'right',
      render: (amount: string) => <AmountText value={amount} />,
    },
  ];

  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      {data && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          <div>
            <Typography.Title heading={6}>{t('detail.funds.appropriations')}</Typography.Title>
            <Table<StatusRow> rowKey="status" columns={columns} data={data.byStatus} pagination={false} />
          </div>
          <div>
            <Typography.Title heading={6}>{t('detail.funds.execution')}</Typography.Title>
            <Descriptions
              column={3}
              border
              data={[
                {
                  label: t('detail.amount.approved'),
                  value: <AmountText value={data.amounts.approvedAmount} short />,
                },
                {
                  label: t('detail.amount.appropriated'),
                  value: <AmountText value={data.amounts.appropriatedAmount} short />,
                },
                {
                  label: t('detail.amount.paid'),
                  value: <AmountText value={data.amounts.paidAmount} short />,
                },
              ]}
            />
            <div style={{ marginTop: 16 }}>
              <Typography.Text>{t('detail.funds.rate')}</Typography.Text>
              {data.executionRate === null ? (
                <Typography.Paragraph type="secondary">{t('detail.funds.noApproved')}</Typography.Paragraph>
              ) : (
                // The rate is the server's exact percentage; the bar only needs its position.
                <Progress
                  percent={Math.min(Number(data.executionRate), 100)}
                  formatText={() => `${data.executionRate}%`}
                  size="large"
                />
              )}
            </div>
          </div>
        </Space>
      )}
    </QueryState>
  );
}
