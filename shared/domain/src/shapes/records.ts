import { Type, type Static } from 'typebox';
import { IsoDateTime, nullable } from './primitives';

/** An uploaded file as a record lists it. Agreement files count versions (1, 2, …); other attachments are 1. */
export const FileRefSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  size: Type.Integer(),
  mime: Type.String(),
  version: Type.Integer(),
  uploadedBy: nullable(Type.String()),
  createdAt: IsoDateTime,
});

/** One step of a record's history, from the operation log. */
export const TimelineEntrySchema = Type.Object({
  id: Type.Integer(),
  action: Type.String({ description: '`project.create`, `application.approve`, `agreement.update`…' }),
  entity: Type.String(),
  entityId: Type.String(),
  userName: nullable(Type.String()),
  status: nullable(Type.String({ description: 'The status after the change, when the change moved one' })),
  comment: nullable(Type.String()),
  createdAt: IsoDateTime,
});

/** A stored upload, as lists and details show it. Downloaded from `GET /pm/files/:id`. */
export type FileRef = Static<typeof FileRefSchema>;
/** One line of a record's history, from the operation log. */
export type TimelineEntry = Static<typeof TimelineEntrySchema>;
