import { useState } from 'react';
import Alert from '@arco-design/web-react/es/Alert';
import Button from '@arco-design/web-react/es/Button';
import Card from '@arco-design/web-react/es/Card';
import Form from '@arco-design/web-react/es/Form';
import Message from '@arco-design/web-react/es/Message';
import Modal from '@arco-design/web-react/es/Modal';
import Progress from '@arco-design/web-react/es/Progress';
import Radio from '@arco-design/web-react/es/Radio';
import Result from '@arco-design/web-react/es/Result';
import Select from '@arco-design/web-react/es/Select';
import Space from '@arco-design/web-react/es/Space';
import Steps from '@arco-design/web-react/es/Steps';
import Upload from '@arco-design/web-react/es/Upload';
import type { RequestOptions } from '@arco-design/web-react/es/Upload/interface';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import { useTranslation } from 'react-i18next';
import { UPLOAD_MAX_BYTES } from '@pm/domain/contracts';
import {
  IMPORT_MAX_ROWS,
  IMPORT_TYPES,
  type ImportJobDetail,
  type ImportMode,
  type ImportType,
} from '@pm/domain/shapes/imports';
import { downloadFrom, RouterLink } from '@pm/web/ui';
import { NS } from '../../../locale';
import {
  useCheckImportMutation,
  useCommitImportMutation,
  useGetImportJobQuery,
  useUploadImportMutation,
} from '../api/imports-api';
import { CheckResult } from './check-result';

/** Where the records of each type are listed once imported. */
const LIST_PATHS: Record<ImportType, string> = {
  beneficiaryPerson: '/related/benefit',
  beneficiaryCompany: '/related/benefit',
  partner: '/related/partner/company',
  volunteer: '/related/volunteer',
  volunteerHours: '/related/volunteer',
  project: '/project/list',
  user: '/system/user',
};

type Phase = 'upload' | 'checking' | 'checked' | 'committing' | 'done';
const STEP_OF: Record<Phase, number> = { upload: 1, checking: 2, checked: 2, committing: 3, done: 4 };

/** Polls the running job for its progress (the step itself answers when it is over). */
function useProgress(id: number | null, running: boolean): number {
  const { data } = useGetImportJobQuery(id ?? 0, { skip: id === null || !running, pollingInterval: 400 });
  return running ? (data?.job.progress ?? 0) : 100;
}

/**
 * The import steps: choose the type and get its template, upload (the dry run starts at once, with a progress
 * bar), see the counts, first errors and error file, choose how to import, confirm, import (progress), done.
 */
export function ImportWizard() {
  const { t } = useTranslation(NS);
  const [type, setType] = useState<ImportType>('beneficiaryPerson');
  const [phase, setPhase] = useState<Phase>('upload');
  const [detail, setDetail] = useState<ImportJobDetail | null>(null);
  const [mode, setMode] = useState<ImportMode>('all');
  const [upload] = useUploadImportMutation();
  const [check] = useCheckImportMutation();
  const [commit] = useCommitImportMutation();
  const jobId = detail?.job.id ?? null;
  const progress = useProgress(jobId, phase === 'checking' || phase === 'committing');

  const restart = () => {
    setDetail(null);
    setPhase('upload');
    setMode('all');
  };

  const runCheck = async (id: number) => {
    setPhase('checking');
    try {
      const checked = await check(id).unwrap();
      setDetail(checked);
      setMode(checked.job.invalid > 0 ? 'valid' : 'all');
      setPhase('checked');
    } catch {
      // The toast said why (a file over the row limit…): back to choosing a file.
      restart();
    }
  };

  const send = ({ file, onSuccess, onError }: RequestOptions) => {
    upload({ type, file })
      .unwrap()
      .then(
        (uploaded) => {
          onSuccess(uploaded);
          setDetail(uploaded);
          void runCheck(uploaded.job.id);
        },
        (error: unknown) => onError({ message: error instanceof Error ? error.message : String(error) }),
      );
    return { abort: () => undefined };
  };

  const beforeUpload = (file: File) => {
    if (!file.name.toLowerCase().endsWith('.xlsx')) {
      Message.error(t('imports.badType'));
      return false;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      Message.error(t('imports.tooLarge'));
      return false;
    }
    return true;
  };

  const runCommit = async () => {
    if (!detail) return;
    setPhase('committing');
    try {
      const done = await commit({ id: detail.job.id, mode }).unwrap();
      setDetail(done);
      setPhase('done');
    } catch {
      // The toast said why; the job is read again (a row may have gone bad since the dry run).
      const again = await check(detail.job.id)
        .unwrap()
        .catch(() => null);
      if (again) setDetail(again);
      setPhase('checked');
    }
  };

  const confirmCommit = () => {
    if (!detail) return;
    Modal.confirm({
      title: t('imports.commit'),
      content: t('imports.commitConfirm', {
        count: mode === 'all' ? detail.job.total : detail.job.valid,
        type: t(`imports.type.${detail.job.type}`),
      }),
      onOk: () => void runCommit(),
    });
  };

  const job = detail?.job;
  const invalid = job?.invalid ?? 0;

  return (
    <Card title={t('imports.title')} bordered={false}>
      <Steps current={STEP_OF[phase]} size="small" style={{ marginBottom: 24, maxWidth: 720 }}>
        <Steps.Step title={t('imports.step.upload')} />
        <Steps.Step title={t('imports.step.check')} />
        <Steps.Step title={t('imports.step.commit')} />
        <Steps.Step title={t('imports.step.done')} />
      </Steps>
      {phase === 'upload' && (
        <Form layout="vertical" style={{ maxWidth: 720 }}>
          <Form.Item label={t('imports.type')}>
            <Space wrap>
              <Select
                aria-label={t('imports.type')}
                style={{ width: 240, maxWidth: '100%' }}
                value={type}
                onChange={(value: ImportType) => setType(value)}
                options={IMPORT_TYPES.map((value) => ({ value, label: t(`imports.type.${value}`) }))}
              />
              <Button
                icon={<IconDownload />}
                onClick={() => void downloadFrom('/pm/import/template', `${type}.xlsx`, { type })}
              >
                {t('imports.template')}
              </Button>
            </Space>
          </Form.Item>
          <Form.Item>
            <Upload
              drag
              accept=".xlsx"
              limit={1}
              showUploadList={false}
              beforeUpload={beforeUpload}
              customRequest={send}
              tip={t('imports.dropHint', { max: IMPORT_MAX_ROWS })}
            />
          </Form.Item>
        </Form>
      )}
      {(phase === 'checking' || phase === 'committing') && (
        <div role="status" style={{ maxWidth: 720 }}>
          <div style={{ marginBottom: 8 }}>
            {t(phase === 'checking' ? 'imports.checking' : 'imports.committing')}
          </div>
          <Progress percent={progress} />
        </div>
      )}
      {phase === 'checked' && detail && job && (
        <Space direction="vertical" size="large" style={{ width: '100%' }}>
          {job.status === 'failed' && job.message && <Alert type="error" content={job.message} />}
          <CheckResult detail={detail} />
          {job.valid > 0 && (
            <Form layout="vertical">
              <Form.Item label={t('imports.mode')}>
                <Radio.Group
                  direction="vertical"
                  value={mode}
                  onChange={(value: ImportMode) => setMode(value)}
                >
                  <Radio value="all" disabled={invalid > 0}>
                    {t('imports.mode.all')}
                    <div className="arco-form-extra">
                      {invalid > 0
                        ? t('imports.mode.allBlocked', { count: invalid })
                        : t('imports.mode.allHelp')}
                    </div>
                  </Radio>
                  <Radio value="valid">
                    {t('imports.mode.valid')}
                    <div className="arco-form-extra">{t('imports.mode.validHelp')}</div>
                  </Radio>
                </Radio.Group>
              </Form.Item>
            </Form>
          )}
          <Space wrap>
            {job.valid > 0 && (
              <Button type="primary" onClick={confirmCommit} disabled={mode === 'all' && invalid > 0}>
                {t('imports.commit')}
              </Button>
            )}
            <Button onClick={restart}>{t('imports.restart')}</Button>
          </Space>
        </Space>
      )}
      {phase === 'done' && detail && job && (
        <Result
          status="success"
          title={t('imports.done', { count: job.imported })}
          subTitle={<CheckResult detail={detail} />}
          extra={
            <Space wrap>
              <RouterLink to={LIST_PATHS[job.type]}>{t('imports.openList')}</RouterLink>
              <Button type="primary" onClick={restart}>
                {t('imports.restart')}
              </Button>
            </Space>
          }
        />
      )}
    </Card>
  );
}
