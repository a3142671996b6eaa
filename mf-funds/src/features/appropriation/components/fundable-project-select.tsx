import type { FundableProject } from '@pm/shared/contracts';
import { RecordSelect } from '@pm/shared/ui';
import { useGetFundableProjectsQuery } from '../api/get-fundable-projects';

export interface FundableProjectSelectProps {
  value?: number | null;
  onChange?: (id: number | null) => void;
  /** The chosen project as the page knows it (from the URL or a saved appropriation), listed whatever the search. */
  chosen?: { id: number; code: string; name: string };
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

const useFundableProjects = (keyword: string, skip: boolean) =>
  useGetFundableProjectsQuery(keyword, { skip });

/** A searchable picker of the projects that can be paid from (`GET /pm/appropriations/fundable-projects`). */
export function FundableProjectSelect({ chosen, ...props }: FundableProjectSelectProps) {
  return (
    <RecordSelect<Pick<FundableProject, 'id' | 'code' | 'name'>>
      {...props}
      chosen={chosen}
      useRows={useFundableProjects}
    />
  );
}
