import { personForm, type PersonFormValues } from '@pm/domain/forms';
import { normalizeIdNumber } from '@pm/domain/identity';
import { BENEFICIARY_DICTS, personFields, type BeneficiaryDetail } from '@pm/domain/shapes';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { writtenColumns } from '../../db/field-columns';
import { decryptIdNumber, storedIdNumber } from '../../db/id-number-encryption';
import { beneficiaries, beneficiaryClientAccounts } from '../../db/schema';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { businessDate } from '../../records/today';
import { assertMayAttach } from '../files/access';
import { linkFiles } from '../records/files';
import { beneficiaryDetail, beneficiaryNotFound, type BeneficiaryRow } from './detail';
import {
  assertDictValues,
  duplicateConflict,
  liveMatch,
  samePersonId,
  withUniqueIdentity,
  type IdentityServices,
} from './write-guards';
import { beneficiaryInScope, dataScopeOf } from '../../security/data-scope';

// A person's create and edit, and what both types' writes share (a company's: company-write.ts).

export type Insert = typeof beneficiaries.$inferInsert;

/** Spaces and hyphens out of a phone number, as the client portal's sign-in compares it. */
export const normalizeMobile = (mobile: string) => mobile.replace(/[\s-]/g, '');

/** What the operation log keeps of a beneficiary: never the ID number (only its masked form). */
export function beneficiarySnapshot(row: BeneficiaryRow, extra: Record<string, unknown> = {}) {
  const {
    id: _id,
    version: _version,
    createdAt: _created,
    updatedAt: _updated,
    pendingIdNumber: _pending,
    idNumberCipher: _cipher,
    idNumberHash: _idHash,
    mobileHash: _mobileHash,
    bankAccountNoHash: _accountHash,
    ...fields
  } = row;
  return { ...fields, ...extra };
}

/** Locks a live beneficiary of the type for a write: 404 for another type, a merged one, or one outside the data scope. */
export async function lockBeneficiary(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  type?: BeneficiaryRow['type'],
): Promise<BeneficiaryRow> {
  const scope = await dataScopeOf(request, tx);
  const [row] = await tx
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, id), beneficiaryInScope(scope, beneficiaries.id)))
    .for('update');
  if (!row || (type !== undefined && row.type !== type) || row.status === 'merged') {
    throw beneficiaryNotFound(request);
  }
  return row;
}

/** The columns every write sets beside the form's own: masked fields' hashes. */
export function hashedColumns(services: IdentityServices, mobile: string, bankAccountNo: string) {
  return { mobileHash: services.hash(mobile), bankAccountNoHash: services.hash(bankAccountNo) };
}

/** A new record's phone signs in to the client portal as it (as a record's mobile always did). */
export async function linkOwnPhone(tx: Transaction, id: number, mobile: string) {
  await linkOwnPhones(tx, [{ id, mobile }]);
}

/** `linkOwnPhone` for many new records at once (an import's batch): one statement. */
export async function linkOwnPhones(tx: Transaction, rows: readonly { id: number; mobile: string }[]) {
  const values = rows
    .filter((row) => row.mobile !== '')
    .map((row) => ({ beneficiaryId: row.id, mobile: row.mobile }));
  if (values.length === 0) return;
  await tx.insert(beneficiaryClientAccounts).values(values).onConflictDoNothing();
}

async function personReferences(
  tx: Transaction,
  request: FastifyRequest,
  values: PersonFormValues,
  id: number | null,
) {
  await assertDictValues(tx, request, personForm, [
    {
      field: 'vulnerabilityTags',
      dict: BENEFICIARY_DICTS.vulnerabilityTag,
      values: values.vulnerabilityTags,
    },
    { field: 'source', dict: BENEFICIARY_DICTS.source, values: [values.source.trim()] },
    {
      field: 'guardianRelation',
      dict: BENEFICIARY_DICTS.guardianRelation,
      values: [values.guardianRelation.trim()],
    },
  ]);
  if (values.consentFileId !== null) {
    await assertMayAttach(tx, request, { kind: 'beneficiary', id, field: 'consentFileId' }, [
      values.consentFileId,
    ]);
  }
}

export function personColumns(values: PersonFormValues, services: IdentityServices) {
  const columns = writtenColumns(beneficiaries, personFields, values) as Partial<Insert>;
  const mobile = normalizeMobile(values.mobile.trim());
  return {
    ...columns,
    mobile,
    guardianMobile: normalizeMobile(values.guardianMobile.trim()),
    ...hashedColumns(services, mobile, String(columns.bankAccountNo ?? '')),
  } as Omit<Insert, 'type'>;
}

/** Creates a person: the form's rules, its dictionaries and file, then a unique (ID type, number). */
export async function createPerson(
  db: Database,
  request: FastifyRequest,
  values: PersonFormValues,
  services: IdentityServices,
): Promise<BeneficiaryDetail> {
  assertForm(request, personForm, values, { today: businessDate(), editing: false });
  const idNumber = normalizeIdNumber(values.idNumber);
  const stored = storedIdNumber(services.cipher, services.hash, idNumber);
  const where = samePersonId(values.idType, stored.idNumberHash);
  return withUniqueIdentity(db, request, { type: 'person', where, exceptId: null }, () =>
    db.transaction(async (tx) => {
      await personReferences(tx, request, values, null);
      const existing = await liveMatch(tx, where, null);
      if (existing) throw duplicateConflict(request, 'person', existing);
      const [row] = await tx
        .insert(beneficiaries)
        .values({ ...personColumns(values, services), ...stored, type: 'person' })
        .returning();
      await linkOwnPhone(tx, row!.id, row!.mobile);
      if (row!.consentFileId !== null) {
        await linkFiles(tx, request, { entity: 'beneficiary', id: row!.id, field: 'consentFileId' }, [
          row!.consentFileId,
        ]);
      }
      await withAudit(
        tx,
        { id: staffOf(request).userId },
        'create',
        'beneficiary',
        row!.id,
        null,
        beneficiarySnapshot(row!),
      );
      return beneficiaryDetail(tx, request, row!.id);
    }),
  );
}

/** Edits a person; a blank ID number keeps the stored one (and is checked against the form as stored). */
export async function updatePerson(
  db: Database,
  request: FastifyRequest,
  id: number,
  body: PersonFormValues & { version: number },
  services: IdentityServices,
): Promise<BeneficiaryDetail> {
  const { version, ...values } = body;
  const keeps = values.idNumber.trim() === '';
  const sent = keeps ? null : samePersonId(values.idType, services.hash(normalizeIdNumber(values.idNumber)));
  return withUniqueIdentity(db, request, { type: 'person', where: sent, exceptId: id }, () =>
    db.transaction(async (tx) => {
      const row = await lockBeneficiary(tx, request, id, 'person');
      assertVersion(request, row.version, version);
      const checked = keeps
        ? { ...values, idNumber: decryptIdNumber(services.cipher, row.idNumberCipher) }
        : values;
      assertForm(request, personForm, checked, { today: businessDate(), editing: true });
      await personReferences(tx, request, values, id);
      const stored =
        keeps && checked.idType === row.idType
          ? {
              idNumberCipher: row.idNumberCipher,
              idNumberHash: row.idNumberHash,
              idNumberMasked: row.idNumberMasked,
            }
          : storedIdNumber(services.cipher, services.hash, checked.idNumber);
      const existing = await liveMatch(tx, samePersonId(checked.idType, stored.idNumberHash), id);
      if (existing) throw duplicateConflict(request, 'person', existing);
      const [updated] = await tx
        .update(beneficiaries)
        .set({ ...personColumns(checked, services), ...stored, version: row.version + 1 })
        .where(eq(beneficiaries.id, id))
        .returning();
      if (updated!.consentFileId !== null && updated!.consentFileId !== row.consentFileId) {
        await linkFiles(tx, request, { entity: 'beneficiary', id, field: 'consentFileId' }, [
          updated!.consentFileId,
        ]);
      }
      await withAudit(
        tx,
        { id: staffOf(request).userId },
        'update',
        'beneficiary',
        id,
        beneficiarySnapshot(row),
        beneficiarySnapshot(updated!),
      );
      return beneficiaryDetail(tx, request, id);
    }),
  );
}
