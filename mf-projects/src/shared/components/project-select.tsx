import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ProjectListItem } from '@pm/domain/shapes';
import type { ProjectStatus } from '@pm/domain/workflow';
import { RecordSelect } from '@pm/web/ui';
import { useGetProjectQuery } from '../api/get-project';
import { useGetProjectChoicesQuery } from '../api/get-project-choices';

export interface ProjectSelectProps {
  /** The statuses the form accepts (e.g. an application needs a project that has not applied yet). */
  statuses: readonly ProjectStatus[];
  value?: number | null;
  onChange?: (id: number | null) => void;
  disabled?: boolean;
  placeholder?: string;
}

/**
 * A searchable project picker over `GET /pm/projects`. The chosen project is always listed (it may come from the
 * URL or a saved record and fall outside the current search).
 */
export function ProjectSelect({ statuses, value, ...props }: ProjectSelectProps) {
  const { data: chosen } = useGetProjectQuery(value ?? skipToken);
  const useChoices = (keyword: string, skip: boolean) =>
    useGetProjectChoicesQuery({ statuses, keyword }, { skip });
  return <RecordSelect<ProjectListItem> {...props} value={value} chosen={chosen} useRows={useChoices} />;
}
