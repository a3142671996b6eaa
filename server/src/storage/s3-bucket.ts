import type { Agent } from 'node:http';
import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorage } from './file-storage';

/** FILE_STORAGE=s3: the bucket and how to reach it (config.ts reads them from S3_*). */
export interface S3Settings {
  /** An S3-compatible server's URL (MinIO, a cloud's object storage); unset: AWS itself. */
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  /** S3_SECRET_ACCESS_KEY. Named `secret` so the log's redaction blanks it wherever it is logged. Never logged. */
  secret: string;
  /** Bucket in the path (`host/bucket/key`), as most S3-compatible servers want, not in the host name. */
  forcePathStyle: boolean;
}

/** Parts of a streamed upload: the upload holds at most PART_QUEUE of them in memory at once (lib-storage). */
const PART_SIZE = 5 * 1024 * 1024;
const PART_QUEUE = 2;

const statusOf = (error: unknown) =>
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 || ['NoSuchKey', 'NotFound'].includes((error as Error | null)?.name ?? '');

/**
 * Files as objects in an S3-compatible bucket (FILE_STORAGE=s3): every server sees the same files, and the
 * database stays small. Writes of unknown length go up in parts (lib-storage's Upload: at most
 * PART_QUEUE × PART_SIZE in memory), reads stream the object's body. S3 does not refuse an existing key: the
 * server's keys are random and never reused. `httpAgent` is for tests that watch the sockets.
 */
export function s3BucketStorage(
  settings: S3Settings,
  { httpAgent }: { httpAgent?: Agent } = {},
): FileStorage {
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secret },
    // Checksums only where S3 demands them: many S3-compatible servers refuse the newer streamed checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(httpAgent ? { requestHandler: { httpAgent } } : {}),
  });
  const Bucket = settings.bucket;
  const remove = async (key: string) => {
    await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
  };
  const size = async (key: string) => {
    try {
      const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
      return head.ContentLength ?? 0;
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  };
  return {
    async write(key, source) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: key, Body: source },
        partSize: PART_SIZE,
        queueSize: PART_QUEUE,
        leavePartsOnError: false,
      });
      // The source's own failure is the one to report, not what aborting the upload then ran into.
      let sourceError: unknown;
      source.once('error', (error) => {
        sourceError = error;
      });
      try {
        await upload.done();
      } catch (error) {
        source.destroy();
        // A multipart upload is aborted by lib-storage; a finished single part is removed here.
        await remove(key).catch(() => undefined);
        throw sourceError ?? error;
      }
    },
    async read(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!(object.Body instanceof Readable)) throw new Error('S3 object body is not a Node stream');
        return object.Body;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    size,
    async exists(key) {
      return (await size(key)) !== null;
    },
    remove,
    async close() {
      client.destroy();
    },
  };
}
