import type {
  BeneficiaryDetail,
  BeneficiaryForm,
  BeneficiaryRef,
  CompanyProfile,
  PersonProfile,
  Qualification,
} from '@pm/domain/shapes';
import { maskIdNumber, maskMobile } from '@pm/domain/utils/mask';
import { and, asc, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { beneficiaries, beneficiaryClientAccounts, beneficiaryQualifications, files } from '../../db/schema';
import { notFound } from '../../http/errors';
import { businessDate } from '../../records/today';
import { selectItems, toItem } from './list';
import { beneficiaryInScope, dataScopeOf } from '../../security/data-scope';

export type BeneficiaryRow = typeof beneficiaries.$inferSelect;

export const beneficiaryNotFound = (request: FastifyRequest) => notFound(request.t('beneficiary.notFound'));

/** A blank value stays blank; anything else masked by the specification's rule. */
const masked = (value: string, mask: (value: string) => string) => (value === '' ? '' : mask(value));

export async function beneficiaryRow(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<BeneficiaryRow> {
  const scope = await dataScopeOf(request, db);
  const [row] = await db
    .select()
    .from(beneficiaries)
    .where(and(eq(beneficiaries.id, id), beneficiaryInScope(scope, beneficiaries.id)));
  if (!row) throw beneficiaryNotFound(request);
  return row;
}

export const refOf = (row: Pick<BeneficiaryRow, 'id' | 'type' | 'name' | 'status'>): BeneficiaryRef => ({
  id: row.id,
  type: row.type,
  name: row.name,
  status: row.status,
});

export async function qualificationsOf(db: Executor, id: number): Promise<Qualification[]> {
  const today = businessDate();
  const rows = await db
    .select({
      id: beneficiaryQualifications.id,
      name: beneficiaryQualifications.name,
      fileId: beneficiaryQualifications.fileId,
      fileName: files.name,
      expiryDate: beneficiaryQualifications.expiryDate,
    })
    .from(beneficiaryQualifications)
    .innerJoin(files, eq(files.id, beneficiaryQualifications.fileId))
    .where(eq(beneficiaryQualifications.beneficiaryId, id))
    .orderBy(asc(beneficiaryQualifications.expiryDate), asc(beneficiaryQualifications.id));
  return rows.map((row) => ({ ...row, expired: row.expiryDate < today }));
}

function personProfile(row: BeneficiaryRow): PersonProfile {
  return {
    name: row.name,
    gender: row.gender,
    idType: row.idType,
    idNumber: row.idNumberMasked,
    birthDate: row.birthDate,
    mobile: masked(row.mobile, maskMobile),
    areaCode: row.areaCode,
    address: row.address,
    email: row.email,
    householdSize: row.householdSize,
    vulnerabilityTags: row.vulnerabilityTags,
    guardianName: row.guardianName,
    guardianRelation: row.guardianRelation,
    guardianMobile: masked(row.guardianMobile, maskMobile),
    bankName: row.bankName,
    bankAccountName: row.bankAccountName,
    bankAccountNo: masked(row.bankAccountNo, maskIdNumber),
    consentDate: row.consentDate,
    consentFileId: row.consentFileId,
    source: row.source,
  };
}

function companyProfile(row: BeneficiaryRow, qualifications: Qualification[]): CompanyProfile {
  return {
    name: row.name,
    creditCode: row.creditCode ?? '',
    legalRepresentative: row.legalRepresentative,
    contactName: row.contactName,
    mobile: masked(row.mobile, maskMobile),
    orgType: row.orgType,
    areaCode: row.areaCode,
    address: row.address,
    email: row.email,
    bankName: row.bankName,
    bankAccountName: row.bankAccountName,
    bankAccountNo: masked(row.bankAccountNo, maskIdNumber),
    qualifications,
  };
}

/** One beneficiary as the detail page shows it: nothing decrypted, personal numbers masked. */
export async function beneficiaryDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<BeneficiaryDetail> {
  const row = await beneficiaryRow(db, request, id);
  const [item] = await selectItems(db).where(eq(beneficiaries.id, id));
  if (!item) throw beneficiaryNotFound(request);
  const [mergedInto, [accounts], qualifications] = await Promise.all([
    row.mergedIntoId === null ? null : beneficiaryRow(db, request, row.mergedIntoId),
    db
      .select({ value: count() })
      .from(beneficiaryClientAccounts)
      .where(eq(beneficiaryClientAccounts.beneficiaryId, id)),
    row.type === 'company' ? qualificationsOf(db, id) : [],
  ]);
  return {
    ...toItem(item),
    mergedInto: mergedInto && refOf(mergedInto),
    person: row.type === 'person' ? personProfile(row) : null,
    company: row.type === 'company' ? companyProfile(row, qualifications) : null,
    clientAccountCount: accounts?.value ?? 0,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** What an edit opens with: the saved values in full but the ID number, blank (blank keeps it). */
export async function beneficiaryForm(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<BeneficiaryForm> {
  const row = await beneficiaryRow(db, request, id);
  const base = { id: row.id, type: row.type, version: row.version };
  if (row.type === 'person') {
    return {
      ...base,
      company: null,
      person: {
        name: row.name,
        gender: row.gender ?? '',
        idType: row.idType ?? '',
        idNumber: '',
        birthDate: row.birthDate ?? '',
        mobile: row.mobile,
        areaCode: row.areaCode,
        address: row.address,
        email: row.email,
        householdSize: row.householdSize,
        vulnerabilityTags: row.vulnerabilityTags,
        guardianName: row.guardianName,
        guardianRelation: row.guardianRelation,
        guardianMobile: row.guardianMobile,
        bankName: row.bankName,
        bankAccountName: row.bankAccountName,
        bankAccountNo: row.bankAccountNo,
        consentDate: row.consentDate ?? '',
        consentFileId: row.consentFileId,
        source: row.source,
      },
    };
  }
  const qualifications = await qualificationsOf(db, id);
  return {
    ...base,
    person: null,
    company: {
      name: row.name,
      creditCode: row.creditCode ?? '',
      legalRepresentative: row.legalRepresentative,
      contactName: row.contactName,
      mobile: row.mobile,
      orgType: row.orgType,
      areaCode: row.areaCode,
      address: row.address,
      email: row.email,
      bankName: row.bankName,
      bankAccountName: row.bankAccountName,
      bankAccountNo: row.bankAccountNo,
      qualifications: qualifications.map(({ name, fileId, expiryDate }) => ({ name, fileId, expiryDate })),
    },
  };
}
