import { Type } from 'typebox';
import { responses } from '../../http/envelope';

const DictItem = Type.Object({ value: Type.String(), labelZh: Type.String(), labelEn: Type.String() });

export const dictItemsRoute = {
  tags: ['dictionaries'],
  summary: 'The entries of a lookup list (project_type…) in display order; an unknown code has none',
  params: Type.Object({ code: Type.String({ pattern: '^[a-z][a-z0-9_]{0,39}$' }) }),
  response: responses(Type.Array(DictItem)),
};
