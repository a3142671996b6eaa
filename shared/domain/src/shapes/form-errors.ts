import { Type, type Static } from 'typebox';

/** A failed form: 422 with every field's message in the caller's language (`Accept-Language`). */
export const FormErrorsSchema = Type.Object({
  errors: Type.Array(Type.Object({ field: Type.String(), message: Type.String() })),
});

export type FormErrorData = Static<typeof FormErrorsSchema>;

/**
 * A 409 that names the record already holding what was sent (the same ID number, the same credit code), so the page
 * can link to it.
 */
export const ExistingRecordSchema = Type.Object({
  existing: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    type: Type.Optional(Type.String()),
    status: Type.Optional(Type.String()),
  }),
});

export type ExistingRecordData = Static<typeof ExistingRecordSchema>;
