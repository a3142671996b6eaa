import type { Page } from '@pm/domain/contracts';
import type { ExportKind } from '@pm/domain/contracts/exports';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { apiGet } from '../api/requests';
import { downloadFrom } from './download';

/** One export job and its progress (`GET /pm/exports/:id`). */
export function getExportJob(id: number): Promise<ExportJob> {
  return apiGet<ExportJob>(`/pm/exports/${id}`, undefined, { silent: true });
}

/** The caller's latest export jobs of one list (`GET /pm/exports`). */
export function getMyExportJobs(kind: ExportKind, pageSize = 5): Promise<Page<ExportJob>> {
  return apiGet<Page<ExportJob>>('/pm/exports', { kind, pageSize }, { silent: true });
}

/** Saves a finished job's workbook under the name the server gives it; a failure is toasted (downloadFrom). */
export function downloadExportJob(job: Pick<ExportJob, 'id' | 'fileName'>): Promise<boolean> {
  return downloadFrom(`/pm/exports/${job.id}/file`, job.fileName);
}
