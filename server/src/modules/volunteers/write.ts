import {
  AVAILABILITY,
  VOLUNTEER_SKILL_DICT,
  volunteerForm,
  type Availability,
  type VolunteerIdType,
  type VolunteerFormValues,
  type VolunteerGender,
} from '@pm/domain/forms/volunteer-form';
import { formErrorMessages } from '@pm/domain/forms';
import type { VolunteerDetail } from '@pm/domain/shapes/volunteer';
import type { Static } from 'typebox';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { volunteers } from '../../db/schema';
import { VOLUNTEER_ID_CONTEXT } from '../../db/volunteer-id-hashes';
import { AppError, conflictWith, isUniqueViolation, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { requestLocale } from '../../http/locale';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { businessDate } from '../../records/today';
import { protectIdNumber, type IdProtection, type ProtectedId } from '../../security/protected-id';
import { listDictItems } from '../dicts/list';
import { volunteerDetail } from './detail';
import type { UpdateVolunteerBody, VolunteerBody } from '@pm/domain/shapes/volunteer';

export type VolunteerRow = typeof volunteers.$inferSelect;

/** A volunteer's row as the operation log keeps it: never the ciphertext or the hashes. */
export function loggedVolunteer(row: VolunteerRow) {
  const { idNumberCipher: _cipher, idNumberHash: _hash, mobileHash: _mobileHash, ...logged } = row;
  return logged;
}

/** The volunteer's row locked for the transaction; 404 when there is none. */
export async function lockVolunteer(tx: Transaction, request: FastifyRequest, id: number) {
  const [row] = await tx.select().from(volunteers).where(eq(volunteers.id, id)).for('update');
  if (!row) throw notFound(request.t('volunteer.notFound'));
  return row;
}

const valuesOf = (body: Static<typeof VolunteerBody>): VolunteerFormValues => ({
  ...body,
  gender: body.gender as VolunteerGender | '',
  idType: body.idType as VolunteerIdType | '',
  availability: body.availability as Availability[],
});

/** 422 on one field, in the form's words. */
function refuseField(request: FastifyRequest, field: keyof VolunteerFormValues & string) {
  const messages = formErrorMessages(volunteerForm, [{ field, message: 'oneOf' }], requestLocale(request));
  return new AppError(422, messages[0]!.message, undefined, { errors: messages });
}

/** The shared form, then what only the database knows: every skill is in the dictionary. */
async function assertVolunteer(
  tx: Transaction,
  request: FastifyRequest,
  values: VolunteerFormValues,
  storedIdType: VolunteerIdType | null,
) {
  assertForm(request, volunteerForm, values, { today: businessDate(), storedIdType });
  const skills = new Set((await listDictItems(tx, VOLUNTEER_SKILL_DICT)).map((item) => item.value));
  if (!values.skills.every((skill) => skills.has(skill))) throw refuseField(request, 'skills');
  if (new Set(values.skills).size !== values.skills.length) throw refuseField(request, 'skills');
  const kinds: readonly string[] = AVAILABILITY;
  if (!values.availability.every((kind) => kinds.includes(kind))) throw refuseField(request, 'availability');
  if (new Set(values.availability).size !== values.availability.length) {
    throw refuseField(request, 'availability');
  }
}

/** An ID number a write claims: unique per ID type and number (by its hash), except the volunteer being edited. */
interface ClaimedId {
  idType: VolunteerIdType;
  hash: string;
  exceptId: number | null;
}

/** The volunteer who already has the claimed ID number, if any. */
async function holderOf(db: Database | Transaction, claimed: ClaimedId) {
  const [holder] = await db
    .select({ id: volunteers.id, code: volunteers.code, name: volunteers.name, status: volunteers.status })
    .from(volunteers)
    .where(
      and(
        eq(volunteers.idType, claimed.idType),
        eq(volunteers.idNumberHash, claimed.hash),
        claimed.exceptId === null ? undefined : ne(volunteers.id, claimed.exceptId),
      ),
    );
  return holder;
}

/** 409 naming the volunteer who already has this ID number (`data.existing`). */
const duplicateId = (request: FastifyRequest, holder: NonNullable<Awaited<ReturnType<typeof holderOf>>>) =>
  conflictWith(request.t('volunteer.duplicateId', holder), holder);

async function assertUniqueId(tx: Transaction, request: FastifyRequest, claimed: ClaimedId) {
  const holder = await holderOf(tx, claimed);
  if (holder) throw duplicateId(request, holder);
}

/** A volunteer's profile columns from checked values (the create and edit routes and the import centre). */
export const volunteerColumns = (values: VolunteerFormValues) => ({
  name: values.name.trim(),
  gender: values.gender as VolunteerGender,
  idType: values.idType as VolunteerIdType,
  birthDate: values.birthDate,
  mobile: values.mobile.trim(),
  areaCode: values.areaCode,
  address: values.address.trim(),
  skills: values.skills,
  availability: values.availability,
  availabilityNote: values.availabilityNote.trim(),
  emergencyName: values.emergencyName.trim(),
  emergencyRelation: values.emergencyRelation.trim(),
  emergencyMobile: values.emergencyMobile.trim(),
  remark: values.remark.trim(),
});

/**
 * Runs a write; one that lost a race for the same ID number to another (the unique index refuses it) becomes the
 * same 409 naming the other volunteer.
 */
async function inTransaction<T>(
  db: Database,
  request: FastifyRequest,
  claimed: ClaimedId | null,
  work: (tx: Transaction) => Promise<T>,
) {
  try {
    return await db.transaction(work);
  } catch (error) {
    if (!isUniqueViolation(error) || claimed === null) throw error;
    const holder = await holderOf(db, claimed);
    if (!holder) throw error;
    throw duplicateId(request, holder);
  }
}

/** A volunteer's number: `ZY` and its id. */
export const volunteerCode = (id: number) => `ZY${String(id).padStart(6, '0')}`;

/**
 * A new volunteer's row from checked values: the ID number stored protected only, a placeholder code (unique: the
 * ID number's hash) until its id gives it `volunteerCode`.
 */
export function newVolunteerColumns(protection: IdProtection, values: VolunteerFormValues, userId: number) {
  const protectedId = protectIdNumber(protection, values.idNumber, VOLUNTEER_ID_CONTEXT);
  return {
    ...volunteerColumns(values),
    ...protectedId,
    code: `pending-${protectedId.idNumberHash}`,
    mobileHash: protection.hash(values.mobile),
    createdBy: userId,
  };
}

/** Registers a volunteer (status applied), numbered `ZY` and its id; the ID number stored protected only. */
export async function createVolunteer(
  db: Database,
  protection: IdProtection,
  request: FastifyRequest,
  body: Static<typeof VolunteerBody>,
): Promise<VolunteerDetail> {
  const userId = staffOf(request).userId;
  const values = valuesOf(body);
  const columns = newVolunteerColumns(protection, values, userId);
  const claimed = {
    idType: values.idType as VolunteerIdType,
    hash: columns.idNumberHash,
    exceptId: null,
  };
  const id = await inTransaction(db, request, claimed, async (tx) => {
    await assertVolunteer(tx, request, values, null);
    await assertUniqueId(tx, request, claimed);
    const [inserted] = await tx.insert(volunteers).values(columns).returning({ id: volunteers.id });
    const [row] = await tx
      .update(volunteers)
      .set({ code: volunteerCode(inserted!.id) })
      .where(eq(volunteers.id, inserted!.id))
      .returning();
    await withAudit(tx, { id: userId }, 'create', 'volunteer', row!.id, null, loggedVolunteer(row!));
    return row!.id;
  });
  return volunteerDetail(db, request, id);
}

/** Edits a volunteer's profile; a blank ID number with the same ID type keeps the stored one. */
export async function updateVolunteer(
  db: Database,
  protection: IdProtection,
  request: FastifyRequest,
  id: number,
  body: Static<typeof UpdateVolunteerBody>,
): Promise<VolunteerDetail> {
  const userId = staffOf(request).userId;
  const { version, ...rest } = body;
  const values = valuesOf(rest);
  const protectedId: ProtectedId | null =
    values.idNumber.trim() === '' ? null : protectIdNumber(protection, values.idNumber, VOLUNTEER_ID_CONTEXT);
  const claimed = protectedId && {
    idType: values.idType as VolunteerIdType,
    hash: protectedId.idNumberHash,
    exceptId: id,
  };
  await inTransaction(db, request, claimed, async (tx) => {
    const before = await lockVolunteer(tx, request, id);
    assertVersion(request, before.version, version);
    // A blank number keeps the stored one: the birth date and gender are checked against that one.
    const kept = values.idNumber.trim() === '' && values.idType === before.idType;
    const checked = kept
      ? { ...values, idNumber: protection.cipher.decrypt(before.idNumberCipher, VOLUNTEER_ID_CONTEXT) }
      : values;
    await assertVolunteer(tx, request, checked, before.idType);
    if (claimed) await assertUniqueId(tx, request, claimed);
    const [after] = await tx
      .update(volunteers)
      .set({
        ...volunteerColumns(values),
        ...(protectedId ?? {}),
        mobileHash: protection.hash(values.mobile),
        version: before.version + 1,
      })
      .where(eq(volunteers.id, id))
      .returning();
    await withAudit(
      tx,
      { id: userId },
      'update',
      'volunteer',
      id,
      loggedVolunteer(before),
      loggedVolunteer(after!),
    );
  });
  return volunteerDetail(db, request, id);
}
