import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import Button from '@arco-design/web-react/es/Button';
import Message from '@arco-design/web-react/es/Message';
import Upload from '@arco-design/web-react/es/Upload';
import type { RequestOptions, UploadItem } from '@arco-design/web-react/es/Upload/interface';
import IconDownload from '@arco-design/web-react/icon/react-icon/IconDownload';
import IconUpload from '@arco-design/web-react/icon/react-icon/IconUpload';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text';
import { apiPost } from '../api/requests';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MAX_MB } from '@pm/domain/contracts';
import type { FileRef } from '@pm/domain/shapes';
import { useReportUnsavedWork } from './close-guard';
import { downloadFile } from './download';

/** The server's whole list, unless the form narrows it. */
const DEFAULT_ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

export interface FileUploadProps {
  /** In a form: ids of the files uploaded here, sent when the form is saved. */
  value?: number[];
  onChange?: (ids: number[]) => void;
  /**
   * Outside a form (nothing else would save it): attaches each uploaded file to its record at once. A file shows as
   * done only once attached; one that could not be attached says so under it.
   */
  attach?: (file: FileRef) => Promise<unknown>;
  /** The button's text (default 上传文件). */
  buttonText?: ReactNode;
  /** Files already attached to the record: listed with a download link. */
  files?: FileRef[];
  /** Narrower than the server's list if the form wants (`.pdf,.docx`). */
  accept?: string;
  disabled?: boolean;
  id?: string;
  /**
   * Where files go up to and download from (`POST <filesUrl>`, `GET <filesUrl>/:id`): the staff store by default,
   * the portal's own (`/client/files`) for a beneficiary.
   */
  filesUrl?: string;
}

const extensionOf = (name: string) => name.slice(name.lastIndexOf('.')).toLowerCase();

/** Why a file cannot go up, checked before sending it; null when it may. */
export function uploadProblem(
  file: Pick<File, 'name' | 'size'>,
  accept: string,
): 'tooLarge' | 'badType' | null {
  const allowed = accept.split(',').map((entry) => entry.trim().toLowerCase());
  if (!file.name.includes('.') || !allowed.includes(extensionOf(file.name))) return 'badType';
  return file.size > UPLOAD_MAX_BYTES ? 'tooLarge' : null;
}

/**
 * Sends one file to `POST /pm/files`, then, when `attach` is given, attaches it: the item is done only once both
 * worked, and an error names the step that failed.
 */
function uploader(
  attach: FileUploadProps['attach'],
  attachFailed: (reason: string) => string,
  filesUrl: string,
) {
  return ({ file, onProgress, onSuccess, onError }: RequestOptions) => {
    const controller = new AbortController();
    const body = new FormData();
    body.append('file', file);
    apiPost<FileRef>(filesUrl, body, {
      signal: controller.signal,
      // The list shows the error under the file; a toast would say it twice.
      silent: true,
      // Attaching is the last step: the bar stops short of full until it is done.
      onUploadProgress: (event) =>
        event.total && onProgress(Math.round((event.loaded / event.total) * (attach ? 90 : 100))),
    }).then(
      async (stored) => {
        if (attach) {
          try {
            await attach(stored);
          } catch (error) {
            onError({ message: attachFailed(errorText(error) ?? '') });
            return;
          }
        }
        onSuccess(stored);
      },
      (error: unknown) => onError({ message: error instanceof Error ? error.message : String(error) }),
    );
    return { abort: () => controller.abort() };
  };
}

const storedId = (item: UploadItem) =>
  item.status === 'done' ? (item.response as FileRef | undefined)?.id : undefined;

/**
 * Attachments: each chosen file goes up at once to `POST /pm/files` through the shared `http` with its progress,
 * and a refused one shows the server's reason. In a form the form gets the ids of the files that went up (any can
 * be removed again before saving, and the form's drawer asks before closing unsaved); outside one, `attach` adds
 * each file to its record as soon as it is up, so what shows as done is attached. Either way a file still going up
 * keeps its drawer from closing without asking (`useCloseGuard`).
 */
export function FileUpload({
  value,
  onChange,
  attach,
  buttonText,
  files,
  accept = DEFAULT_ACCEPT,
  disabled,
  id,
  filesUrl = '/pm/files',
}: FileUploadProps) {
  const { t } = useTranslation('common');
  const [items, setItems] = useState<UploadItem[]>([]);
  const request = useMemo(
    () => uploader(attach, (reason) => t('upload.attachFailed', { reason }), filesUrl),
    [attach, t, filesUrl],
  );
  useReportUnsavedWork(items.some((item) => item.status === 'uploading' || item.status === 'init'));
  // The ids last reported, so a progress tick does not re-send the same list.
  const reported = useRef(value ?? []);

  // The form emptied the field (a reset, a new record): the files listed here belong to the old value.
  useEffect(() => {
    if (value && value.length === 0 && reported.current.length > 0) {
      reported.current = [];
      setItems([]);
    }
  }, [value]);

  const handleChange = (next: UploadItem[]) => {
    // Attached files belong to the record now, which lists them: only what is going up or failed stays here.
    setItems(attach ? next.filter((item) => item.status !== 'done') : next);
    if (attach) return;
    const ids = next.map(storedId).filter((fileId): fileId is number => fileId !== undefined);
    if (ids.join() !== reported.current.join()) {
      reported.current = ids;
      onChange?.(ids);
    }
  };

  return (
    <div id={id}>
      {files && files.length > 0 && (
        <ul aria-label={t('upload.attached')} style={{ listStyle: 'none', padding: 0, margin: '0 0 8px' }}>
          {files.map((file) => (
            <li key={file.id}>
              <Button
                type="text"
                size="mini"
                icon={<IconDownload />}
                aria-label={t('upload.download', { name: file.name })}
                onClick={() => void downloadFile(file, filesUrl)}
              >
                {file.name}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <Upload
        multiple
        accept={accept}
        disabled={disabled}
        fileList={items}
        customRequest={request}
        onChange={handleChange}
        beforeUpload={(file) => {
          const problem = uploadProblem(file, accept);
          if (problem) Message.error(t(`upload.${problem}`, { name: file.name, size: UPLOAD_MAX_MB }));
          return !problem;
        }}
        tip={t('upload.tip', {
          size: UPLOAD_MAX_MB,
          types: accept.replaceAll('.', '').replaceAll(',', ', '),
        })}
        renderUploadItem={(node, item) => (
          <div key={item.uid}>
            {node}
            {item.status === 'error' && (
              <div role="alert" style={{ color: 'rgb(var(--danger-6))', fontSize: 12 }}>
                {(item.response as { message?: string } | undefined)?.message ?? t('upload.failed')}
              </div>
            )}
          </div>
        )}
      >
        <Button icon={<IconUpload />} disabled={disabled}>
          {buttonText ?? t('upload.button')}
        </Button>
      </Upload>
    </div>
  );
}
