import { Type, type Static } from 'typebox';
import { IsoDateTime, nullable } from './primitives';

/** A row of the archived materials list (`GET /pm/materials`). */
export const MaterialItemSchema = Type.Object({
  id: Type.Integer(),
  code: Type.String(),
  title: Type.String(),
  category: Type.String(),
  projectId: nullable(Type.Integer()),
  projectName: nullable(Type.String()),
  fileName: Type.String(),
  status: Type.String(),
  /** Name of the uploader. */
  uploadedBy: nullable(Type.String()),
  createdAt: IsoDateTime,
});

export type MaterialListItem = Static<typeof MaterialItemSchema>;
