import { isIsoDate } from '@pm/domain/forms';
import { normalizeCreditCode } from '@pm/domain/identity';
import type { DuplicateCandidate, DuplicateCheck, DuplicateReason } from '@pm/domain/shapes';
import { maskMobile } from '@pm/domain/utils/mask';
import { and, asc, eq, ne, or, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import type { SearchHasher } from '../../security/search-hash';
import { beneficiaryRow } from './detail';
import { normalizeMobile } from './write';

/** At most this many candidates: a form shows a short warning, not a list. */
const LIMIT = 20;

/** What a record is matched by: the keyed hashes and plain values of the fields duplicates share. */
interface Probe {
  type: 'person' | 'company';
  idNumberHash: string | null;
  creditCode: string | null;
  name: string | null;
  birthDate: string | null;
  mobileHash: string | null;
  excludeId: number | null;
}

function reasonsOf(probe: Probe, row: Omit<Probe, 'type' | 'excludeId'>): DuplicateReason[] {
  const reasons: DuplicateReason[] = [];
  if (probe.idNumberHash !== null && row.idNumberHash === probe.idNumberHash) reasons.push('idNumber');
  if (probe.creditCode !== null && row.creditCode === probe.creditCode) reasons.push('creditCode');
  if (
    probe.name !== null &&
    probe.birthDate !== null &&
    row.name === probe.name &&
    row.birthDate === probe.birthDate
  ) {
    reasons.push('nameBirthDate');
  }
  if (probe.mobileHash !== null && row.mobileHash === probe.mobileHash) reasons.push('mobile');
  return reasons;
}

/** Live records of the same type sharing the ID, the credit code, the name and birth date, or the mobile. */
async function candidates(db: Executor, probe: Probe): Promise<DuplicateCandidate[]> {
  const matches: SQL[] = [];
  if (probe.idNumberHash !== null) matches.push(eq(beneficiaries.idNumberHash, probe.idNumberHash));
  if (probe.creditCode !== null) matches.push(eq(beneficiaries.creditCode, probe.creditCode));
  if (probe.name !== null && probe.birthDate !== null) {
    matches.push(and(eq(beneficiaries.name, probe.name), eq(beneficiaries.birthDate, probe.birthDate))!);
  }
  if (probe.mobileHash !== null) matches.push(eq(beneficiaries.mobileHash, probe.mobileHash));
  if (matches.length === 0) return [];
  const rows = await db
    .select({
      id: beneficiaries.id,
      type: beneficiaries.type,
      name: beneficiaries.name,
      status: beneficiaries.status,
      idNumber: beneficiaries.idNumberMasked,
      mobile: beneficiaries.mobile,
      birthDate: beneficiaries.birthDate,
      areaCode: beneficiaries.areaCode,
      idNumberHash: beneficiaries.idNumberHash,
      creditCode: beneficiaries.creditCode,
      mobileHash: beneficiaries.mobileHash,
    })
    .from(beneficiaries)
    .where(
      and(
        eq(beneficiaries.type, probe.type),
        ne(beneficiaries.status, 'merged'),
        probe.excludeId === null ? undefined : ne(beneficiaries.id, probe.excludeId),
        or(...matches),
      ),
    )
    .orderBy(asc(beneficiaries.id))
    .limit(LIMIT);
  return rows.map(({ idNumberHash, creditCode, mobileHash, ...row }) => ({
    ...row,
    mobile: row.mobile === '' ? '' : maskMobile(row.mobile),
    reasons: reasonsOf(probe, {
      idNumberHash,
      creditCode,
      mobileHash,
      name: row.name,
      birthDate: row.birthDate,
    }),
  }));
}

const blankToNull = (value: string | undefined) => {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
};

/** What a create (or edit) form holds so far, against the saved records. */
export async function checkDuplicates(
  db: Executor,
  hash: SearchHasher,
  body: DuplicateCheck,
): Promise<{ list: DuplicateCandidate[] }> {
  const birthDate = blankToNull(body.birthDate);
  const mobile = blankToNull(body.mobile);
  const creditCode = blankToNull(body.creditCode);
  const probe: Probe = {
    type: body.type,
    idNumberHash: body.type === 'person' ? hash(body.idNumber) : null,
    creditCode: body.type === 'company' && creditCode !== null ? normalizeCreditCode(creditCode) : null,
    name: blankToNull(body.name),
    birthDate: birthDate !== null && isIsoDate(birthDate) ? birthDate : null,
    mobileHash: mobile === null ? null : hash(normalizeMobile(mobile)),
    excludeId: body.excludeId ?? null,
  };
  return { list: await candidates(db, probe) };
}

/** A saved record's possible duplicates (the detail's way into a merge). */
export async function duplicatesOf(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<{ list: DuplicateCandidate[] }> {
  const row = await beneficiaryRow(db, request, id);
  const probe: Probe = {
    type: row.type,
    idNumberHash: row.type === 'person' ? row.idNumberHash : null,
    creditCode: row.type === 'company' ? row.creditCode : null,
    name: row.name,
    birthDate: row.birthDate,
    mobileHash: row.mobileHash,
    excludeId: id,
  };
  return { list: await candidates(db, probe) };
}
