import { createHash, randomBytes } from 'node:crypto';
import { pipeline, Readable, Transform } from 'node:stream';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_MB } from '@pm/domain/contracts/files';
import { AppError, invalid } from '../../http/errors';
import { businessDate } from '../../records/today';
import { cleanFileName } from '../../http/file-name';
import type { FileStorage } from '../../storage/file-storage';
import { FILE_MIME, SIGNATURE_LENGTH, extensionOf, matchesSignature, textChecker } from './file-types';

export interface StoredFile {
  name: string;
  mime: string;
  size: number;
  sha256: string;
  storageKey: string;
}

/** Reads the stream once: hashes it, counts it, keeps its first bytes and checks text as it passes. */
function inspector(checkText: boolean) {
  const hash = createHash('sha256');
  const text = checkText ? textChecker() : null;
  const result = { size: 0, head: Buffer.alloc(0), textValid: true, sha256: '' };
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      result.size += chunk.length;
      if (result.head.length < SIGNATURE_LENGTH) {
        result.head = Buffer.concat([result.head, chunk.subarray(0, SIGNATURE_LENGTH - result.head.length)]);
      }
      if (text) result.textValid = text.push(chunk);
      done(null, chunk);
    },
    flush(done) {
      if (text) result.textValid = text.end();
      result.sha256 = hash.digest('hex');
      done();
    },
  });
  return { stream, result };
}

/** A random key in the year's folder: one nobody can guess or steer. */
const newStorageKey = () => `${businessDate().slice(0, 4)}/${randomBytes(16).toString('hex')}`;

/**
 * `source` through the inspector, as the stream the storage writes: an error of either reaches the storage, which
 * then keeps nothing.
 */
const through = (source: Readable, inspector: Transform): Readable =>
  pipeline(source, inspector, () => {
    // The error (if any) reaches the storage through the inspector.
  });

const tooLarge = (request: FastifyRequest) =>
  new AppError(413, request.t('file.tooLarge', { mb: UPLOAD_MAX_MB }));

/**
 * Writes an upload to the storage under `<year>/<random hex>` (a key nobody can guess or steer) and refuses it —
 * leaving nothing behind — when its extension is not allowed, it is empty or too large, or its first bytes are not
 * those of its type.
 */
export async function storeUpload(
  request: FastifyRequest,
  storage: FileStorage,
  part: MultipartFile,
): Promise<StoredFile> {
  const name = cleanFileName(part.filename);
  const extension = extensionOf(name);
  if (!extension) {
    part.file.resume();
    const separator = request.t('file.typeSeparator');
    throw invalid(request.t('file.typeRefused', { types: UPLOAD_EXTENSIONS.join(separator) }));
  }
  const storageKey = newStorageKey();
  const { stream, result } = inspector(extension === 'txt');
  try {
    await storage.write(storageKey, through(part.file, stream));
    if (part.file.truncated) throw tooLarge(request);
    if (result.size === 0) throw invalid(request.t('file.empty'));
    if (!matchesSignature(extension, result.head) || !result.textValid) {
      throw invalid(request.t('file.contentMismatch', { extension }));
    }
  } catch (error) {
    // The refusal is what the caller hears, even when the storage cannot remove the bytes just now.
    await storage.remove(storageKey).catch(() => undefined);
    throw error;
  }
  return { name, mime: FILE_MIME[extension], size: result.size, sha256: result.sha256, storageKey };
}

/**
 * Writes a file the server makes itself (an export's workbook, an import's error file, a certificate's PDF) the way
 * uploads are kept — under a random key in the year's folder, hashed and counted as it passes — and removes what it
 * wrote if the content fails.
 */
export async function storeGenerated(
  storage: FileStorage,
  content: Readable | Uint8Array,
): Promise<Pick<StoredFile, 'size' | 'sha256' | 'storageKey'>> {
  const storageKey = newStorageKey();
  const { stream, result } = inspector(false);
  const source = content instanceof Uint8Array ? Readable.from([content]) : content;
  // The storage's write keeps nothing when the content fails.
  await storage.write(storageKey, through(source, stream));
  return { size: result.size, sha256: result.sha256, storageKey };
}

/** Removes a stored file's bytes (a file whose row was never written); a missing one is no error. */
export async function removeStored(storage: FileStorage, storageKey: string): Promise<void> {
  await storage.remove(storageKey);
}
