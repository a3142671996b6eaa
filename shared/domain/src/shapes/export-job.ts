import { Type, type Static } from 'typebox';
import { EXPORT_JOB_STATUSES, EXPORT_KINDS } from '../contracts/exports';
import { IsoDateTime, nullable } from './primitives';

/** An export job (`GET /pm/exports`, `GET /pm/exports/:id`, and the 202 answer of a list export too big to wait for). */
export const ExportJobSchema = Type.Object({
  id: Type.Integer(),
  kind: Type.Enum(EXPORT_KINDS),
  status: Type.Enum(EXPORT_JOB_STATUSES),
  /** The rows the filter matched when the job started (at most EXPORT_JOB_MAX_ROWS are written). */
  total: Type.Integer(),
  written: Type.Integer(),
  /** 0 to 100. */
  percent: Type.Integer({ minimum: 0, maximum: 100 }),
  fileName: Type.String(),
  /** The finished workbook's size in bytes; null until it is done. */
  size: nullable(Type.Integer()),
  /** Why it failed, in the caller's language; null unless failed. */
  error: nullable(Type.String()),
  createdBy: Type.Integer(),
  createdByName: Type.String(),
  createdAt: IsoDateTime,
  finishedAt: nullable(IsoDateTime),
});

export type ExportJob = Static<typeof ExportJobSchema>;
