import Tag from '@arco-design/web-react/es/Tag';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetProjectQuery } from '../api/get-project';

export interface ProjectFilterTagProps {
  projectId: number | undefined;
  /** The tag's text for the project ('Project: XM2025007 …'). */
  format: (name: string) => string;
  onClear: () => void;
}

/** A list narrowed to one project (linked from its detail page): a tag naming it that lifts the filter. */
export function ProjectFilterTag({ projectId, format, onClear }: ProjectFilterTagProps) {
  const { data } = useGetProjectQuery(projectId ?? skipToken);
  if (!projectId) return null;
  return (
    <Tag closable color="arcoblue" onClose={onClear}>
      {format(data ? `${data.code} ${data.name}` : `#${projectId}`)}
    </Tag>
  );
}
