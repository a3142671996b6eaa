import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import type { TFunction } from 'i18next';
import type { ProjectListItem } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { AmountText, StatusTag, dateColumn, RouterLink } from '@pm/web/ui';
import { projectDetailPath } from '../../shared/paths';

type AmountField = 'plannedBudget' | 'approvedAmount' | 'appropriatedAmount' | 'remainingAmount';

/** A money column: 万/亿 to fit, the exact amount on hover. Sortable where the server sorts by it. */
function amountColumn(title: string, dataIndex: AmountField, sorter = false): ColumnProps<ProjectListItem> {
  return {
    title,
    dataIndex,
    sorter,
    align: 'right',
    width: 130,
    render: (value: string | null) => <AmountText value={value} short />,
  };
}

/**
 * The project table's columns; `typeLabel` reads the project_type dictionary. Areas show their code: list rows
 * carry no area name, and looking each one up would cost a request per row.
 */
export function projectColumns(
  t: TFunction,
  locale: string,
  typeLabel: (value: string) => string,
): ColumnProps<ProjectListItem>[] {
  const day = (value: string | null) => (value ? formatDate(value, locale) : '-');
  return [
    {
      title: t('list.code'),
      dataIndex: 'code',
      sorter: true,
      // Wide enough for generated codes (XM + year + six digits) on one line.
      width: 150,
      render: (code: string, row) => <RouterLink to={projectDetailPath(row.id)}>{code}</RouterLink>,
    },
    {
      title: t('list.name'),
      dataIndex: 'name',
      sorter: true,
      width: 220,
      ellipsis: true,
      render: (name: string, row) => (
        <>
          {row.parentId !== null && (
            <Tag size="small" color="arcoblue" style={{ marginRight: 4 }}>
              {t('list.subProject')}
            </Tag>
          )}
          {name}
        </>
      ),
    },
    { title: t('list.type'), dataIndex: 'type', sorter: true, width: 110, render: typeLabel },
    {
      title: t('list.status'),
      dataIndex: 'status',
      sorter: true,
      width: 110,
      render: (status: string) => <StatusTag status={status} />,
    },
    { title: t('list.department'), dataIndex: 'departmentName', width: 130, ellipsis: true },
    { title: t('list.manager'), dataIndex: 'managerName', width: 100 },
    {
      title: t('list.area'),
      dataIndex: 'areaName',
      width: 110,
      render: (name: string | null, row) => name ?? row.areaCode,
    },
    {
      title: t('list.period'),
      dataIndex: 'startDate',
      sorter: true,
      width: 210,
      render: (start: string | null, row) => `${day(start)} ~ ${day(row.endDate)}`,
    },
    amountColumn(t('list.plannedBudget'), 'plannedBudget', true),
    amountColumn(t('list.approvedAmount'), 'approvedAmount', true),
    amountColumn(t('list.appropriatedAmount'), 'appropriatedAmount'),
    amountColumn(t('list.remainingAmount'), 'remainingAmount'),
    {
      title: t('list.childCount'),
      dataIndex: 'childCount',
      align: 'right',
      width: 100,
      render: (count: number) => count || '-',
    },
    dateColumn<ProjectListItem>(t('list.createdAt'), 'createdAt', locale),
  ];
}
