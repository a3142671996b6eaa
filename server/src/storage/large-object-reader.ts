import { Readable } from 'node:stream';
import type pg from 'pg';

/**
 * A large object opened for reading (descriptor `fd`, in a transaction on `client`) as a stream of `chunkSize`
 * pieces, one `loread` each. It holds its pooled client until it ends or is destroyed (a download cut off half
 * way), then rolls the read-only transaction back and hands the client back to the pool.
 */
export class LargeObjectReader extends Readable {
  constructor(
    private readonly client: pg.PoolClient,
    private readonly fd: number,
    private readonly chunkSize: number,
  ) {
    super();
  }

  override _read(): void {
    this.client.query<{ data: Buffer }>('select loread($1, $2) as data', [this.fd, this.chunkSize]).then(
      ({ rows }) => {
        if (this.destroyed) return;
        const data = rows[0]?.data;
        this.push(data && data.length > 0 ? data : null);
      },
      (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
    );
  }

  override _destroy(error: Error | null, done: (error?: Error | null) => void): void {
    // Queued behind a loread still under way: pg runs a client's queries in order.
    this.client.query('rollback').then(
      () => {
        this.client.release();
        done(error);
      },
      (failure: unknown) => {
        // A client whose transaction cannot be ended is not fit for the pool: it is closed instead.
        this.client.release(failure instanceof Error ? failure : true);
        done(error);
      },
    );
  }
}
