import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3Settings } from '../../src/storage/s3-bucket';

/** The stand-in's bucket. */
export const S3_TEST_BUCKET = 'pm-test';

/**
 * An S3-compatible server on a free port, with an empty bucket, for FILE_STORAGE=s3 tests. s3rver is a protocol
 * stand-in, not S3: no S3 server (MinIO and the like) installs on this machine, and s3rver speaks the same HTTP
 * API (signatures, multipart uploads, HEAD, ranges) from a temporary folder. Its fixed key pair is S3RVER/S3RVER.
 */
export async function startS3StandIn(): Promise<{ settings: S3Settings; close: () => Promise<void> }> {
  const directory = await mkdtemp(join(tmpdir(), 'pm-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET }],
  });
  const { port } = await server.run();
  return {
    settings: {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: S3_TEST_BUCKET,
      accessKeyId: 'S3RVER',
      secret: 'S3RVER',
      forcePathStyle: true,
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
