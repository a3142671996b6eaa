import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@pm/web/router';
import { MATERIAL_CATEGORY_DICT } from '@pm/domain/forms';
import type { MaterialListItem } from '@pm/domain/shapes';
import { MATERIAL_BUTTONS } from '@pm/domain/workflow';
import { Btn } from '@pm/web/auth';
import { ExportButton, ListFrame, toRequestParams, useDict, useListQuery } from '@pm/web/ui';
import { useGetMaterialsQuery } from '../../features/material/api/get-materials';
import { MaterialFormDrawer } from '../../features/material/components/material-form-drawer';
import { NS } from '../../locale';
import { materialColumns } from './columns';
import { MaterialDrawer } from './material-drawer';
import { MaterialSearchForm } from './search-form';
import { MATERIAL_FILTERS, requestFilters } from './search-values';

/** `?id=` names the entry open beside the list (the catalogue has no detail page for the archive). */
const ENTRY = 'id';

/** The entry `?id=` names, if it is one. */
function entryOf(params: URLSearchParams): number | undefined {
  const id = Number(params.get(ENTRY));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

/**
 * `/archives/material`: the archive entries the user sees, searched, filtered, sorted and paged in the URL, exported
 * to Excel; an entry opens in a drawer (`?id=`, kept in the URL with the list's query); new entries are filed in a
 * drawer too.
 */
export function MaterialListPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const [params, setParams] = useSearchParams();
  const { query, update } = useListQuery(MATERIAL_FILTERS);
  const filters = useMemo(() => requestFilters(query.filters), [query.filters]);
  const result = useGetMaterialsQuery(toRequestParams({ ...query, filters }));
  const categories = useDict(MATERIAL_CATEGORY_DICT);
  const [creating, setCreating] = useState(false);
  const opened = entryOf(params);

  const withEntry = (id: number | undefined) => {
    const next = new URLSearchParams(params);
    if (id === undefined) next.delete(ENTRY);
    else next.set(ENTRY, String(id));
    return next;
  };
  const columns = useMemo(
    () => materialColumns(t, i18n.language, categories.label, (id) => ({ search: `?${withEntry(id)}` })),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- withEntry reads the params compared by value
    [t, i18n.language, categories.label, params.toString()],
  );
  const filteredProject = useMemo(() => {
    const row = result.data?.list.find((item) => String(item.projectId) === query.filters.projectId);
    return row ? { id: row.projectId, code: row.projectCode, name: row.projectName } : null;
  }, [result.data, query.filters.projectId]);

  return (
    <ListFrame<MaterialListItem>
      title={t('materialList.title')}
      search={<MaterialSearchForm query={query} onSearch={update} project={filteredProject} />}
      actions={
        <Btn codes={[MATERIAL_BUTTONS.create]}>
          <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
            {t('materialList.create')}
          </Button>
        </Btn>
      }
      exportButton={
        <Btn codes={[MATERIAL_BUTTONS.export]}>
          <ExportButton
            url="/pm/materials/export"
            fileName="material-archive"
            params={{ ...filters, ...(query.keyword ? { keyword: query.keyword } : {}) }}
          />
        </Btn>
      }
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1700 }}
      emptyText={t('materialList.empty')}
    >
      <MaterialFormDrawer
        visible={creating}
        onClose={() => setCreating(false)}
        onCreated={(entry) => setParams(withEntry(entry.id))}
      />
      <MaterialDrawer id={opened} onClose={() => setParams(withEntry(undefined))} />
    </ListFrame>
  );
}
