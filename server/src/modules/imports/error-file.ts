import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { files } from '../../db/schema';
import type { ReadSheet } from '../../workbook/reader';
import { workbookStream, type Cell } from '../../workbook/writer';
import { cleanFileName } from '../../http/file-name';
import type { FileStorage } from '../../storage/file-storage';
import { FILE_MIME } from '../files/file-types';
import { storeGenerated } from '../files/store';
import { isExtraHeader } from './columns';
import type { Evaluation } from './evaluate';

/**
 * The bad rows as the file had them, with their row number and messages in two columns at the end: fixed in place
 * and uploaded again, it imports (the two columns are ignored). Stored like an upload, owned by the job's caller.
 */
export async function storeErrorFile(
  db: Executor,
  request: FastifyRequest,
  storage: FileStorage,
  sheet: ReadSheet,
  evaluation: Evaluation,
  originalName: string,
  ownerId: number,
): Promise<number | null> {
  if (evaluation.invalid === 0) return null;
  const kept = sheet.header
    .map((text, position) => ({ text, position }))
    .filter(({ text }) => !isExtraHeader(text));
  const messages = new Map(evaluation.rows.map((row) => [row.row, row.messages]));
  const rows: Cell[][] = sheet.rows
    .filter((row) => (messages.get(row.row) ?? []).length > 0)
    .map((row) => [
      ...kept.map(({ position }) => {
        const cell = row.cells[position] ?? '';
        return typeof cell === 'string' ? cell : '';
      }),
      row.row,
      messages.get(row.row)!.join('；'),
    ]);
  const stream = workbookStream(
    {
      name: 'Sheet1',
      columns: [
        ...kept.map(({ text }) => ({ header: text, width: 16 })),
        { header: request.t('import.rowColumn'), width: 8 },
        { header: request.t('import.errorColumn'), width: 60 },
      ],
      rows: (async function* () {
        yield rows;
      })(),
    },
    () => {
      // The failure reaches storeGenerated through the stream, which then removes what it wrote.
    },
  );
  const stored = await storeGenerated(storage, stream);
  const base = originalName.replace(/\.xlsx$/i, '');
  const name = cleanFileName(`${request.t('import.errorFile', { name: base })}.xlsx`);
  const [row] = await db
    .insert(files)
    .values({ ...stored, name, mime: FILE_MIME.xlsx, uploadedBy: ownerId })
    .returning({ id: files.id });
  return row!.id;
}
