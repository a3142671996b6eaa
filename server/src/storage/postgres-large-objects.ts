import type { Readable } from 'node:stream';
import type pg from 'pg';
import { inChunks } from './chunks';
import type { FileStorage } from './file-storage';
import { LargeObjectReader } from './large-object-reader';

/** Bytes per `lowrite`/`loread`: a 50 MB file passes in 200 round trips, never more than one piece in memory. */
export const LARGE_OBJECT_CHUNK = 256 * 1024;
/** lo_open modes (libpq's INV_WRITE, INV_READ). */
const INV_WRITE = 0x20000;
const INV_READ = 0x40000;

/** Ends the client's transaction (commit or rollback) and hands it back; a client that cannot is closed. */
async function finish(client: pg.PoolClient, statement: 'commit' | 'rollback'): Promise<void> {
  try {
    await client.query(statement);
    client.release();
  } catch (error) {
    client.release(error instanceof Error ? error : true);
    if (statement === 'commit') throw error;
  }
}

/**
 * Files as PostgreSQL large objects (FILE_STORAGE=postgres, PostgreSQL only): the database holds them with
 * everything else, so one backup and every server see the same files. `stored_objects` maps a key to its
 * object (an `oid` column, which `vacuumlo` recognises). Each write and read runs in a transaction on a
 * client of its own from the pool, piece by piece, and a write that fails is rolled back whole.
 */
export function postgresLargeObjectStorage(pool: pg.Pool): FileStorage {
  const size = async (key: string) => {
    const { rows } = await pool.query<{ size: string }>('select size from stored_objects where key = $1', [
      key,
    ]);
    return rows[0] ? Number(rows[0].size) : null;
  };
  return {
    async write(key, source: Readable) {
      const client = await pool.connect().catch((error: unknown) => {
        source.destroy();
        throw error;
      });
      try {
        await client.query('begin');
        const { rows: created } = await client.query<{ oid: number }>('select lo_create(0) as oid');
        const oid = created[0]!.oid;
        // First, so a key already taken is refused before the bytes are read.
        await client.query('insert into stored_objects (key, oid, size) values ($1, $2, 0)', [key, oid]);
        const { rows: opened } = await client.query<{ fd: number }>('select lo_open($1, $2) as fd', [
          oid,
          INV_WRITE,
        ]);
        const fd = opened[0]!.fd;
        let written = 0;
        for await (const chunk of inChunks(source, LARGE_OBJECT_CHUNK)) {
          await client.query('select lowrite($1, $2)', [fd, chunk]);
          written += chunk.length;
        }
        await client.query('select lo_close($1)', [fd]);
        await client.query('update stored_objects set size = $2 where key = $1', [key, written]);
      } catch (error) {
        source.destroy();
        await finish(client, 'rollback');
        throw error;
      }
      await finish(client, 'commit');
    },
    async read(key) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const { rows } = await client.query<{ fd: number }>(
          'select lo_open(oid, $2) as fd from stored_objects where key = $1',
          [key, INV_READ],
        );
        if (!rows[0]) {
          await finish(client, 'rollback');
          return null;
        }
        return new LargeObjectReader(client, rows[0].fd, LARGE_OBJECT_CHUNK);
      } catch (error) {
        await finish(client, 'rollback');
        throw error;
      }
    },
    size,
    async exists(key) {
      return (await size(key)) !== null;
    },
    async remove(key) {
      // One statement: the row and its object go together or not at all.
      await pool.query(
        'with gone as (delete from stored_objects where key = $1 returning oid) select lo_unlink(oid) from gone',
        [key],
      );
    },
    async close() {},
  };
}
