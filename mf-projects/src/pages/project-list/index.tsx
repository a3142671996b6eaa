import { useEffect, useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Divider from '@arco-design/web-react/es/Divider';
import Space from '@arco-design/web-react/es/Space';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { errorText } from '@pm/shared/api';
import { Btn } from '@pm/shared/auth';
import type { ProjectListItem } from '@pm/shared/contracts';
import { DataTable, toRequestParams, useDict, useListQuery, ExportButton } from '@pm/shared/ui';
import { PROJECT_BUTTONS } from '@pm/shared/workflow';
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
  const params = toRequestParams(query);
  const { data, isFetching, error } = useGetProjectsQuery(params);
  const types = useDict('project_type');
  // Ids, not rows: after a refetch the buttons must judge the rows' current status and version.
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const selected = useMemo(
    () => (data?.list ?? []).filter((row) => selectedIds.includes(row.id)),
    [data, selectedIds],
  );
  const [creating, setCreating] = useState(false);
  const columns = useMemo(
    () => projectColumns(t, i18n.language, types.label),
    [t, i18n.language, types.label],
  );

  // Another page, filter or order shows other rows: a selection of rows no longer shown would act unseen.
  useEffect(() => setSelectedIds([]), [query]);

  return (
    <Card title={t('list.title')}>
      <ProjectSearchForm query={query} onSearch={update} />
      <Divider style={{ marginTop: 0 }} />
      <div
        style={{
          display: 'flex',
          justifyContent: 'space-between',
          gap: 16,
          marginBottom: 16,
          flexWrap: 'wrap',
        }}
      >
        <Space wrap>
          <Btn codes={[PROJECT_BUTTONS.create]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
              {t('list.create')}
            </Button>
          </Btn>
          <BatchActions rows={selected} onDone={() => setSelectedIds([])} />
        </Space>
        <Btn codes={[PROJECT_BUTTONS.export]}>
          <ExportButton
            url="/pm/projects/export"
            fileName="projects"
            params={{ ...query.filters, ...(query.keyword ? { keyword: query.keyword } : {}) }}
          />
        </Btn>
      </div>
      <DataTable<ProjectListItem>
        columns={columns}
        page={data}
        loading={isFetching}
        error={errorText(error)}
        query={query}
        onQueryChange={update}
        scroll={{ x: 1680 }}
        rowSelection={{
          type: 'checkbox',
          selectedRowKeys: selectedIds,
          onChange: (keys) => setSelectedIds(keys.map(Number)),
        }}
      />
      <ProjectFormDrawer visible={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
