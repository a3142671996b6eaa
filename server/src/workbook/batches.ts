import { EXPORT_JOB_MAX_ROWS } from '@pm/domain/contracts/exports';

/** The most rows one export writes (a big one runs as an export job: modules/exports). */
export const EXPORT_MAX_ROWS = EXPORT_JOB_MAX_ROWS;
/** Rows read per query: the workbook streams out while the next batch is read, so memory stays flat. */
const BATCH_SIZE = 1000;

/**
 * An export's rows BATCH_SIZE at a time (keyset pagination: `read` continues after the last row of the previous
 * batch, `null` at first), up to EXPORT_MAX_ROWS. The next batch is read while the current one is being written,
 * so the database and the workbook work side by side.
 */
export async function* keysetBatches<Row>(
  read: (after: Row | null, limit: number) => Promise<Row[]>,
): AsyncGenerator<Row[]> {
  const ahead = (after: Row | null, limit: number) => {
    const next = limit > 0 ? read(after, limit) : Promise.resolve([]);
    // Handled where it is awaited; this keeps a failure after an abandoned export from crashing the process.
    next.catch(() => undefined);
    return next;
  };
  let written = 0;
  let next = ahead(null, Math.min(BATCH_SIZE, EXPORT_MAX_ROWS));
  for (;;) {
    const rows = await next;
    if (rows.length === 0) return;
    written += rows.length;
    next = ahead(rows[rows.length - 1]!, Math.min(BATCH_SIZE, EXPORT_MAX_ROWS - written));
    yield rows;
  }
}
