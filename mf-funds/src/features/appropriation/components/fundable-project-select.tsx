import Typography from '@arco-design/web-react/es/Typography';
import { useTranslation } from 'react-i18next';
import type { FundableProject } from '@pm/domain/shapes';
import { compareMoney, formatMoney } from '@pm/domain/money';
import { RecordSelect } from '@pm/web/ui';
import { NS } from '../../../locale';
import { useGetFundableProjectsQuery } from '../api/get-fundable-projects';

export interface FundableProjectSelectProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The chosen project as the page knows it (from the URL or a saved appropriation), listed whatever the search. */
  chosen?: { id: number; code: string; name: string; remainingAmount?: string };
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

const useFundableProjects = (keyword: string, skip: boolean) =>
  useGetFundableProjectsQuery(keyword, { skip });

type Row = Pick<FundableProject, 'id' | 'code' | 'name'> & { remainingAmount?: string };

const spent = (row: Row) => row.remainingAmount !== undefined && compareMoney(row.remainingAmount, 0) <= 0;

/**
 * A searchable picker of the projects with an agreement in force (`GET /pm/appropriations/fundable-projects`),
 * each with what it may still receive; one with nothing left is listed but cannot be chosen.
 */
export function FundableProjectSelect({ chosen, ...props }: FundableProjectSelectProps) {
  const { t } = useTranslation(NS);
  return (
    <RecordSelect<Row>
      {...props}
      chosen={chosen}
      useRows={useFundableProjects}
      unavailable={spent}
      mark={(row) =>
        row.remainingAmount !== undefined && (
          <Typography.Text type="secondary" style={{ marginLeft: 8 }}>
            {t('appropriation.limit.project', { amount: formatMoney(row.remainingAmount) })}
          </Typography.Text>
        )
      }
    />
  );
}
