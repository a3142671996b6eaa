import { useMemo } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Radio from '@arco-design/web-react/es/Radio';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import type { PartnerListItem, PartnerType } from '@pm/domain/shapes';
import { PARTNER_BUTTONS } from '@pm/domain/workflow';
import { Btn } from '@pm/web/auth';
import { ExportButton, ListFrame, toRequestParams, useDict, useListQuery, useSelectedRows } from '@pm/web/ui';
import { useGetPartnersQuery } from '../../features/partner/api/get-partners';
import { partnerCreatePath } from '../../features/partner/partner-paths';
import { NS } from '../../locale';
import { BatchActions } from './batch-actions';
import { partnerColumns } from './columns';
import { PartnerSearchForm } from './search-form';
import { PARTNER_FILTERS } from './search-values';

export interface PartnerListPageProps {
  /**
   * `company`: `/related/partner/company`, implementing partners with a switch to supporters (`?type=supporter`);
   * `supplier`: `/related/partner/supplier`.
   */
  page: 'company' | 'supplier';
}

/** A partner list: search form, toolbar (new, batch blacklist, export) and the server-paged table. */
export function PartnerListPage({ page }: PartnerListPageProps) {
  const { t, i18n } = useTranslation(NS);
  const navigate = useNavigate();
  const { query, update } = useListQuery(PARTNER_FILTERS);
  const type: PartnerType =
    page === 'supplier' ? 'supplier' : query.filters.type === 'supporter' ? 'supporter' : 'company';
  const result = useGetPartnersQuery({ ...toRequestParams(query), type });
  const categories = useDict('supplier_category');
  const { selected, clear, rowSelection } = useSelectedRows(result.data?.list, query);
  const columns = useMemo(
    () => partnerColumns(t, i18n.language, type, categories.label),
    [t, i18n.language, type, categories.label],
  );
  const filters = { ...query.filters, type, ...(query.keyword ? { keyword: query.keyword } : {}) };

  return (
    <ListFrame<PartnerListItem>
      key={page}
      title={t(`partnerList.title.${type}`)}
      extra={
        page === 'company' && (
          <Radio.Group
            type="button"
            value={type}
            aria-label={t('partnerList.kind')}
            onChange={(value: PartnerType) =>
              update({ filters: value === 'supporter' ? { type: 'supporter' } : {}, keyword: undefined })
            }
          >
            <Radio value="company">{t('partner.type.company')}</Radio>
            <Radio value="supporter">{t('partner.type.supporter')}</Radio>
          </Radio.Group>
        )
      }
      search={<PartnerSearchForm type={type} query={query} onSearch={update} />}
      actions={
        <>
          <Btn codes={[PARTNER_BUTTONS.create]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => navigate(partnerCreatePath(type))}>
              {t(`partnerList.create.${type}`)}
            </Button>
          </Btn>
          <BatchActions rows={selected} onDone={clear} />
        </>
      }
      exportButton={
        <Btn codes={[PARTNER_BUTTONS.export]}>
          <ExportButton url="/pm/partners/export" fileName="partners" params={filters} />
        </Btn>
      }
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1400 }}
      rowSelection={rowSelection()}
    />
  );
}
