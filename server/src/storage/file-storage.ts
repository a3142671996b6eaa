import type { Readable } from 'node:stream';
import type { S3Settings } from './s3-bucket';

/**
 * Where the bytes of stored files live (uploads, export workbooks, import error files, certificate PDFs, demo
 * files), under the key their `files` row names. Every method streams: a 50 MB file never sits in memory whole.
 * One of local-folder.ts (the default), postgres-large-objects.ts or s3-bucket.ts, chosen by FILE_STORAGE.
 */
export interface FileStorage {
  /**
   * Streams `source` under `key`, which must be new. On any failure (the source's, the storage's) nothing is left
   * under the key and the promise rejects; the source is destroyed.
   */
  write(key: string, source: Readable): Promise<void>;
  /** The bytes under `key` as a stream, or null when there are none. Destroying the stream lets go of it early. */
  read(key: string): Promise<Readable | null>;
  /** The byte count under `key`, or null when there are none: a download's Content-Length. */
  size(key: string): Promise<number | null>;
  /** Whether anything is stored under `key`. */
  exists(key: string): Promise<boolean>;
  /** Removes the bytes under `key`; a missing key is no error. */
  remove(key: string): Promise<void>;
  /** Lets go of what the storage opened itself (an S3 client's sockets); the database pool is the db plugin's. */
  close(): Promise<void>;
}

/** The whole of a stored file, for the few readers that need it whole (a workbook to parse, an image to embed). */
export async function readWhole(storage: FileStorage, key: string): Promise<Buffer | null> {
  const stream = await storage.read(key);
  if (!stream) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** FILE_STORAGE and its settings (config.ts): the local folder is config.filesDir, large objects use the pool. */
export type FileStorageSettings = { kind: 'local' } | { kind: 'postgres' } | ({ kind: 's3' } & S3Settings);
