import { useGetPlanAgreementsQuery, type PlanAgreementOption } from './api/report-plans';

/** An agreement as the record picker lists it: `number project`. */
export interface AgreementRow extends PlanAgreementOption {
  code: string;
  name: string;
}

export const agreementRow = (row: PlanAgreementOption): AgreementRow => ({
  ...row,
  code: row.number,
  name: row.projectName,
});

/** The agreements a plan may be made for or applied to, searched by number or project name (`RecordSelect`). */
export function useAgreementRows(keyword: string, skip: boolean) {
  const result = useGetPlanAgreementsQuery(keyword, { skip });
  return { data: result.data?.map(agreementRow), isFetching: result.isFetching };
}
