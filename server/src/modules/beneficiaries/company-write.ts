import { companyForm, type CompanyFormValues } from '@pm/domain/forms';
import { normalizeCreditCode } from '@pm/domain/identity';
import { BENEFICIARY_DICTS, companyFields, type BeneficiaryDetail } from '@pm/domain/shapes';
import { maskIdNumber } from '@pm/domain/utils/mask';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { writtenColumns } from '../../db/field-columns';
import { beneficiaries, beneficiaryQualifications } from '../../db/schema';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { assertMayAttach } from '../files/access';
import { linkFiles } from '../records/files';
import { beneficiaryDetail } from './detail';
import {
  beneficiarySnapshot,
  hashedColumns,
  linkOwnPhone,
  lockBeneficiary,
  normalizeMobile,
  type Insert,
} from './write';
import {
  assertDictValues,
  duplicateConflict,
  liveMatch,
  sameCreditCode,
  withUniqueIdentity,
  type IdentityServices,
} from './write-guards';

// A company's create and edit (a person's: write.ts). Its credit code is unique among live companies.

async function companyReferences(
  tx: Transaction,
  request: FastifyRequest,
  values: CompanyFormValues,
  id: number | null,
) {
  await assertDictValues(tx, request, companyForm, [
    { field: 'orgType', dict: BENEFICIARY_DICTS.orgType, values: [values.orgType.trim()] },
  ]);
  for (const [index, qualification] of values.qualifications.entries()) {
    await assertMayAttach(
      tx,
      request,
      { kind: 'beneficiary', id, field: `qualifications[${index}].fileId` },
      [qualification.fileId!],
    );
  }
}

export function companyColumns(values: CompanyFormValues, services: IdentityServices) {
  const columns = writtenColumns(beneficiaries, companyFields, values) as Partial<Insert>;
  const mobile = normalizeMobile(values.mobile.trim());
  const creditCode = normalizeCreditCode(values.creditCode);
  return {
    ...columns,
    creditCode,
    idNumberMasked: maskIdNumber(creditCode),
    mobile,
    ...hashedColumns(services, mobile, String(columns.bankAccountNo ?? '')),
  } as Omit<Insert, 'type'>;
}

/** The company's qualifications become the list sent; their files are linked to it. */
async function replaceQualifications(
  tx: Transaction,
  request: FastifyRequest,
  id: number,
  values: CompanyFormValues,
) {
  await tx.delete(beneficiaryQualifications).where(eq(beneficiaryQualifications.beneficiaryId, id));
  if (values.qualifications.length === 0) return;
  await tx.insert(beneficiaryQualifications).values(
    values.qualifications.map((item) => ({
      beneficiaryId: id,
      name: item.name.trim(),
      fileId: item.fileId!,
      expiryDate: item.expiryDate.trim(),
    })),
  );
  await linkFiles(
    tx,
    request,
    { entity: 'beneficiary', id, field: 'qualifications' },
    values.qualifications.map((item) => item.fileId!),
  );
}

async function qualificationRows(tx: Transaction, id: number) {
  const rows = await tx
    .select({
      name: beneficiaryQualifications.name,
      fileId: beneficiaryQualifications.fileId,
      expiryDate: beneficiaryQualifications.expiryDate,
    })
    .from(beneficiaryQualifications)
    .where(eq(beneficiaryQualifications.beneficiaryId, id));
  return rows;
}

export async function createCompany(
  db: Database,
  request: FastifyRequest,
  values: CompanyFormValues,
  services: IdentityServices,
): Promise<BeneficiaryDetail> {
  assertForm(request, companyForm, values);
  const where = sameCreditCode(normalizeCreditCode(values.creditCode));
  return withUniqueIdentity(db, request, { type: 'company', where, exceptId: null }, () =>
    db.transaction(async (tx) => {
      await companyReferences(tx, request, values, null);
      const existing = await liveMatch(tx, where, null);
      if (existing) throw duplicateConflict(request, 'company', existing);
      const [row] = await tx
        .insert(beneficiaries)
        .values({ ...companyColumns(values, services), type: 'company' })
        .returning();
      await replaceQualifications(tx, request, row!.id, values);
      await linkOwnPhone(tx, row!.id, row!.mobile);
      await withAudit(
        tx,
        { id: staffOf(request).userId },
        'create',
        'beneficiary',
        row!.id,
        null,
        beneficiarySnapshot(row!, { qualifications: values.qualifications }),
      );
      return beneficiaryDetail(tx, request, row!.id);
    }),
  );
}

export async function updateCompany(
  db: Database,
  request: FastifyRequest,
  id: number,
  body: CompanyFormValues & { version: number },
  services: IdentityServices,
): Promise<BeneficiaryDetail> {
  const { version, ...values } = body;
  assertForm(request, companyForm, values);
  const where = sameCreditCode(normalizeCreditCode(values.creditCode));
  return withUniqueIdentity(db, request, { type: 'company', where, exceptId: id }, () =>
    db.transaction(async (tx) => {
      const row = await lockBeneficiary(tx, request, id, 'company');
      assertVersion(request, row.version, version);
      await companyReferences(tx, request, values, id);
      const existing = await liveMatch(tx, where, id);
      if (existing) throw duplicateConflict(request, 'company', existing);
      const before = beneficiarySnapshot(row, { qualifications: await qualificationRows(tx, id) });
      const [updated] = await tx
        .update(beneficiaries)
        .set({ ...companyColumns(values, services), version: row.version + 1 })
        .where(eq(beneficiaries.id, id))
        .returning();
      await replaceQualifications(tx, request, id, values);
      const after = beneficiarySnapshot(updated!, { qualifications: await qualificationRows(tx, id) });
      await withAudit(tx, { id: staffOf(request).userId }, 'update', 'beneficiary', id, before, after);
      return beneficiaryDetail(tx, request, id);
    }),
  );
}
