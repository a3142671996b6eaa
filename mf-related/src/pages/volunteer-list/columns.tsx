import type { ColumnProps } from '@arco-design/web-react/es/Table';
import type { TFunction } from 'i18next';
import type { VolunteerListItem } from '@pm/domain/shapes';
import { RouterLink, StatusTag, dateColumn } from '@pm/web/ui';
import { volunteerDetailPath } from '../../shared/paths';

type Row = VolunteerListItem;

/** The list's columns; the code and the name open the detail page (links: focusable, Enter opens). */
export function volunteerColumns(
  t: TFunction,
  locale: string,
  skillLabel: (value: string) => string,
): ColumnProps<Row>[] {
  const column = (key: string) => t(`volunteerList.column.${key}`);
  return [
    {
      title: column('code'),
      dataIndex: 'code',
      sorter: true,
      width: 120,
      render: (code: string, row) => <RouterLink to={volunteerDetailPath(row.id)}>{code}</RouterLink>,
    },
    {
      title: column('name'),
      dataIndex: 'name',
      sorter: true,
      width: 120,
      render: (name: string, row) => <RouterLink to={volunteerDetailPath(row.id)}>{name}</RouterLink>,
    },
    {
      title: column('gender'),
      dataIndex: 'gender',
      width: 90,
      render: (gender: string) => t(`volunteer.gender.${gender}`),
    },
    { title: column('idNumber'), dataIndex: 'idNumberMasked', width: 190 },
    { title: column('mobile'), dataIndex: 'mobile', width: 130 },
    {
      title: column('area'),
      dataIndex: 'areaCode',
      sorter: true,
      width: 110,
      render: (code: string, row) => row.areaName ?? code,
    },
    {
      title: column('skills'),
      dataIndex: 'skills',
      width: 180,
      ellipsis: true,
      render: (skills: string[]) => skills.map(skillLabel).join('、'),
    },
    {
      title: column('status'),
      dataIndex: 'status',
      width: 90,
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      title: column('verifiedHours'),
      dataIndex: 'verifiedHours',
      sorter: true,
      align: 'right',
      width: 150,
    },
    { title: column('serviceCount'), dataIndex: 'serviceCount', align: 'right', width: 90 },
    dateColumn<Row>(column('createdAt'), 'createdAt', locale, { width: 120 }),
  ];
}
