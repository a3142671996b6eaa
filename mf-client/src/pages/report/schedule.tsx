import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Checkbox from '@arco-design/web-react/es/Checkbox';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pm/web/router';
import { CLIENT_REPORT_FILTERS, type ClientReportItem } from '@pm/domain/shapes';
import { REPORT_EDITABLE_STATUSES } from '@pm/domain/workflow';
import { formatDate } from '@pm/web/i18n';
import { QueryState, RowCards, StatusTag, statusLabel, useNarrowScreen } from '@pm/web/ui';
import { useGetClientReportItemsQuery } from '../../features/report/api/client-reports';
import { NS } from '../../locale';

type Filter = (typeof CLIENT_REPORT_FILTERS)[number];

const isFilter = (value: string | null): value is Filter =>
  value !== null && (CLIENT_REPORT_FILTERS as readonly string[]).includes(value);

/** What a row's button does: fill a new report, edit the draft or reworked one, or read it. */
function actionOf(item: ClientReportItem): 'fill' | 'edit' | 'view' | null {
  if (item.reportId !== null && item.reportStatus !== null) {
    if (item.fillable) return 'fill';
    return (REPORT_EDITABLE_STATUSES as readonly string[]).includes(item.reportStatus) ? 'edit' : 'view';
  }
  return item.fillable ? 'fill' : null;
}

/** The schedule: every report the identity's agreements require, filtered by the URL (`?status=`, `?overdue=1`). */
export function ReportSchedule({ beneficiaryId }: { beneficiaryId: number }) {
  const { t } = useTranslation([NS, 'common']);
  const narrow = useNarrowScreen();
  const [search, setSearch] = useSearchParams();
  const statusParam = search.get('status');
  const status = isFilter(statusParam) ? statusParam : undefined;
  const overdue = search.get('overdue') === '1';
  const query = useGetClientReportItemsQuery(
    { beneficiaryId, ...(status ? { status } : {}), ...(overdue ? { overdue: true } : {}) },
    { refetchOnMountOrArgChange: true },
  );
  const setParam = (key: string, value: string | undefined) => {
    const next = new URLSearchParams(search);
    if (value === undefined) next.delete(key);
    else next.set(key, value);
    setSearch(next, { replace: true });
  };
  const open = (item: ClientReportItem) => {
    const action = actionOf(item);
    const next = new URLSearchParams(search);
    if (action === 'fill') next.set('item', String(item.id));
    else if (item.reportId !== null) next.set('report', String(item.reportId));
    else return;
    setSearch(next);
  };

  const columns: ColumnProps<ClientReportItem>[] = [
    {
      title: t('report.item'),
      dataIndex: 'title',
      render: (_, item) => <span data-testid={`item-title-${item.id}`}>{item.title}</span>,
    },
    { title: t('report.kind'), dataIndex: 'kind', render: (_, item) => t(`report.kinds.${item.kind}`) },
    { title: t('report.project'), dataIndex: 'projectName' },
    { title: t('report.agreement'), dataIndex: 'agreementNumber' },
    {
      title: t('report.dueDate'),
      dataIndex: 'dueDate',
      render: (_, item) => (
        <Space size={4} wrap>
          <span>{formatDate(item.dueDate)}</span>
          {item.overdue && <Tag color="red">{t('report.overdue')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('report.latest'),
      dataIndex: 'reportStatus',
      render: (_, item) =>
        item.reportStatus ? <StatusTag status={item.reportStatus} /> : <Tag>{t('report.notStarted')}</Tag>,
    },
    {
      title: t('report.reviewComment'),
      dataIndex: 'reviewComment',
      render: (_, item) =>
        item.reviewComment ? (
          <Typography.Text type={item.reportStatus === 'rework' ? 'warning' : undefined}>
            {item.reviewComment}
          </Typography.Text>
        ) : (
          '-'
        ),
    },
    {
      title: narrow ? undefined : t('report.actions'),
      dataIndex: 'id',
      render: (_, item) => {
        const action = actionOf(item);
        if (!action) return '-';
        return (
          <Button
            type={action === 'view' ? 'text' : 'primary'}
            size="small"
            aria-label={t(`report.${action}Item`, { title: item.title })}
            onClick={() => open(item)}
          >
            {t(`report.${action}`)}
          </Button>
        );
      },
    },
  ];

  const rows = query.data ?? [];
  const emptyText = t(status || overdue ? 'report.emptyFiltered' : 'report.empty');
  return (
    <Card title={t('report.title')}>
      <Typography.Paragraph type="secondary">{t('report.hint')}</Typography.Paragraph>
      <Space wrap size="medium" style={{ marginBottom: 12, width: '100%' }}>
        <Select
          aria-label={t('report.status')}
          placeholder={t('report.allStatuses')}
          allowClear
          style={{ width: 200, maxWidth: '100%' }}
          value={status}
          onChange={(value?: string) => setParam('status', value)}
          options={CLIENT_REPORT_FILTERS.map((value) => ({
            value,
            label: value === 'none' ? t('report.filters.none') : statusLabel(t, value),
          }))}
        />
        <Checkbox checked={overdue} onChange={(checked) => setParam('overdue', checked ? '1' : undefined)}>
          {t('report.overdueOnly')}
        </Checkbox>
      </Space>
      <QueryState isLoading={query.isLoading} error={query.error} refetch={query.refetch}>
        {narrow ? (
          <RowCards columns={columns} data={rows} loading={query.isFetching} emptyText={emptyText} />
        ) : (
          <Table
            rowKey="id"
            columns={columns}
            data={rows}
            loading={query.isFetching}
            pagination={false}
            noDataElement={<Typography.Text type="secondary">{emptyText}</Typography.Text>}
            scroll={{ x: 960 }}
          />
        )}
      </QueryState>
    </Card>
  );
}
