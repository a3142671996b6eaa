import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { readdir, mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import type { Config } from '../src/config';
import type { DatabaseHandle } from '../src/db/client';
import { files } from '../src/db/schema';
import type { FileStorage } from '../src/storage/file-storage';
import { localFolderStorage } from '../src/storage/local-folder';
import { postgresLargeObjectStorage } from '../src/storage/postgres-large-objects';
import { s3BucketStorage } from '../src/storage/s3-bucket';
import { API, bearer, buildTestApp, createTestDatabase, loginAs, TEST_DB } from './helper';
import { startS3StandIn } from './support/s3-stand-in';
import { uploadPdf } from './support/uploads';

/** 6 MiB: more than one S3 part (5 MiB) and many large-object pieces (256 KiB). */
const BIG = 6 * 1024 * 1024;
const PIECE = 64 * 1024;

/** `total` random bytes in pieces, and their sha256 once the stream has ended. */
function randomStream(total: number, { failAfter }: { failAfter?: number } = {}) {
  const hash = createHash('sha256');
  let sent = 0;
  const stream = new Readable({
    read() {
      if (failAfter !== undefined && sent >= failAfter) {
        this.destroy(new Error('the source broke'));
        return;
      }
      if (sent >= total) {
        this.push(null);
        return;
      }
      const piece = randomBytes(Math.min(PIECE, total - sent));
      hash.update(piece);
      sent += piece.length;
      this.push(piece);
    },
  });
  return { stream, digest: () => hash.digest('hex') };
}

async function sha256Of(stream: Readable): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** Waits (up to 3 s) for `value()` to be `expected`: a released connection or socket is handed back a moment later. */
async function settlesTo(value: () => Promise<number>, expected: number): Promise<number> {
  let current = await value();
  for (let attempt = 0; attempt < 60 && current !== expected; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    current = await value();
  }
  return current;
}

const newKey = () => `2026/${randomBytes(16).toString('hex')}`;

interface Backend {
  storage: FileStorage;
  /** What a reader holds while open: file descriptors, pooled clients, sockets. */
  held: () => Promise<number>;
  /** Whatever a failed write could have left besides its key (a large object without a row). */
  leftovers: () => Promise<number>;
}

/** The same promises, whichever backend keeps the bytes. */
function storageContract(backend: () => Backend) {
  it('round-trips a multi-megabyte stream byte for byte', async () => {
    const { storage } = backend();
    const key = newKey();
    const source = randomStream(BIG);
    await storage.write(key, source.stream);
    assert.equal(await storage.exists(key), true);
    assert.equal(await storage.size(key), BIG);
    const read = await storage.read(key);
    assert.ok(read);
    assert.equal(await sha256Of(read), source.digest());
  });

  it('reads a missing key as null', async () => {
    const { storage } = backend();
    const key = newKey();
    assert.equal(await storage.read(key), null);
    assert.equal(await storage.size(key), null);
    assert.equal(await storage.exists(key), false);
  });

  it('removes a stored key, and a missing one without complaint', async () => {
    const { storage } = backend();
    const key = newKey();
    await storage.write(key, Readable.from([Buffer.from('bytes')]));
    await storage.remove(key);
    assert.equal(await storage.read(key), null);
    await storage.remove(key);
    await storage.remove(newKey());
  });

  it('leaves nothing behind when the source fails half way', async () => {
    const { storage, leftovers } = backend();
    const key = newKey();
    const before = await leftovers();
    // Past the first S3 part (5 MiB): a multipart upload has begun and must be aborted.
    const source = randomStream(BIG, { failAfter: BIG - PIECE * 8 });
    await assert.rejects(storage.write(key, source.stream), /the source broke/);
    assert.equal(await storage.exists(key), false);
    assert.equal(await storage.read(key), null);
    assert.equal(await leftovers(), before);
  });

  it('lets go of what a reader held when it is destroyed half way', async () => {
    const { storage, held } = backend();
    const key = newKey();
    await storage.write(key, randomStream(BIG).stream);
    const idle = await held();
    const read = await storage.read(key);
    assert.ok(read);
    await new Promise<void>((resolve) => read.once('data', () => resolve()));
    read.pause();
    assert.ok((await held()) > idle, 'the open reader holds something');
    read.destroy();
    await new Promise((resolve) => read.once('close', resolve));
    assert.equal(await settlesTo(held, idle), idle);
  });
}

/** Open file descriptors of this process (Linux): what a local reader holds. */
const openDescriptors = async () => (await readdir('/proc/self/fd')).length;

describe('local folder storage', () => {
  let folder = '';
  let storage: FileStorage;
  before(async () => {
    folder = await mkdtemp(join(tmpdir(), 'pm-storage-'));
    storage = localFolderStorage(folder);
  });
  after(() => rm(folder, { recursive: true, force: true }));

  storageContract(() => ({
    storage,
    held: openDescriptors,
    leftovers: async () =>
      (await readdir(folder, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile())
        .length,
  }));
});

describe('PostgreSQL large object storage', () => {
  if (TEST_DB !== 'postgres') {
    it('runs the contract on large objects', (t) =>
      t.skip('large objects need PostgreSQL (TEST_DB=postgres)'));
    return;
  }
  let handle: DatabaseHandle;
  let storage: FileStorage;
  before(async () => {
    handle = await createTestDatabase({ seed: false });
    if (handle.driver !== 'postgres') throw new Error('expected PostgreSQL');
    storage = postgresLargeObjectStorage(handle.pool);
  });
  after(() => handle.close());
  const pool = () => {
    if (handle.driver !== 'postgres') throw new Error('expected PostgreSQL');
    return handle.pool;
  };

  storageContract(() => ({
    storage,
    // Clients checked out of the pool.
    held: async () => pool().totalCount - pool().idleCount,
    // Large objects, whether or not a row names them.
    leftovers: async () => {
      const { rows } = await pool().query<{ n: number }>(
        'select count(*)::int as n from pg_largeobject_metadata',
      );
      return rows[0]!.n;
    },
  }));
});

describe('S3 bucket storage', () => {
  let standIn: Awaited<ReturnType<typeof startS3StandIn>>;
  let storage: FileStorage;
  // The sockets a reader holds: the storage's requests go through this agent.
  const agent = new Agent({ keepAlive: true });
  before(async () => {
    standIn = await startS3StandIn();
    storage = s3BucketStorage(standIn.settings, { httpAgent: agent });
  });
  after(async () => {
    await storage.close();
    agent.destroy();
    await standIn.close();
  });

  storageContract(() => ({
    storage,
    held: async () => Object.values(agent.sockets).reduce((sum, list) => sum + (list?.length ?? 0), 0),
    // s3rver cannot abort a multipart upload (S3 can, and lib-storage asks it to): its parts are not counted.
    leftovers: async () => 0,
  }));
});

/** A PDF of `size` bytes: its magic bytes, then noise. */
const pdfOf = (size: number) => Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size - 9)]);

/** Uploads `content` through `POST /pm/files` and downloads it again through `GET /pm/files/:id`. */
async function roundTripThroughApi(overrides: Partial<Config>) {
  const app = await buildTestApp(overrides);
  const officer = await loginAs(app, 'officer');
  const content = pdfOf(3 * 1024 * 1024 + 123);
  const file = await uploadPdf(app, officer, 'big.pdf', '/pm/files', content);
  const [row] = await app.db.select().from(files).where(eq(files.id, file.id));
  assert.equal(await app.files.size(row!.storageKey), content.length);
  const download = await app.inject({ url: `${API}/pm/files/${file.id}`, headers: bearer(officer) });
  assert.equal(download.statusCode, 200);
  assert.equal(download.headers['content-length'], String(content.length));
  assert.ok(download.rawPayload.equals(content), 'the downloaded bytes are the uploaded ones');
}

describe('uploads and downloads through the API', () => {
  it('keeps the file in an S3 bucket (FILE_STORAGE=s3)', async () => {
    const standIn = await startS3StandIn();
    after(() => standIn.close());
    await roundTripThroughApi({ fileStorage: { kind: 's3', ...standIn.settings } });
  });

  it('keeps the file as a large object (FILE_STORAGE=postgres)', async (t) => {
    if (TEST_DB !== 'postgres') {
      t.skip('large objects need PostgreSQL (TEST_DB=postgres)');
      return;
    }
    await roundTripThroughApi({ fileStorage: { kind: 'postgres' } });
  });
});
