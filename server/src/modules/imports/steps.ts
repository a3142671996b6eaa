import type { MultipartFile } from '@fastify/multipart';
import { IMPORT_MAX_ROWS, type ImportMode, type ImportType } from '@pm/domain/shapes/imports';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Executor } from '../../db/client';
import { files, importJobs } from '../../db/schema';
import { AppError, conflict, forbidden, isUniqueViolation } from '../../http/errors';
import { cleanFileName } from '../../http/file-name';
import { staffOf } from '../../plugins/auth';
import { holdsPermission } from '../../security/rbac';
import { readWhole, type FileStorage } from '../../storage/file-storage';
import { readFirstSheet, UnreadableWorkbook, type ReadSheet } from '../../workbook/reader';
import { extensionOf } from '../files/file-types';
import { removeStored, storeUpload } from '../files/store';
import { columnPositions } from './columns';
import { storeErrorFile } from './error-file';
import { evaluate, type Evaluation } from './evaluate';
import { JOB_LOCK_CLASS, jobRow, settleDeadJobs, type JobRow } from './jobs';
import { IMPORT_DEFINITIONS } from './types';
import { batches, type ImportServices } from './types/definition';

/** The server's parts a step needs. */
export interface StepContext {
  db: Database;
  /** Where the uploaded workbook and the error file are stored (app.files). */
  files: FileStorage;
  services: Omit<ImportServices, 'actorId' | 'actorIsAdmin'>;
  /** Whether another connection can write the job's progress while the commit's transaction runs (PostgreSQL). */
  concurrent: boolean;
}

/** Rows inserted per statement. */
const INSERT_BATCH = 500;
/** The dry run keeps this many bad rows on the job for the page; the error file has them all. */
const KEPT_ERRORS = 100;

const bad = (message: string) => new AppError(400, message);

/**
 * The importer holds the type's create code (`project:create`, `auth:create`) besides `import`: an import creates
 * only what its importer could create one by one. Else 403 naming the type.
 */
export async function assertMayImport(db: Executor, request: FastifyRequest, type: ImportType) {
  const permission = IMPORT_DEFINITIONS[type].permission;
  const actor = staffOf(request);
  if (permission === undefined || actor.isAdmin) return;
  if (!(await holdsPermission(db, actor.userId, permission)))
    throw forbidden(request, request.t('import.typeForbidden', { type: request.t(`import.type.${type}`) }));
}

/** What the type's checks and insert know of the server and the importer. */
const servicesOf = (context: StepContext, request: FastifyRequest): ImportServices => {
  const actor = staffOf(request);
  return { ...context.services, actorId: actor.userId, actorIsAdmin: actor.isAdmin };
};

/**
 * The stored file read as a sheet of at most IMPORT_MAX_ROWS rows, or a 400 saying why it cannot be. The workbook
 * is read whole (ExcelJS parses a zip), which the upload limit bounds.
 */
async function sheetOf(
  request: FastifyRequest,
  storage: FileStorage,
  storageKey: string,
): Promise<ReadSheet> {
  const body = await readWhole(storage, storageKey);
  if (body === null) throw new Error(`stored file ${storageKey} is missing`);
  try {
    return await readFirstSheet(body, IMPORT_MAX_ROWS);
  } catch (error) {
    if (!(error instanceof UnreadableWorkbook)) throw error;
    if (error.reason === 'tooManyRows') throw bad(request.t('import.tooManyRows', { max: IMPORT_MAX_ROWS }));
    throw bad(request.t(`import.${error.reason}`));
  }
}

/**
 * The sheets this process read last, by file id: a stored file never changes, so the commit right after a dry
 * run (and the dry run right after the upload) reads its rows from here instead of parsing the file again (every row is still checked again).
 */
const recentSheets = new Map<number, ReadSheet>();
const RECENT_SHEETS = 2;

function rememberSheet(fileId: number, sheet: ReadSheet) {
  recentSheets.set(fileId, sheet);
  if (recentSheets.size > RECENT_SHEETS) recentSheets.delete(recentSheets.keys().next().value!);
}

/**
 * Stores an upload (files/store.ts, as every upload) and makes its job, once the file is a workbook whose header
 * is the type's and which has data rows; else 400 and nothing is kept.
 */
export async function uploadJob(
  context: StepContext,
  request: FastifyRequest,
  type: ImportType,
  part: MultipartFile,
) {
  const extension = extensionOf(cleanFileName(part.filename));
  if (extension !== 'xlsx') {
    part.file.resume();
    throw bad(request.t('import.xlsxOnly'));
  }
  try {
    await assertMayImport(context.db, request, type);
  } catch (error) {
    part.file.resume();
    throw error;
  }
  const stored = await storeUpload(request, context.files, part);
  try {
    const sheet = await sheetOf(request, context.files, stored.storageKey);
    columnPositions(request, IMPORT_DEFINITIONS[type], sheet.header);
    if (sheet.rows.length === 0) throw bad(request.t('import.noRows'));
    const actor = staffOf(request);
    return await context.db.transaction(async (tx) => {
      const [file] = await tx
        .insert(files)
        .values({ ...stored, uploadedBy: actor.userId })
        .returning({ id: files.id });
      const [job] = await tx
        .insert(importJobs)
        .values({ type, originalFileId: file!.id, createdBy: actor.userId, totalRows: sheet.rows.length })
        .returning({ id: importJobs.id });
      rememberSheet(file!.id, sheet);
      return job!.id;
    });
  } catch (error) {
    await removeStored(context.files, stored.storageKey);
    throw error;
  }
}

async function jobSheet(db: Executor, context: StepContext, request: FastifyRequest, job: JobRow) {
  const [file] = await db.select().from(files).where(eq(files.id, job.originalFileId));
  let sheet = recentSheets.get(file!.id);
  if (!sheet) {
    sheet = await sheetOf(request, context.files, file!.storageKey);
    rememberSheet(file!.id, sheet);
  }
  return { sheet, name: file!.name };
}

/** Moves a job into a step when it is in one of `from`, at the version read: else 409. */
async function claim(
  db: Database,
  request: FastifyRequest,
  job: JobRow,
  status: 'checking' | 'committing',
  extra: Partial<typeof importJobs.$inferInsert> = {},
) {
  const [claimed] = await db
    .update(importJobs)
    .set({
      ...extra,
      status,
      progress: 0,
      failure: null,
      stepStartedAt: new Date(),
      version: job.version + 1,
    })
    .where(and(eq(importJobs.id, job.id), eq(importJobs.version, job.version)))
    .returning();
  if (!claimed) throw conflict(request.t('import.running'));
  return claimed;
}

/** The job's step may start: not running, not done; a commit needs a finished dry run. */
function assertMayStart(request: FastifyRequest, job: JobRow, step: 'check' | 'commit') {
  if (job.status === 'committed') throw conflict(request.t('import.done'));
  if (job.status === 'checking' || job.status === 'committing') throw conflict(request.t('import.running'));
  if (step === 'commit' && job.status === 'uploaded') throw conflict(request.t('import.notChecked'));
}

const progressWriter = (db: Executor, id: number) => async (percent: number) => {
  await db.update(importJobs).set({ progress: percent }).where(eq(importJobs.id, id));
};

/** What a dry run leaves on the job: counts, first bad rows, error file. */
async function checkedColumns(
  context: StepContext,
  request: FastifyRequest,
  job: JobRow,
  sheet: ReadSheet,
  name: string,
  evaluation: Evaluation,
) {
  const errorFileId = await storeErrorFile(
    context.db,
    request,
    context.files,
    sheet,
    evaluation,
    name,
    job.createdBy,
  );
  return {
    status: 'checked' as const,
    progress: 100,
    totalRows: evaluation.rows.length,
    validRows: evaluation.valid.length,
    invalidRows: evaluation.invalid,
    errors: evaluation.rows.filter((row) => row.messages.length > 0).slice(0, KEPT_ERRORS),
    errorFileId,
    stepStartedAt: null,
  };
}

async function failJob(db: Database, id: number, failure: string) {
  await db
    .update(importJobs)
    .set({
      status: 'failed',
      failure,
      stepStartedAt: null,
      finishedAt: new Date(),
      version: sql`${importJobs.version} + 1`,
    })
    .where(eq(importJobs.id, id));
}

/**
 * The dry run, inside the request (10 000 rows take a few seconds) while the page polls the job for its progress,
 * written every 500 rows. Nothing but the job and its error file is written.
 */
export async function checkJob(context: StepContext, request: FastifyRequest, id: number) {
  await settleDeadJobs(context.db);
  const job = await jobRow(context.db, request, id);
  await assertMayImport(context.db, request, job.type);
  assertMayStart(request, job, 'check');
  const claimed = await claim(context.db, request, job, 'checking');
  try {
    const { sheet, name } = await jobSheet(context.db, context, request, claimed);
    const services = servicesOf(context, request);
    const definition = IMPORT_DEFINITIONS[claimed.type];
    const evaluation = await evaluate(
      context.db,
      request,
      definition,
      sheet,
      services,
      progressWriter(context.db, id),
    );
    const columns = await checkedColumns(context, request, claimed, sheet, name, evaluation);
    await context.db
      .update(importJobs)
      .set({ ...columns, version: claimed.version + 1 })
      .where(eq(importJobs.id, id));
  } catch (error) {
    await failJob(context.db, id, 'import.failed');
    throw error;
  }
}

/** The commit's refusals that roll everything back and leave the job checked again, with the new counts. */
class RecheckedRefusal extends Error {
  constructor(
    text: string,
    readonly evaluation: Evaluation,
    readonly sheet: ReadSheet,
    readonly fileName: string,
  ) {
    super(text);
  }
}

/**
 * The commit: the file checked again inside ONE transaction (the data may have changed since the dry run), the
 * rows inserted in batches, one operation-log entry for the job; `all` rolls everything back on any bad row.
 * The transaction holds the job's advisory lock: a job left `committing` whose lock is free died with its server
 * (its transaction rolled back), which `settleDeadJobs` turns into failed.
 */
export async function commitJob(context: StepContext, request: FastifyRequest, id: number, mode: ImportMode) {
  await settleDeadJobs(context.db);
  const job = await jobRow(context.db, request, id);
  await assertMayImport(context.db, request, job.type);
  assertMayStart(request, job, 'commit');
  if (mode === 'all' && job.invalidRows > 0) {
    throw conflict(request.t('import.allHasInvalid', { count: job.invalidRows }));
  }
  const claimed = await claim(context.db, request, job, 'committing', { mode });
  const services = servicesOf(context, request);
  const actorId = services.actorId;
  const definition = IMPORT_DEFINITIONS[claimed.type];
  // Progress from outside the transaction where the database allows it; PGlite has one connection.
  const progress = context.concurrent ? progressWriter(context.db, id) : async () => undefined;
  try {
    await context.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${JOB_LOCK_CLASS}::int, ${id}::int)`);
      const { sheet, name } = await jobSheet(tx, context, request, claimed);
      const evaluation = await evaluate(tx, request, definition, sheet, services, (p) =>
        progress(Math.floor(p / 3)),
      );
      if (mode === 'all' && evaluation.invalid > 0) {
        const message = request.t('import.allHasInvalid', { count: evaluation.invalid });
        throw new RecheckedRefusal(message, evaluation, sheet, name);
      }
      if (evaluation.valid.length === 0) {
        throw new RecheckedRefusal(request.t('import.nothingValid'), evaluation, sheet, name);
      }
      let imported = 0;
      const parts = batches(evaluation.valid, INSERT_BATCH);
      for (const [index, rows] of parts.entries()) {
        imported += await definition.insert(tx, rows, services);
        await progress(33 + Math.floor(((index + 1) / parts.length) * 66));
      }
      const summary = {
        type: claimed.type,
        mode,
        file: name,
        total: evaluation.rows.length,
        valid: evaluation.valid.length,
        invalid: evaluation.invalid,
        imported,
      };
      await withAudit(tx, { id: actorId }, 'import', 'importJob', id, null, summary);
      await tx
        .update(importJobs)
        .set({
          status: 'committed',
          progress: 100,
          totalRows: summary.total,
          validRows: summary.valid,
          invalidRows: summary.invalid,
          importedRows: imported,
          stepStartedAt: null,
          finishedAt: new Date(),
          version: claimed.version + 1,
        })
        .where(eq(importJobs.id, id));
    });
  } catch (error) {
    if (error instanceof RecheckedRefusal) {
      const columns = await checkedColumns(
        context,
        request,
        claimed,
        error.sheet,
        error.fileName,
        error.evaluation,
      );
      await context.db
        .update(importJobs)
        .set({ ...columns, version: claimed.version + 1 })
        .where(eq(importJobs.id, id));
      throw conflict(error.message);
    }
    if (isUniqueViolation(error)) {
      await failJob(context.db, id, 'import.duplicateAtCommit');
      throw conflict(request.t('import.duplicateAtCommit'));
    }
    await failJob(context.db, id, 'import.failed');
    throw error;
  }
}
