import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Empty from '@arco-design/web-react/es/Empty';
import Result from '@arco-design/web-react/es/Result';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import Table, { type ColumnProps } from '@arco-design/web-react/es/Table';
import Typography from '@arco-design/web-react/es/Typography';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pm/web/router';
import type { ServiceRecord, VolunteerDetail } from '@pm/domain/shapes';
import {
  SERVICE_STATUSES,
  VOLUNTEER_BUTTONS,
  VOLUNTEER_SCHEDULABLE_STATUSES,
  type ServiceStatus,
  type VolunteerStatus,
} from '@pm/domain/workflow';
import { Btn } from '@pm/web/auth';
import { errorText } from '@pm/web/api';
import { DisabledReason, StatusTag, statusLabel } from '@pm/web/ui';
import { useGetServicesQuery } from '../../features/volunteer/api/get-services';
import { AttendModal } from '../../features/volunteer/components/attend-modal';
import { ServiceActions } from '../../features/volunteer/components/service-actions';
import { ServiceDrawer } from '../../features/volunteer/components/service-drawer';
import { localDateTime } from '../../features/volunteer/volunteer-values';
import { NS } from '../../locale';

const PAGE_SIZE = 10;

const span = (start: string | null, end: string | null) =>
  start && end ? `${localDateTime(start)} ~ ${localDateTime(end).slice(11)}` : '-';

/**
 * A volunteer's service records (page and status filter in the URL: `svcPage`, `svcStatus`), with each record's
 * buttons, and the button to record a new service (only for an active volunteer).
 */
export function ServicesTable({ volunteer }: { volunteer: VolunteerDetail }) {
  const { t } = useTranslation([NS, 'common']);
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('svcPage')) || 1);
  const statusParam = params.get('svcStatus');
  const status = (SERVICE_STATUSES as readonly string[]).includes(statusParam ?? '')
    ? (statusParam as ServiceStatus)
    : undefined;
  const { data, error, isFetching, refetch } = useGetServicesQuery({
    volunteerId: volunteer.id,
    params: { page, pageSize: PAGE_SIZE, ...(status ? { status } : {}) },
  });
  const [editing, setEditing] = useState<ServiceRecord | null>(null);
  const [creating, setCreating] = useState(false);
  const [attending, setAttending] = useState<ServiceRecord | null>(null);
  const schedulable = (VOLUNTEER_SCHEDULABLE_STATUSES as readonly VolunteerStatus[]).includes(
    volunteer.status,
  );

  const setParam = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined) next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  const column = (key: string) => t(`volunteerDetail.column.${key}`);
  const columns: ColumnProps<ServiceRecord>[] = [
    {
      title: column('project'),
      dataIndex: 'projectName',
      width: 220,
      render: (name: string, row) => (
        <>
          {row.projectCode} {name}
          {row.subProjectName && <Typography.Text type="secondary"> / {row.subProjectName}</Typography.Text>}
        </>
      ),
    },
    { title: column('activity'), dataIndex: 'activity', width: 120 },
    {
      title: column('planned'),
      dataIndex: 'plannedStart',
      width: 190,
      render: (_: string, row) => span(row.plannedStart, row.plannedEnd),
    },
    {
      title: column('actual'),
      dataIndex: 'actualStart',
      width: 190,
      render: (_: string | null, row) => span(row.actualStart, row.actualEnd),
    },
    {
      title: column('hours'),
      dataIndex: 'hours',
      align: 'right',
      width: 100,
      render: (hours: string | null) => hours ?? '-',
    },
    {
      title: column('status'),
      dataIndex: 'status',
      width: 90,
      render: (value: string) => <StatusTag status={value} />,
    },
    {
      title: column('verifiedBy'),
      dataIndex: 'verifiedByName',
      width: 100,
      render: (name: string | null) => name ?? '-',
    },
    {
      title: column('actions'),
      dataIndex: 'id',
      width: 220,
      render: (_: number, row) => <ServiceActions record={row} onAttend={setAttending} onEdit={setEditing} />,
    },
  ];

  const addButton = (
    <Button type="primary" icon={<IconPlus />} disabled={!schedulable} onClick={() => setCreating(true)}>
      {t('volunteerDetail.addService')}
    </Button>
  );

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space wrap style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title heading={6} style={{ margin: 0 }}>
          {t('volunteerDetail.services')}
        </Typography.Title>
        <Space wrap>
          <Select
            aria-label={t('volunteerDetail.filterStatus')}
            allowClear
            style={{ width: 160 }}
            placeholder={t('volunteerDetail.allStatuses')}
            value={status}
            onChange={(value?: string) => setParam({ svcStatus: value || undefined, svcPage: undefined })}
            options={SERVICE_STATUSES.map((value) => ({ value, label: statusLabel(t, value) }))}
          />
          <Btn codes={[VOLUNTEER_BUTTONS.service]}>
            {schedulable ? (
              addButton
            ) : (
              <DisabledReason reason={t('volunteer.service.notActive')}>{addButton}</DisabledReason>
            )}
          </Btn>
        </Space>
      </Space>
      {error ? (
        <Result
          status="error"
          title={t('table.loadFailed', { ns: 'common' })}
          subTitle={errorText(error)}
          extra={<Button onClick={() => void refetch()}>{t('exception.retry', { ns: 'common' })}</Button>}
        />
      ) : (
        <Table<ServiceRecord>
          rowKey="id"
          columns={columns}
          data={data?.list ?? []}
          loading={isFetching}
          scroll={{ x: 1200 }}
          noDataElement={<Empty description={t('volunteerDetail.noServices')} />}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: data?.total ?? 0,
            showTotal: true,
            onChange: (next: number) => setParam({ svcPage: next > 1 ? String(next) : undefined }),
          }}
        />
      )}
      <ServiceDrawer
        volunteerId={volunteer.id}
        visible={creating || editing !== null}
        record={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
      <AttendModal record={attending} onClose={() => setAttending(null)} />
    </Space>
  );
}
