import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { Btn } from '@pm/web/auth';
import type { ProjectListItem } from '@pm/domain/shapes';
import { ListFrame, toRequestParams, useDict, useListQuery, useSelectedRows, ExportButton } from '@pm/web/ui';
import { PROJECT_BUTTONS } from '@pm/domain/workflow';
import { useGetProjectsQuery } from '../../features/project/api/get-projects';
import { ProjectFormDrawer } from '../../features/project/components/project-form-drawer';
import { NS } from '../../locale';
import { BatchActions } from './batch-actions';
import { projectColumns } from './columns';
import { ProjectSearchForm } from './search-form';
import { PROJECT_FILTERS } from './search-values';

/** `/project/list`: search form, toolbar (new, export, batch buttons) and the server-paged project table. */
export function ProjectListPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const { query, update } = useListQuery(PROJECT_FILTERS);
  const result = useGetProjectsQuery(toRequestParams(query));
  const types = useDict('project_type');
  const { selected, clear, rowSelection } = useSelectedRows(result.data?.list, query);
  const [creating, setCreating] = useState(false);
  const columns = useMemo(
    () => projectColumns(t, i18n.language, types.label),
    [t, i18n.language, types.label],
  );

  return (
    <ListFrame<ProjectListItem>
      title={t('list.title')}
      search={<ProjectSearchForm query={query} onSearch={update} />}
      actions={
        <>
          <Btn codes={[PROJECT_BUTTONS.create]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
              {t('list.create')}
            </Button>
          </Btn>
          <BatchActions rows={selected} onDone={clear} />
        </>
      }
      exportButton={
        <Btn codes={[PROJECT_BUTTONS.export]}>
          <ExportButton
            url="/pm/projects/export"
            fileName="projects"
            params={{ ...query.filters, ...(query.keyword ? { keyword: query.keyword } : {}) }}
          />
        </Btn>
      }
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1680 }}
      rowSelection={rowSelection()}
    >
      <ProjectFormDrawer visible={creating} onClose={() => setCreating(false)} />
    </ListFrame>
  );
}
