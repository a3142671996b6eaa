import { Type } from 'typebox';
import { IsoDateTime, nullable, pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id } from '@pm/domain/shapes/integers';
import { listQuerySchema } from '../../http/list-query';

export const MATERIAL_SORT_FIELDS = ['code', 'title', 'category', 'status', 'createdAt'] as const;

export const MaterialItem = Type.Object({
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

export const MaterialListQuery = listQuerySchema(MATERIAL_SORT_FIELDS, {
  category: Type.Optional(Type.String({ maxLength: 32 })),
  status: Type.Optional(Type.String({ maxLength: 32 })),
  projectId: Type.Optional(Id()),
});

export const listMaterialsRoute = {
  tags: ['materials'],
  summary: 'Archived materials, paged (keyword: title, code or file name)',
  querystring: MaterialListQuery,
  response: responses(pageOf(MaterialItem)),
};
