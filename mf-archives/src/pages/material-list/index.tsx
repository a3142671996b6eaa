import type { ColumnProps } from '@arco-design/web-react/es/Table';
import { useTranslation } from 'react-i18next';
import type { MaterialListItem } from '@pm/domain/shapes';
import { ListCard, StatusTag, dateColumn, useDict } from '@pm/web/ui';
import { useGetMaterialsQuery } from '../../features/material/api/get-materials';
import { NS } from '../../locale';

export function MaterialListPage() {
  const { t, i18n } = useTranslation(NS);
  const categories = useDict('material_category');
  const columns: ColumnProps<MaterialListItem>[] = [
    { title: t('material.code'), dataIndex: 'code', sorter: true, width: 150 },
    { title: t('material.name'), dataIndex: 'title', sorter: true, ellipsis: true },
    {
      title: t('material.category'),
      dataIndex: 'category',
      width: 120,
      render: (category: string) => categories.label(category),
    },
    { title: t('material.project'), dataIndex: 'projectName', ellipsis: true, width: 220 },
    { title: t('material.file'), dataIndex: 'fileName', ellipsis: true, width: 200 },
    {
      title: t('material.status'),
      dataIndex: 'status',
      width: 100,
      render: (s: string) => <StatusTag status={s} />,
    },
    { title: t('material.uploadedBy'), dataIndex: 'uploadedBy', width: 100 },
    dateColumn<MaterialListItem>(t('material.createdAt'), 'createdAt', i18n.language),
  ];
  return (
    <ListCard
      title={t('material.title')}
      searchPlaceholder={t('material.search')}
      useList={useGetMaterialsQuery}
      columns={columns}
    />
  );
}
