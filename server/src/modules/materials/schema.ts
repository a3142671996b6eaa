import { MaterialItemSchema } from '@pm/domain/shapes/material';
import { Type } from 'typebox';
import { pageOf } from '@pm/domain/shapes/primitives';
import { responses } from '../../http/envelope';
import { Id } from '@pm/domain/shapes/integers';
import { listQuerySchema } from '../../http/list-query';

export const MATERIAL_SORT_FIELDS = ['code', 'title', 'category', 'status', 'createdAt'] as const;

export const MaterialListQuery = listQuerySchema(MATERIAL_SORT_FIELDS, {
  category: Type.Optional(Type.String({ maxLength: 32 })),
  status: Type.Optional(Type.String({ maxLength: 32 })),
  projectId: Type.Optional(Id()),
});

export const listMaterialsRoute = {
  tags: ['materials'],
  summary: 'Archived materials, paged (keyword: title, code or file name)',
  querystring: MaterialListQuery,
  response: responses(pageOf(MaterialItemSchema)),
};
