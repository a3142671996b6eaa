import { useMemo } from 'react';
import Button from '@arco-design/web-react/es/Button';
import type { ColumnProps } from '@arco-design/web-react/es/Table';
import Tag from '@arco-design/web-react/es/Tag';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import type { ReportTemplateListItem } from '@pm/domain/shapes';
import {
  KeywordField,
  ListFrame,
  RouterLink,
  SearchForm,
  dateColumn,
  toRequestParams,
  useListQuery,
  useSearchForm,
  type ListSearchFormProps,
} from '@pm/web/ui';
import { useGetReportTemplatesQuery } from '../../features/report-template/api/report-templates';
import { NS } from '../../locale';
import { templateDesignPath } from '../../shared-paths';

function columns(t: TFunction, language: string): ColumnProps<ReportTemplateListItem>[] {
  return [
    {
      title: t('reportTemplate.column.name'),
      dataIndex: 'nameZh',
      sorter: true,
      render: (name: string, row) => <RouterLink to={templateDesignPath(row.id)}>{name}</RouterLink>,
    },
    { title: t('reportTemplate.column.nameEn'), dataIndex: 'nameEn' },
    {
      title: t('reportTemplate.column.published'),
      dataIndex: 'publishedSeq',
      render: (seq: number | null, row) => (
        <>
          {seq === null ? t('reportTemplate.none') : t('reportTemplate.versionSeq', { seq })}
          {row.draftVersionId !== null && (
            <Tag color="orange" style={{ marginLeft: 8 }}>
              {t('reportTemplate.hasDraft')}
            </Tag>
          )}
        </>
      ),
    },
    { title: t('reportTemplate.column.versions'), dataIndex: 'versionCount', align: 'right', width: 90 },
    dateColumn(t('reportTemplate.column.updatedAt'), 'updatedAt', language, { sorter: true }),
    {
      title: t('reportTemplate.column.actions'),
      dataIndex: 'id',
      width: 100,
      render: (id: number) => (
        <RouterLink to={templateDesignPath(id)}>{t('reportTemplate.design')}</RouterLink>
      ),
    },
  ];
}

function TemplateSearchForm({ query, onSearch }: ListSearchFormProps) {
  const { t } = useTranslation(NS);
  const { form, search, reset } = useSearchForm<{ keyword?: string }>({
    query,
    onSearch,
    toValues: (current) => ({ keyword: current.keyword }),
    toFilters: () => ({}),
  });
  return (
    <SearchForm form={form} label={t('reportTemplate.search.title')} onSearch={search} onReset={reset}>
      <KeywordField
        label={t('reportTemplate.search.keyword')}
        placeholder={t('reportTemplate.search.placeholder')}
      />
    </SearchForm>
  );
}

/** `/system/report/template`: report templates searched, sorted and paged in the URL; each opens in the designer. */
export function ReportTemplateListPage() {
  const { t, i18n } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const { query, update } = useListQuery();
  const result = useGetReportTemplatesQuery(toRequestParams(query));
  const tableColumns = useMemo(() => columns(t, i18n.language), [t, i18n.language]);
  return (
    <ListFrame<ReportTemplateListItem>
      title={t('reportTemplate.title')}
      search={<TemplateSearchForm query={query} onSearch={update} />}
      actions={
        <Button type="primary" icon={<IconPlus />} onClick={() => navigate(templateDesignPath())}>
          {t('reportTemplate.create')}
        </Button>
      }
      result={result}
      columns={tableColumns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 900 }}
      emptyText={t('reportTemplate.empty')}
    />
  );
}
