import { useSearchParams } from 'react-router-dom';
import { ProjectPicker } from './project-picker';
import { ReportEditor } from './report-editor';

function positiveId(text: string | null): number | null {
  const value = Number(text);
  return text !== null && Number.isInteger(value) && value > 0 ? value : null;
}

/** `/project/report/create?projectId=<id>[&itemId=<id>][&id=<reportId>]`: file or edit a stage report. */
export function ReportCreatePage() {
  const [params, setParams] = useSearchParams();
  const projectId = positiveId(params.get('projectId'));
  if (projectId === null) {
    return <ProjectPicker onPick={(id) => setParams({ projectId: String(id) })} />;
  }
  return (
    <ReportEditor
      projectId={projectId}
      reportId={positiveId(params.get('id'))}
      itemId={positiveId(params.get('itemId'))}
    />
  );
}
