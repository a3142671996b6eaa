import { useCallback, useMemo } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Tag from '@arco-design/web-react/es/Tag';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from '@pm/web/router';
import { Btn, useBtn } from '@pm/web/auth';
import type { AppropriationRow } from '@pm/domain/shapes';
import type { AppropriationView } from '@pm/domain/workflow';
import {
  ExportButton,
  ListFrame,
  toRequestParams,
  toSearchParams,
  useListQuery,
  useSelectedRows,
} from '@pm/web/ui';
import { FUNDS_BUTTONS, appropriationMachine, canTransition } from '@pm/domain/workflow';
import { useGetAppropriationsQuery } from '../../features/appropriation/api/get-appropriations';
import { AppropriationDrawer } from '../../features/appropriation/components/appropriation-drawer';
import { APPROPRIATION_CREATE_PATH } from '../../shared/paths';
import { NS } from '../../locale';
import { BatchActions } from './batch-actions';
import { appropriationColumns } from './columns';
import { AppropriationSearchForm } from './search-form';
import { APPROPRIATION_FILTERS, requestFilters } from './search-values';
import { TotalsBar } from './totals-bar';
import { ViewSwitch } from './view-switch';

/**
 * Each view's batch action and the button code it needs; the already view has none. The unverified view's batch
 * approves the caller's own task on each payment's approval.
 */
const BATCH = {
  unverified: { action: 'verify', code: FUNDS_BUTTONS.verify },
  wait: { action: 'pay', code: FUNDS_BUTTONS.pay },
  already: null,
} as const;

/** `/project/appropriation/{unverified,wait,already}`: one page per view (a new view starts from a clean state). */
export function AppropriationListPage({ view }: { view: AppropriationView }) {
  return <AppropriationList key={view} view={view} />;
}

/** `?open=12` → 12, the appropriation whose drawer is open. */
function openParam(text: string | null): number | undefined {
  const id = Number(text);
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

function withoutProject({ projectId: _dropped, ...rest }: Record<string, string>): Record<string, string> {
  return rest;
}

function AppropriationList({ view }: { view: AppropriationView }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const { query: urlQuery, update } = useListQuery(APPROPRIATION_FILTERS);
  const queryKey = toSearchParams(urlQuery).toString();
  // Compared by value: opening or closing a drawer (?open=) changes the URL, not the rows asked for, so it must
  // neither clear the selection nor reset what is typed in the search form.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const query = useMemo(() => urlQuery, [queryKey]);
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => requestFilters(view, query.filters), [view, query.filters]);
  const result = useGetAppropriationsQuery({ ...toRequestParams({ ...query, filters }), view });
  const { data } = result;
  const batch = BATCH[view];
  // Admins hold every code: with no code to ask for, the already view has no batch for anyone.
  const mayBatch = useBtn(batch ? [batch.code] : []) && batch !== null;
  const { selected, clear, rowSelection } = useSelectedRows(data?.list, query);
  const openId = openParam(params.get('open'));

  const openSearch = useCallback(
    (id: number) => {
      const next = new URLSearchParams(params);
      next.set('open', String(id));
      return `?${next.toString()}`;
    },
    [params],
  );
  const closeDrawer = () => {
    const next = new URLSearchParams(params);
    next.delete('open');
    setParams(next, { replace: true });
  };
  const columns = useMemo(
    () => appropriationColumns(t, i18n.language, view, openSearch),
    [t, i18n.language, view, openSearch],
  );

  // Verify: the rows whose approval waits for the caller (`myTaskId`); pay: the rows the machine lets be paid.
  const selectable = (row: AppropriationRow) =>
    batch?.action === 'verify'
      ? row.myTaskId !== null
      : batch !== null && canTransition(appropriationMachine, row.status, batch.action);

  return (
    <ListFrame<AppropriationRow>
      title={t(`appropriation.title.${view}`)}
      extra={<ViewSwitch view={view} />}
      search={<AppropriationSearchForm view={view} query={query} onSearch={update} />}
      filterTags={
        query.filters.projectId && (
          <Tag closable onClose={() => update({ filters: withoutProject(query.filters) })}>
            {t('appropriation.list.projectFilter', {
              project: data?.list[0]?.projectName ?? `#${query.filters.projectId}`,
            })}
          </Tag>
        )
      }
      actions={
        <>
          <Btn codes={[FUNDS_BUTTONS.create]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => navigate(APPROPRIATION_CREATE_PATH)}>
              {t('appropriation.list.create')}
            </Button>
          </Btn>
          {mayBatch && batch && <BatchActions action={batch.action} rows={selected} onDone={clear} />}
        </>
      }
      exportButton={
        <Btn codes={[FUNDS_BUTTONS.export]}>
          <ExportButton
            url="/pm/appropriations/export"
            fileName={`appropriations-${view}`}
            params={{ ...filters, view, ...(query.keyword ? { keyword: query.keyword } : {}) }}
          />
        </Btn>
      }
      totals={<TotalsBar totals={data?.totals} />}
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1600 }}
      rowSelection={mayBatch ? rowSelection((row) => ({ disabled: !selectable(row) })) : undefined}
    >
      <AppropriationDrawer id={openId} onClose={closeDrawer} />
    </ListFrame>
  );
}
