import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import type { ProjectListItem } from '@pm/domain/shapes';
import { formatDate } from '@pm/web/i18n';
import { AmountText, StatusTag, RouterLink } from '@pm/web/ui';
import { projectDetailPath } from '../../shared/paths';
import { useGetProjectsQuery } from '../../features/project/api/get-projects';
import { NS } from '../../locale';
import { PagedTable } from './paged-table';

/** The project's sub-projects (`GET /pm/projects?parentId=`), each linking to its own detail page. */
export function SubProjectsTab({ projectId }: { projectId: number }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const day = (value: string | null) => (value ? formatDate(value, i18n.language) : '-');
  const linkTo = (row: ProjectListItem, text: string) => (
    <RouterLink to={projectDetailPath(row.id)}>{text}</RouterLink>
  );

  const columns: ColumnProps<ProjectListItem>[] = [
    {
      title: t('detail.code'),
      dataIndex: 'code',
      width: 140,
      render: (code: string, row) => linkTo(row, code),
    },
    {
      title: t('detail.name'),
      dataIndex: 'name',
      ellipsis: true,
      render: (name: string, row) => linkTo(row, name),
    },
    {
      title: t('detail.status'),
      dataIndex: 'status',
      width: 110,
      render: (status: string) => <StatusTag status={status} />,
    },
    {
      title: t('detail.period'),
      dataIndex: 'startDate',
      width: 220,
      render: (_: unknown, row) => `${day(row.startDate)} ~ ${day(row.endDate)}`,
    },
    ...(['approvedAmount', 'appropriatedAmount', 'paidAmount'] as const).map(
      (field): ColumnProps<ProjectListItem> => ({
        title: t(`detail.column.${field}`),
        dataIndex: field,
        align: 'right',
        width: 140,
        render: (value: string | null) => <AmountText value={value} short />,
      }),
    ),
  ];

  return (
    <PagedTable<ProjectListItem>
      useList={useGetProjectsQuery}
      params={{ parentId: projectId }}
      columns={columns}
      empty={t('detail.noSubProjects')}
    />
  );
}
