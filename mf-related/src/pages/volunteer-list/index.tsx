import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import { VOLUNTEER_SKILL_DICT } from '@pm/domain/forms';
import type { VolunteerListItem } from '@pm/domain/shapes';
import { VOLUNTEER_BUTTONS } from '@pm/domain/workflow';
import { Btn, useBtn } from '@pm/web/auth';
import { ExportButton, ListFrame, toRequestParams, useDict, useListQuery, useSelectedRows } from '@pm/web/ui';
import { useGetVolunteersQuery } from '../../features/volunteer/api/get-volunteers';
import { VolunteerDrawer } from '../../features/volunteer/components/volunteer-drawer';
import { NS } from '../../locale';
import { volunteerDetailPath } from '../../shared/paths';
import { BatchActions } from './batch-actions';
import { volunteerColumns } from './columns';
import { VolunteerSearchForm } from './search-form';
import { VOLUNTEER_FILTERS, requestFilters } from './search-values';

/**
 * `/related/volunteer`: volunteers with their verified hours (sortable), searched, filtered, sorted and paged in
 * the URL; registered in a drawer (the specification has no create page), moved along their status in a batch.
 */
export function VolunteerListPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const { query, update } = useListQuery(VOLUNTEER_FILTERS);
  const filters = useMemo(() => requestFilters(query.filters), [query.filters]);
  const result = useGetVolunteersQuery(toRequestParams({ ...query, filters }));
  const mayBatch = useBtn([VOLUNTEER_BUTTONS.update]);
  const { selected, clear, rowSelection } = useSelectedRows(result.data?.list, query);
  const [creating, setCreating] = useState(false);
  const skills = useDict(VOLUNTEER_SKILL_DICT);
  const columns = useMemo(
    () => volunteerColumns(t, i18n.language, skills.label),
    [t, i18n.language, skills.label],
  );

  return (
    <ListFrame<VolunteerListItem>
      title={t('volunteerList.title')}
      search={<VolunteerSearchForm query={query} onSearch={update} />}
      actions={
        <>
          <Btn codes={[VOLUNTEER_BUTTONS.create]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => setCreating(true)}>
              {t('volunteerList.create')}
            </Button>
          </Btn>
          {mayBatch && <BatchActions rows={selected} onDone={clear} />}
        </>
      }
      exportButton={
        <Btn codes={[VOLUNTEER_BUTTONS.export]}>
          <ExportButton
            url="/pm/volunteers/export"
            fileName="volunteers"
            params={{ ...filters, ...(query.keyword ? { keyword: query.keyword } : {}) }}
          />
        </Btn>
      }
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1400 }}
      emptyText={t('volunteerList.empty')}
      rowSelection={mayBatch ? rowSelection() : undefined}
    >
      <VolunteerDrawer
        visible={creating}
        onClose={() => setCreating(false)}
        onCreated={(volunteer) => navigate(volunteerDetailPath(volunteer.id))}
      />
    </ListFrame>
  );
}
