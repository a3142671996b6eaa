import { useMemo, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Space from '@arco-design/web-react/es/Space';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import type { ReportPlanListItem } from '@pm/domain/shapes';
import {
  KeywordField,
  ListFrame,
  RouterLink,
  SearchForm,
  SelectField,
  dateColumn,
  toRequestParams,
  useDict,
  useListQuery,
  useSearchForm,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { useGetReportPlansQuery } from '../../features/report-plan/api/report-plans';
import { NS } from '../../locale';
import { planEditPath } from '../../shared-paths';
import { ApplyPlanDialog } from './apply-dialog';

/** The URL parameters the list filters by, as the server's list query takes them. */
const PLAN_FILTERS = ['projectType'] as const;

interface ColumnArgs {
  t: TFunction;
  language: string;
  typeLabel: (value: string) => string;
  onApply: (plan: ReportPlanListItem) => void;
}

function columns({ t, language, typeLabel, onApply }: ColumnArgs): ColumnProps<ReportPlanListItem>[] {
  return [
    {
      title: t('reportPlan.column.name'),
      dataIndex: 'name',
      sorter: true,
      render: (name: string, row) => <RouterLink to={planEditPath(row.id)}>{name}</RouterLink>,
    },
    {
      title: t('reportPlan.column.scope'),
      dataIndex: 'agreementCode',
      render: (code: string | null, row) =>
        code !== null
          ? t('reportPlan.scope.agreement', { code })
          : t('reportPlan.scope.type', { type: typeLabel(row.projectType ?? '') }),
    },
    { title: t('reportPlan.column.items'), dataIndex: 'itemCount', align: 'right', width: 100 },
    {
      title: t('reportPlan.column.overdue'),
      dataIndex: 'overdueCount',
      width: 120,
      render: (count: number) =>
        count > 0 ? <Tag color="red">{t('reportPlan.overdue', { count })}</Tag> : t('reportPlan.noOverdue'),
    },
    dateColumn(t('reportPlan.column.updatedAt'), 'updatedAt', language, { sorter: true }),
    {
      title: t('reportPlan.column.actions'),
      dataIndex: 'id',
      width: 200,
      render: (id: number, row) => (
        <Space>
          <RouterLink to={planEditPath(id)}>{t('reportPlan.edit')}</RouterLink>
          <Button type="text" size="mini" onClick={() => onApply(row)}>
            {t('reportPlan.apply')}
          </Button>
        </Space>
      ),
    },
  ];
}

function PlanSearchForm({ query, onSearch }: ListSearchFormProps) {
  const { t } = useTranslation(NS);
  const types = useDict('project_type');
  const { form, search, reset } = useSearchForm<{ keyword?: string; projectType?: string }>({
    query,
    onSearch,
    toValues: (current) => ({ keyword: current.keyword, projectType: current.filters.projectType }),
    toFilters: (values): Record<string, string> =>
      values.projectType ? { projectType: values.projectType } : {},
  });
  return (
    <SearchForm form={form} label={t('reportPlan.search.title')} onSearch={search} onReset={reset}>
      <KeywordField label={t('reportPlan.search.keyword')} placeholder={t('reportPlan.search.placeholder')} />
      <SelectField
        label={t('reportPlan.search.projectType')}
        field="projectType"
        placeholder={t('reportPlan.search.all')}
        options={types.options}
        loading={types.isLoading}
      />
    </SearchForm>
  );
}

/**
 * `/system/report/plan`: reporting plans searched (name or agreement number, project type), sorted and paged in
 * the URL, with their overdue reports; each opens in the editor or is applied to an agreement.
 */
export function ReportPlanListPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const types = useDict('project_type');
  const [applying, setApplying] = useState<ReportPlanListItem | null>(null);
  const { query, update } = useListQuery(PLAN_FILTERS);
  const result = useGetReportPlansQuery(toRequestParams(query));
  const tableColumns = useMemo(
    () => columns({ t, language: i18n.language, typeLabel: types.label, onApply: setApplying }),
    [t, i18n.language, types.label],
  );
  return (
    <>
      <ListFrame<ReportPlanListItem>
        title={t('reportPlan.title')}
        search={<PlanSearchForm query={query} onSearch={update} />}
        actions={
          <Button type="primary" icon={<IconPlus />} onClick={() => navigate(planEditPath())}>
            {t('reportPlan.create')}
          </Button>
        }
        result={result}
        columns={tableColumns}
        query={query}
        onQueryChange={update}
        scroll={{ x: 900 }}
        emptyText={t('reportPlan.empty')}
      />
      <ApplyPlanDialog plan={applying} onClose={() => setApplying(null)} />
    </>
  );
}
