import { DictItemSchema } from '@pm/domain/shapes/dict';
import { Type } from 'typebox';
import { responses } from '../../http/envelope';

export const dictItemsRoute = {
  tags: ['dictionaries'],
  summary: 'The entries of a lookup list (project_type…) in display order; an unknown code has none',
  params: Type.Object({ code: Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }) }),
  response: responses(Type.Array(DictItemSchema)),
};
