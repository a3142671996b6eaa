import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition, inlineDisposition } from '../../http/download';
import { notFound } from '../../http/errors';

export interface StoredFileRef {
  name: string;
  mime: string;
  storageKey: string;
}

/**
 * Answers with a stored file — its type, its size on disk, its name (saved, or shown with `inline`) — or 404 when
 * its bytes are gone. The one way every route hands out a file the server keeps.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFileRef,
  { inline = false }: { inline?: boolean } = {},
) {
  const path = join(request.server.config.filesDir, file.storageKey);
  const size = await stat(path).then(
    (stats) => stats.size,
    () => null,
  );
  if (size === null) throw notFound(request.t('file.notFound'));
  return reply
    .type(file.mime)
    .header('content-length', size)
    .header('content-disposition', (inline ? inlineDisposition : attachmentDisposition)(file.name))
    .send(createReadStream(path));
}
