import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentDisposition, inlineDisposition } from '../../http/download';
import { notFound } from '../../http/errors';

export interface StoredFileRef {
  name: string;
  mime: string;
  storageKey: string;
}

/**
 * Answers with a stored file — its type, its stored size, its name (saved, or shown with `inline`) — streamed from
 * the storage (app.files), or 404 when its bytes are gone. The one way every route hands out a file the server
 * keeps.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  file: StoredFileRef,
  { inline = false }: { inline?: boolean } = {},
) {
  const storage = request.server.files;
  const size = await storage.size(file.storageKey);
  const body = size === null ? null : await storage.read(file.storageKey);
  if (size === null || body === null) throw notFound(request.t('file.notFound'));
  return reply
    .type(file.mime)
    .header('content-length', size)
    .header('content-disposition', (inline ? inlineDisposition : attachmentDisposition)(file.name))
    .send(body);
}
