import { Type } from 'typebox';
import { responses } from '../../http/envelope';
import { Id } from '@pm/domain/shapes/integers';
import { downloadResponses } from '../../http/download';
import { FileRefSchema } from '@pm/domain/shapes/records';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_MB } from '@pm/domain/contracts/files';

export const uploadFileRoute = {
  tags: ['files'],
  summary: `Uploads one file (multipart field "file", at most ${UPLOAD_MAX_MB} MB; ${UPLOAD_EXTENSIONS.join(', ')}; the content must match the extension)`,
  consumes: ['multipart/form-data'],
  response: responses(FileRefSchema),
};

export const downloadFileRoute = {
  tags: ['files'],
  summary:
    'Downloads a file as an attachment, with the type of its checked extension: for its uploader, and whoever may see a record it is attached to (else 404)',
  params: Type.Object({ id: Id() }),
  response: downloadResponses('The file'),
};

export const previewFileRoute = {
  tags: ['files'],
  summary:
    'An image or PDF inline, for showing in the page (the same readers as the download; another type is a 415)',
  params: Type.Object({ id: Id() }),
  response: downloadResponses('The file, inline'),
};
