import Select from '@arco-design/web-react/es/Select';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES } from '@pm/shared/contracts';
import { ListCard } from '@pm/shared/ui';
import { useGetProjectsQuery } from '../../features/project/api/get-projects';
import { NS } from '../../locale';
import { projectColumns } from './columns';

export function ProjectListPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  return (
    <ListCard
      title={t('list.title')}
      searchPlaceholder={t('list.search')}
      useList={useGetProjectsQuery}
      columns={projectColumns(t, i18n.language)}
      filterNames={['status']}
      renderFilters={(query, update) => (
        <Select
          allowClear
          placeholder={t('list.allStatuses')}
          style={{ width: 160 }}
          value={query.filters.status}
          onChange={(status?: string) => update({ filters: status ? { status } : {} })}
          options={PROJECT_STATUSES.map((status) => ({
            value: status,
            label: t(`status.${status}`, { ns: 'common' }),
          }))}
          aria-label={t('list.status')}
        />
      )}
    />
  );
}
