import { Type, type Static } from 'typebox';

/** A failed form: 422 with every field's message in the caller's language (`Accept-Language`). */
export const FormErrorsSchema = Type.Object({
  errors: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
});

export type FormErrorData = Static<typeof FormErrorsSchema>;
