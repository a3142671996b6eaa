import { useState } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Notification from '@arco-design/web-react/es/Notification';
import Popover from '@arco-design/web-react/es/Popover';
import Spin from '@arco-design/web-react/es/Spin';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import IconHistory from '@arco-design/web-react/icon/react-icon/IconHistory';
import type { AxiosResponse } from 'axios';
import { EXPORT_DIRECT_MAX_ROWS, exportKindOf, type ExportKind } from '@pm/domain/contracts/exports';
import type { ExportJob } from '@pm/domain/shapes/export-job';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text';
import { apiGet } from '../api/requests';
import { formatDateTime, formatNumber } from '../i18n/format';
import { dispositionFileName, exportFileName, saveBlob } from './download';
import { ExportJobProgress, ExportJobState } from './export-job-progress';
import { getMyExportJobs } from './export-jobs-api';

export interface ExportButtonProps {
  /** The export endpoint (`/pm/projects/export`): the list's own filters, answered as `.xlsx`. */
  url: string;
  /** The list's filters and keyword, as the list sends them. */
  params: Record<string, string>;
  /** The file's name before the day (`projects` → `projects-20261115.xlsx`) if the server sends no name. */
  fileName: string;
}

type ExportAnswer = { file: Blob; fileName: string | null } | { job: ExportJob };

/** The list's export: the workbook itself, or (HTTP 202) the export job the server started for a big one. */
async function requestExport(url: string, params: Record<string, string>): Promise<ExportAnswer> {
  const response = await apiGet<AxiosResponse<Blob>>(url, params, {
    responseType: 'blob',
    silent: true,
    wholeResponse: true,
  });
  if (response.status === 202) {
    const body = JSON.parse(await response.data.text()) as { data: ExportJob };
    return { job: body.data };
  }
  const header: unknown = response.headers['content-disposition'];
  return { file: response.data, fileName: dispositionFileName(typeof header === 'string' ? header : null) };
}

/** The caller's latest background exports of this list, read when the popover opens. */
function RecentExports({ kind }: { kind: ExportKind }) {
  const { t } = useTranslation('common');
  const [jobs, setJobs] = useState<ExportJob[] | null>(null);
  const load = (visible: boolean) => {
    if (!visible) return;
    setJobs(null);
    getMyExportJobs(kind)
      .then((page) => setJobs(page.list))
      .catch((reason: unknown) => {
        setJobs([]);
        Message.error(t('table.exportFailed', { reason: errorText(reason) }));
      });
  };
  const content = (
    <div style={{ width: 300, maxWidth: '80vw' }}>
      <p style={{ marginTop: 0 }}>
        {t('table.exportJob.hint', { limit: formatNumber(EXPORT_DIRECT_MAX_ROWS) })}
      </p>
      {jobs === null ? (
        <Spin />
      ) : jobs.length === 0 ? (
        <p>{t('table.exportJob.none')}</p>
      ) : (
        <ul style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('table.exportJob.recent')}>
          {jobs.map((job) => (
            <li key={job.id} style={{ padding: '6px 0', borderTop: '1px solid var(--color-border-2)' }}>
              <div style={{ overflowWrap: 'anywhere' }}>{job.fileName}</div>
              <div style={{ color: 'var(--color-text-3)', fontSize: 12 }}>
                {formatDateTime(job.createdAt)} · {formatNumber(job.total)}
              </div>
              <ExportJobState job={job} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
  return (
    <Popover title={t('table.exportJob.recent')} trigger="click" content={content} onVisibleChange={load}>
      <Button icon={<IconHistory />} aria-label={t('table.exportJob.recent')} />
    </Popover>
  );
}

/**
 * Exports what a list shows (all its filtered rows) as Excel, through the shared `http` so the token travels as a
 * header; busy while it runs, and a refusal is said with the server's reason. More than EXPORT_DIRECT_MAX_ROWS rows
 * become a background job: a notification follows its progress and offers the file, and the records button beside
 * the export lists the caller's latest ones.
 */
export function ExportButton({ url, params, fileName }: ExportButtonProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  const kind = exportKindOf(url);
  const run = async () => {
    setBusy(true);
    try {
      const answer = await requestExport(url, params);
      if ('job' in answer) {
        Notification.info({
          id: `export-job-${answer.job.id}`,
          title: t('table.exportJob.started', {
            total: formatNumber(answer.job.total),
            limit: formatNumber(EXPORT_DIRECT_MAX_ROWS),
          }),
          content: <ExportJobProgress job={answer.job} />,
          duration: 0,
          closable: true,
        });
      } else {
        // The server names the file in the caller's language and dates it by the business date.
        saveBlob(answer.file, answer.fileName ?? exportFileName(fileName));
      }
    } catch (reason) {
      Message.error(t('table.exportFailed', { reason: errorText(reason) }));
    } finally {
      setBusy(false);
    }
  };
  const button = (
    <Button icon={<IconDownload />} loading={busy} onClick={() => void run()}>
      {t('table.export')}
    </Button>
  );
  if (kind === null) return button;
  return (
    <span style={{ display: 'inline-flex', gap: 4 }}>
      {button}
      <RecentExports kind={kind} />
    </span>
  );
}
