import { useSearchParams } from '@pm/web/router';
import { idParam } from '../../shared/paths';
import { ProjectPicker } from './project-picker';
import { ReportEditor } from './report-editor';

/** `/project/report/create?projectId=<id>[&itemId=<id>][&id=<reportId>]`: file or edit a stage report. */
export function ReportCreatePage() {
  const [params, setParams] = useSearchParams();
  const projectId = idParam(params.get('projectId'));
  if (projectId === undefined) {
    return <ProjectPicker onPick={(id) => setParams({ projectId: String(id) })} />;
  }
  return (
    <ReportEditor
      projectId={projectId}
      reportId={idParam(params.get('id')) ?? null}
      itemId={idParam(params.get('itemId')) ?? null}
    />
  );
}
