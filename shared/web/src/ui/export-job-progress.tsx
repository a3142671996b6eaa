import { useEffect, useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Progress from '@arco-design/web-react/es/Progress';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../i18n/format';
import { downloadExportJob, getExportJob } from './export-jobs-api';

/** How often a running job is asked for its progress. */
export const EXPORT_POLL_MS = 1000;

/** Follows a running export job until it is done or failed; the job as last read. */
export function useExportJob(initial: ExportJob): ExportJob {
  const [job, setJob] = useState(initial);
  useEffect(() => {
    if (job.status !== 'running') return undefined;
    let stopped = false;
    const timer = setTimeout(() => {
      getExportJob(job.id)
        .then((next) => {
          if (!stopped) setJob(next);
        })
        // A failed read (network) keeps the last state; the next turn asks again.
        .catch(() => {
          if (!stopped) setJob((current) => ({ ...current }));
        });
    }, EXPORT_POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [job]);
  return job;
}

/** A job's state in a line: progress while it runs, a download button when done, the reason when it failed. */
export function ExportJobState({ job }: { job: ExportJob }) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  if (job.status === 'failed') {
    return <span role="alert">{t('table.exportJob.failed', { reason: job.error ?? '' })}</span>;
  }
  if (job.status === 'running') {
    return (
      <div>
        <Progress percent={job.percent} size="small" />
        <div>
          {t('table.exportJob.progress', {
            written: formatNumber(job.written),
            total: formatNumber(job.total),
          })}
        </div>
      </div>
    );
  }
  const download = async () => {
    setBusy(true);
    await downloadExportJob(job);
    setBusy(false);
  };
  return (
    <Button type="primary" size="mini" loading={busy} onClick={() => void download()}>
      {t('table.exportJob.download')}
    </Button>
  );
}

/** A job just started by an export, followed live (the content of the export's notification). */
export function ExportJobProgress({ job: started }: { job: ExportJob }) {
  const { t } = useTranslation('common');
  const job = useExportJob(started);
  return (
    <div data-testid="export-job">
      {job.status === 'done' ? <div>{t('table.exportJob.done', { fileName: job.fileName })}</div> : null}
      <ExportJobState job={job} />
    </div>
  );
}
