import multipart, { type MultipartFile } from '@fastify/multipart';
import { UPLOAD_MAX_BYTES } from '@pm/domain/contracts/files';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppError } from '../../http/errors';

/**
 * Lets the routes of one module's scope take multipart bodies: one file of at most UPLOAD_MAX_BYTES, a few fields.
 * Registered only by the modules that upload (files, imports); no other route accepts multipart.
 */
export async function acceptUploads(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 5, parts: 6 },
    throwFileSizeLimit: false,
  });
}

/** The request's one file part, named `file`; anything else is refused with `refusal` (the rest drained). */
export async function filePart(request: FastifyRequest, refusal: () => AppError): Promise<MultipartFile> {
  if (!request.isMultipart()) throw refusal();
  const part = await request.file();
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    throw refusal();
  }
  return part;
}
