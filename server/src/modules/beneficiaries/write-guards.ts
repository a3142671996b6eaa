import { formErrorMessages, type FieldError, type FormSchema } from '@pm/domain/forms';
import type { FieldCipher } from '../../security/field-cipher';
import type { BENEFICIARY_DICTS } from '@pm/domain/shapes/beneficiary';
import { type BeneficiaryType } from '@pm/domain/shapes/beneficiary';
import { and, eq, inArray, ne, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { beneficiaries, dictItems } from '../../db/schema';
import { AppError, conflictWith, isUniqueViolation } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { refOf } from './detail';

/** The services a write needs: the keyed hash and the field encryption (`app.searchHash`, `app.fieldCipher`). */
export interface IdentityServices {
  hash: (value: string | null | undefined) => string | null;
  cipher: FieldCipher;
}

/** Values a dictionary does not hold, for each field that names one: 422 `oneOf` on that field. */
export async function assertDictValues<Values>(
  db: Executor,
  request: FastifyRequest,
  form: Pick<FormSchema<Values, unknown>, 'labels'>,
  checks: {
    field: string;
    dict: (typeof BENEFICIARY_DICTS)[keyof typeof BENEFICIARY_DICTS];
    values: string[];
  }[],
): Promise<void> {
  const errors: FieldError[] = [];
  for (const { field, dict, values } of checks) {
    const wanted = [...new Set(values.filter((value) => value !== ''))];
    if (wanted.length === 0) continue;
    const known = await db
      .select({ value: dictItems.value })
      .from(dictItems)
      .where(and(eq(dictItems.dictCode, dict), inArray(dictItems.value, wanted)));
    if (known.length !== wanted.length) errors.push({ field, message: 'oneOf' });
  }
  if (errors.length === 0) return;
  const messages = formErrorMessages(form as FormSchema<Values, unknown>, errors, requestLocale(request));
  throw new AppError(422, messages[0]!.message, undefined, { errors: messages });
}

/** The live record (not merged, not `exceptId`) matching `where`, if any. */
export async function liveMatch(db: Executor, where: SQL, exceptId: number | null) {
  const [row] = await db
    .select({
      id: beneficiaries.id,
      type: beneficiaries.type,
      name: beneficiaries.name,
      status: beneficiaries.status,
    })
    .from(beneficiaries)
    .where(
      and(
        where,
        ne(beneficiaries.status, 'merged'),
        exceptId === null ? undefined : ne(beneficiaries.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

/** Where another person with this (ID type, number hash) would be. */
export const samePersonId = (idType: string, idNumberHash: string | null) =>
  and(
    eq(beneficiaries.type, 'person'),
    eq(beneficiaries.idType, idType as 'resident_id'),
    eq(beneficiaries.idNumberHash, idNumberHash ?? ''),
  )!;

/** Where another company with this credit code would be. */
export const sameCreditCode = (creditCode: string) =>
  and(eq(beneficiaries.type, 'company'), eq(beneficiaries.creditCode, creditCode))!;

/** 409 naming the record that already holds the ID number or credit code (`data.existing`). */
export function duplicateConflict(
  request: FastifyRequest,
  type: BeneficiaryType,
  existing: Parameters<typeof refOf>[0],
): AppError {
  const key = type === 'person' ? 'beneficiary.duplicateIdNumber' : 'beneficiary.duplicateCreditCode';
  return conflictWith(request.t(key, { name: existing.name, id: existing.id }), refOf(existing));
}

/**
 * Runs a write; a concurrent write that took the same ID number or credit code between the check and the insert
 * makes the database refuse it (the partial unique indexes): that becomes the same 409 naming the other record.
 */
export async function withUniqueIdentity<T>(
  db: Executor,
  request: FastifyRequest,
  identity: { type: BeneficiaryType; where: SQL | null; exceptId: number | null },
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isUniqueViolation(error) || identity.where === null) throw error;
    const existing = await liveMatch(db, identity.where, identity.exceptId);
    if (!existing) throw error;
    throw duplicateConflict(request, identity.type, existing);
  }
}
