import {
  partnerForm,
  partnerLabels,
  type PartnerContactValues,
  type PartnerFormValues,
} from '@pm/domain/forms/partner-form';
import { normalizeCreditCode } from '@pm/domain/identity';
import type { PartnerDetail, PartnerType } from '@pm/domain/shapes/partner';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Transaction } from '../../db/client';
import { dictItems, entityFiles, partnerContacts, partnerQualifications, partners } from '../../db/schema';
import { conflictWith } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import type { SearchHasher } from '../../security/search-hash';
import { assertMayAttach } from '../files/access';
import { linkFiles, unlinkOtherFiles } from '../records/files';
import { fieldRefusal } from '../records/refusals';
import { labelOf } from '@pm/domain/forms/rules';
import { requestLocale } from '../../http/locale';
import { partnerDetail, partnerNotFound, PRICE_FILE_ENTITY } from './detail';
import type { PartnerBody, UpdatePartnerBody } from './schema';

export type PartnerRow = typeof partners.$inferSelect;
type Body = Static<typeof PartnerBody>;

/** The supplier categories' dictionary. */
export const SUPPLIER_CATEGORY_DICT = 'supplier_category';

export async function lockPartner(tx: Transaction, request: FastifyRequest, id: number): Promise<PartnerRow> {
  const [row] = await tx.select().from(partners).where(eq(partners.id, id)).for('update');
  if (!row) throw partnerNotFound(request);
  return row;
}

/** The body as the shared form sees it: the kind is the body's (the form refuses an unknown one). */
function formValues(body: Body): PartnerFormValues {
  return { ...body, type: body.type as PartnerType };
}

/**
 * One partner per credit code: a second is a 409 naming the first (`data.existing`). Concurrent saves of one code wait for each
 * other (a transaction lock on the code), so the unique index is never what refuses.
 */
async function assertCreditCodeFree(
  tx: Transaction,
  request: FastifyRequest,
  code: string,
  except?: number,
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner:${code}`}))`);
  const [taken] = await tx
    .select({ id: partners.id, name: partners.name, type: partners.type })
    .from(partners)
    .where(and(eq(partners.creditCode, code), except === undefined ? undefined : ne(partners.id, except)));
  if (taken)
    throw conflictWith(request.t('partner.creditCodeTaken', { name: taken.name, id: taken.id }), taken);
}

/** A supplier's category is a `supplier_category` entry; the other kinds take none. */
async function assertCategory(tx: Transaction, request: FastifyRequest, values: PartnerFormValues) {
  const category = values.category.trim();
  if (category === '') return;
  const label = labelOf(partnerLabels, 'category', requestLocale(request));
  if (values.type !== 'supplier') {
    throw fieldRefusal('category', request.t('partner.categoryOnlySupplier', { label }));
  }
  const [known] = await tx
    .select({ id: dictItems.id })
    .from(dictItems)
    .where(and(eq(dictItems.dictCode, SUPPLIER_CATEGORY_DICT), eq(dictItems.value, category)));
  if (!known) throw fieldRefusal('category', request.t('partner.categoryMissing', { label }));
}

/**
 * The partner's own columns from checked values; the first contact is the one the lists show. The create and
 * edit routes and the import centre write these.
 */
export function partnerColumns(values: PartnerFormValues, hash: SearchHasher) {
  const first = values.contacts[0]!;
  return {
    type: values.type,
    name: values.name.trim(),
    creditCode: normalizeCreditCode(values.creditCode),
    areaCode: values.areaCode.trim(),
    address: values.address.trim(),
    contactName: first.name.trim(),
    mobile: first.mobile.trim(),
    mobileHash: hash(first.mobile.trim()),
    bankName: values.bankName.trim(),
    bankAccountName: values.bankAccountName.trim(),
    bankAccountNo: values.bankAccountNo.trim(),
    rating: values.rating,
    category: values.category.trim() === '' ? null : values.category.trim(),
    remark: values.remark.trim(),
  };
}

/** A partner's contact rows from checked values, in the form's order. */
export function partnerContactRows(
  partnerId: number,
  contacts: readonly PartnerContactValues[],
  hash: SearchHasher,
) {
  return contacts.map((contact, index) => ({
    partnerId,
    seq: index + 1,
    name: contact.name.trim(),
    mobile: contact.mobile.trim(),
    mobileHash: hash(contact.mobile.trim()),
    position: contact.position.trim(),
    email: contact.email.trim(),
  }));
}

/** Replaces the contacts, qualifications and price-agreement files with the form's. */
async function saveChildren(tx: Transaction, request: FastifyRequest, id: number, values: PartnerFormValues) {
  await tx.delete(partnerContacts).where(eq(partnerContacts.partnerId, id));
  await tx.insert(partnerContacts).values(partnerContactRows(id, values.contacts, request.server.searchHash));
  for (const [index, qualification] of values.qualifications.entries()) {
    if (qualification.fileId === null) continue;
    const field = `qualifications[${index}].fileId`;
    await assertMayAttach(tx, request, { kind: 'partnerQualification', id, field }, [qualification.fileId]);
  }
  await tx.delete(partnerQualifications).where(eq(partnerQualifications.partnerId, id));
  if (values.qualifications.length > 0) {
    await tx.insert(partnerQualifications).values(
      values.qualifications.map((qualification) => ({
        partnerId: id,
        name: qualification.name.trim(),
        fileId: qualification.fileId,
        expiryDate: qualification.expiryDate,
      })),
    );
  }
  const qualificationFiles = values.qualifications.flatMap((row) =>
    row.fileId === null ? [] : [row.fileId],
  );
  await unlinkOtherFiles(tx, { entity: 'partnerQualification', id }, qualificationFiles);
  if (qualificationFiles.length > 0) {
    await tx
      .insert(entityFiles)
      .values(qualificationFiles.map((fileId) => ({ entity: 'partnerQualification', entityId: id, fileId })))
      .onConflictDoNothing();
  }
  await linkFiles(tx, request, { entity: PRICE_FILE_ENTITY, id, field: 'priceFileIds' }, values.priceFileIds);
  await unlinkOtherFiles(tx, { entity: PRICE_FILE_ENTITY, id }, values.priceFileIds);
}

/** The partner as the operation log keeps it: its row (no search hash) and its lists. */
export async function partnerLog(tx: Transaction, id: number) {
  const [row] = await tx.select().from(partners).where(eq(partners.id, id));
  const { mobileHash: _hash, ...partner } = row!;
  const [contacts, qualifications] = await Promise.all([
    tx
      .select({
        name: partnerContacts.name,
        mobile: partnerContacts.mobile,
        position: partnerContacts.position,
      })
      .from(partnerContacts)
      .where(eq(partnerContacts.partnerId, id))
      .orderBy(asc(partnerContacts.seq)),
    tx
      .select({
        name: partnerQualifications.name,
        fileId: partnerQualifications.fileId,
        expiryDate: partnerQualifications.expiryDate,
      })
      .from(partnerQualifications)
      .where(eq(partnerQualifications.partnerId, id))
      .orderBy(asc(partnerQualifications.id)),
  ]);
  return { ...partner, contacts, qualifications };
}

async function checked(tx: Transaction, request: FastifyRequest, body: Body, except?: number) {
  const values = formValues(body);
  assertForm(request, partnerForm, values);
  await assertCategory(tx, request, values);
  await assertCreditCodeFree(tx, request, normalizeCreditCode(values.creditCode), except);
  return values;
}

export async function createPartner(
  tx: Transaction,
  request: FastifyRequest,
  body: Body,
): Promise<PartnerDetail> {
  const values = await checked(tx, request, body);
  const [row] = await tx
    .insert(partners)
    .values(partnerColumns(values, request.server.searchHash))
    .returning({ id: partners.id });
  const id = row!.id;
  await saveChildren(tx, request, id, values);
  await withAudit(
    tx,
    { id: staffOf(request).userId },
    'create',
    'partner',
    id,
    null,
    await partnerLog(tx, id),
  );
  return partnerDetail(tx, request, id);
}

export async function updatePartner(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  body: Static<typeof UpdatePartnerBody>,
): Promise<PartnerDetail> {
  const row = await lockPartner(tx, request, id);
  assertVersion(request, row.version, body.version);
  const values = await checked(tx, request, body, id);
  const before = await partnerLog(tx, id);
  await tx
    .update(partners)
    .set({ ...partnerColumns(values, request.server.searchHash), version: row.version + 1 })
    .where(eq(partners.id, id));
  await saveChildren(tx, request, id, values);
  await withAudit(
    tx,
    { id: staffOf(request).userId },
    'update',
    'partner',
    id,
    before,
    await partnerLog(tx, id),
  );
  return partnerDetail(tx, request, id);
}
