import { Type, type Static } from 'typebox';
import { nullable } from './primitives';

/**
 * What the import centre (`/system/files`, key `import`) can import: one generic pipeline (upload → dry run →
 * commit) with a definition per type on the server (`server/src/modules/imports/types/`).
 */
export const IMPORT_TYPES = [
  'beneficiaryPerson',
  'beneficiaryCompany',
  'partner',
  'volunteer',
  'volunteerHours',
  'project',
  'user',
] as const;
export type ImportType = (typeof IMPORT_TYPES)[number];

/** uploaded → checking → checked → committing → committed; failed when a step broke off (or its server died). */
export const IMPORT_STATUSES = [
  'uploaded',
  'checking',
  'checked',
  'committing',
  'committed',
  'failed',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** `all`: every row or none (refused while any row is bad); `valid`: the good rows, the bad ones left out. */
export const IMPORT_MODES = ['all', 'valid'] as const;
export type ImportMode = (typeof IMPORT_MODES)[number];

/** The most data rows one file may hold. */
export const IMPORT_MAX_ROWS = 20_000;

/** One bad row of a dry run: its row number in the sheet (the header is row 1) and its messages. */
export const ImportRowErrorSchema = Type.Object({
  row: Type.Integer(),
  messages: Type.Array(Type.String()),
});
export type ImportRowError = Static<typeof ImportRowErrorSchema>;

const FileLink = nullable(Type.Object({ id: Type.Integer(), name: Type.String() }));

/** An import job as the page shows it (the list and the detail). */
export const ImportJobSchema = Type.Object({
  id: Type.Integer(),
  type: Type.Enum(IMPORT_TYPES),
  status: Type.Enum(IMPORT_STATUSES),
  mode: nullable(Type.Enum(IMPORT_MODES)),
  /** 0..100 of the step running (or last run). */
  progress: Type.Integer(),
  total: Type.Integer(),
  valid: Type.Integer(),
  invalid: Type.Integer(),
  imported: Type.Integer(),
  original: FileLink,
  errorFile: FileLink,
  /** Why a step failed, in the language of the caller who ran it. */
  message: nullable(Type.String()),
  createdBy: nullable(Type.String()),
  createdAt: Type.String(),
  finishedAt: nullable(Type.String()),
  version: Type.Integer(),
});
export type ImportJob = Static<typeof ImportJobSchema>;

/** A job with the first bad rows of its dry run (at most 100: the error file has them all). */
export const ImportJobDetailSchema = Type.Object({
  job: ImportJobSchema,
  errors: Type.Array(ImportRowErrorSchema),
});
export type ImportJobDetail = Static<typeof ImportJobDetailSchema>;

export const ImportCommitBodySchema = Type.Object({
  mode: Type.Enum(IMPORT_MODES),
});
export type ImportCommitBody = Static<typeof ImportCommitBodySchema>;
