import { Type, type Static } from 'typebox';

/** A dictionary entry (`GET /pm/dicts/:code`): the stored value and its label in both languages. */
export const DictItemSchema = Type.Object({
  value: Type.String(),
  labelZh: Type.String(),
  labelEn: Type.String(),
});

export type DictItem = Static<typeof DictItemSchema>;
