import { FileTable } from '../../shared/components/file-table';
import { QueryState } from '@pm/web/ui';
import { useGetProjectFilesQuery } from '../../features/project/api/get-project-files';

/** The files of the project's applications, agreements and reports. */
export function FilesTab({ projectId }: { projectId: number }) {
  const { data, isLoading, error, refetch } = useGetProjectFilesQuery(projectId);
  return (
    <QueryState isLoading={isLoading} error={error} refetch={refetch}>
      <FileTable files={data ?? []} />
    </QueryState>
  );
}
