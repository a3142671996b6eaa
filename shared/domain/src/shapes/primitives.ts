import { Type, type TSchema } from 'typebox';

/** Money leaves the server as a decimal string ("1234.50"), never a float. */
export const Money = Type.String({ pattern: '^-?\\d+\\.\\d{2}$', examples: ['150000.00'] });
export const IsoDate = Type.String({ format: 'date', examples: ['2025-03-01'] });
export const IsoDateTime = Type.String({ format: 'date-time' });

export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** One page of a list: its rows and the count of every row the filters match. */
export function pageOf<T extends TSchema>(item: T) {
  return Type.Object({
    list: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
}
