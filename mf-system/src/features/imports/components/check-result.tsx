import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Grid from '@arco-design/web-react/es/Grid';
import Statistic from '@arco-design/web-react/es/Statistic';
import Table from '@arco-design/web-react/es/Table';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { useTranslation } from 'react-i18next';
import type { ImportJobDetail, ImportRowError } from '@pm/domain/shapes/imports';
import { NS } from '../../../locale';
import { jobFileUrl } from './job-download';
import { downloadFrom } from '@pm/web/ui';

/** A dry run's (or commit's) counts, its first bad rows and the error file. */
export function CheckResult({ detail }: { detail: ImportJobDetail }) {
  const { t } = useTranslation(NS);
  const { job, errors } = detail;
  const counts: [string, number, string?][] = [
    ['imports.total', job.total],
    ['imports.valid', job.valid, 'rgb(var(--success-6))'],
    ['imports.invalid', job.invalid, job.invalid > 0 ? 'rgb(var(--danger-6))' : undefined],
    ...(job.status === 'committed' ? [['imports.imported', job.imported] as [string, number]] : []),
  ];
  return (
    <div>
      <Grid.Row gutter={[16, 16]} style={{ marginBottom: 16 }}>
        {counts.map(([key, value, color]) => (
          <Grid.Col key={key} xs={12} sm={6}>
            <Statistic title={t(key)} value={value} styleValue={color ? { color } : undefined} />
          </Grid.Col>
        ))}
      </Grid.Row>
      {job.invalid === 0 ? (
        <Alert type="success" content={t('imports.noErrors')} />
      ) : (
        <>
          <Alert
            type="warning"
            content={t('imports.errorFileHint')}
            action={
              job.errorFile ? (
                <Button
                  size="small"
                  icon={<IconDownload />}
                  onClick={() => void downloadFrom(jobFileUrl(job.id, 'errors'), 'errors.xlsx')}
                >
                  {t('imports.errorFile')}
                </Button>
              ) : null
            }
          />
          <div style={{ margin: '12px 0 8px', fontWeight: 500 }}>{t('imports.errors')}</div>
          <Table<ImportRowError>
            size="small"
            rowKey="row"
            data={errors}
            pagination={{ pageSize: 10, size: 'mini', hideOnSinglePage: true }}
            scroll={{ x: 480 }}
            columns={[
              { title: t('imports.row'), dataIndex: 'row', width: 80 },
              {
                title: t('imports.messages'),
                dataIndex: 'messages',
                render: (messages: string[]) => messages.join('；'),
              },
            ]}
          />
        </>
      )}
    </div>
  );
}
