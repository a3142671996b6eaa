import { useMemo } from 'react';
import Button from '@arco-design/web-react/es/Button';
import IconPlus from '@arco-design/web-react/icon/react-icon/IconPlus';
import { useTranslation } from 'react-i18next';
import { useNavigate } from '@pm/web/router';
import { Btn, useBtn } from '@pm/web/auth';
import { BENEFICIARY_DICTS, type BeneficiaryListItem, type BeneficiaryType } from '@pm/domain/shapes';
import { BENEFICIARY_BUTTONS } from '@pm/domain/workflow';
import { ExportButton, ListFrame, toRequestParams, useDict, useListQuery, useSelectedRows } from '@pm/web/ui';
import { useGetBeneficiariesQuery } from '../../features/beneficiary/api/get-beneficiaries';
import { beneficiaryFormPath } from '../../shared/paths';
import { NS } from '../../locale';
import { BatchStatus } from './batch-status';
import { beneficiaryColumns } from './columns';
import { BeneficiarySearchForm } from './search-form';
import { BENEFICIARY_FILTERS } from './search-values';

/** `/related/benefit/person` and `/related/benefit/company`: one page per kind (a new kind starts clean). */
export function BeneficiaryListPage({ type }: { type: BeneficiaryType }) {
  return <BeneficiaryList key={type} type={type} />;
}

function BeneficiaryList({ type }: { type: BeneficiaryType }) {
  const { t, i18n } = useTranslation([NS, 'common']);
  const navigate = useNavigate();
  const { query, update } = useListQuery(BENEFICIARY_FILTERS);
  const result = useGetBeneficiariesQuery({ ...toRequestParams(query), type });
  const mayChangeStatus = useBtn([BENEFICIARY_BUTTONS.status]);
  const { selected, clear, rowSelection } = useSelectedRows(result.data?.list, query);
  const tags = useDict(BENEFICIARY_DICTS.vulnerabilityTag);
  const orgTypes = useDict(BENEFICIARY_DICTS.orgType);
  const columns = useMemo(
    () => beneficiaryColumns(t, i18n.language, type, { tag: tags.label, orgType: orgTypes.label }),
    [t, i18n.language, type, tags.label, orgTypes.label],
  );

  return (
    <ListFrame<BeneficiaryListItem>
      title={t(`beneficiary.title.${type}`)}
      search={<BeneficiarySearchForm type={type} query={query} onSearch={update} />}
      actions={
        <>
          <Btn codes={[BENEFICIARY_BUTTONS.create]}>
            <Button type="primary" icon={<IconPlus />} onClick={() => navigate(beneficiaryFormPath(type))}>
              {t(`beneficiary.create.${type}`)}
            </Button>
          </Btn>
          {mayChangeStatus && <BatchStatus rows={selected} onDone={clear} />}
        </>
      }
      exportButton={
        <Btn codes={[BENEFICIARY_BUTTONS.export]}>
          <ExportButton
            url="/pm/beneficiaries/export"
            fileName={`beneficiaries-${type}`}
            params={{ ...query.filters, type, ...(query.keyword ? { keyword: query.keyword } : {}) }}
          />
        </Btn>
      }
      result={result}
      columns={columns}
      query={query}
      onQueryChange={update}
      scroll={{ x: 1340 }}
      rowSelection={mayChangeStatus ? rowSelection() : undefined}
    />
  );
}
