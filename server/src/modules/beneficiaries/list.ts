import type { Page } from '@pm/domain/contracts';
import type { BeneficiaryListItem } from '@pm/domain/shapes';
import { count, eq, sql } from 'drizzle-orm';
import { maskMobile } from '@pm/domain/utils/mask';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { qualified } from '../../db/qualified';
import { appropriations, areas, beneficiaries, beneficiaryQualifications, projects } from '../../db/schema';
import { Binder } from '../../db/statements';
import { cachedCount, fetchShapedPage, paged, planList } from '../../http/list-query';
import type { SearchHasher } from '../../security/search-hash';
import { beneficiaryWhere } from './filters';
import type { BeneficiaryFilters } from './schema';
import type { DataScope } from '../../security/data-scope';

const projectCount = sql<number>`(
  select count(*) from ${projects} where ${qualified(projects.beneficiaryId)} = ${qualified(beneficiaries.id)}
)`.mapWith(Number);

const totalPaid = sql<string>`(
  select ${moneySum(qualified(appropriations.amount))}
  from ${appropriations}
  inner join ${projects} on ${qualified(projects.id)} = ${qualified(appropriations.projectId)}
  where ${qualified(projects.beneficiaryId)} = ${qualified(beneficiaries.id)}
    and ${qualified(appropriations.status)} = 'paid'
)`;

const nextExpiry = sql<string | null>`(
  select min(${qualified(beneficiaryQualifications.expiryDate)})::text from ${beneficiaryQualifications}
  where ${qualified(beneficiaryQualifications.beneficiaryId)} = ${qualified(beneficiaries.id)}
)`;

/** The columns of a list row; masked values come stored masked (an ID number is never decrypted for a list). */
export const itemColumns = {
  id: beneficiaries.id,
  type: beneficiaries.type,
  name: beneficiaries.name,
  idNumber: beneficiaries.idNumberMasked,
  idType: beneficiaries.idType,
  creditCode: beneficiaries.creditCode,
  mobile: beneficiaries.mobile,
  gender: beneficiaries.gender,
  birthDate: beneficiaries.birthDate,
  areaCode: beneficiaries.areaCode,
  areaName: areas.name,
  address: beneficiaries.address,
  email: beneficiaries.email,
  vulnerabilityTags: beneficiaries.vulnerabilityTags,
  orgType: beneficiaries.orgType,
  status: beneficiaries.status,
  mergedIntoId: beneficiaries.mergedIntoId,
  projectCount,
  totalPaid,
  nextExpiry,
  version: beneficiaries.version,
  createdAt: beneficiaries.createdAt,
};

export type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

export function toItem(row: ItemRow): BeneficiaryListItem {
  return {
    ...row,
    mobile: maskMobile(row.mobile),
    orgType: row.type === 'company' ? row.orgType : null,
    totalPaid: row.totalPaid ?? '0.00',
    createdAt: row.createdAt.toISOString(),
  };
}

/** Rows with their area's name: the list, a detail, the duplicates. */
export function selectItems(db: Executor) {
  return db.select(itemColumns).from(beneficiaries).leftJoin(areas, eq(areas.code, beneficiaries.areaCode));
}

export async function listBeneficiaries(
  db: Executor,
  hash: SearchHasher,
  query: BeneficiaryFilters,
  scope: DataScope,
): Promise<Page<BeneficiaryListItem>> {
  const values = new Binder();
  const where = beneficiaryWhere(query, hash, scope, values);
  const plan = planList(
    query,
    {
      name: beneficiaries.name,
      type: beneficiaries.type,
      areaCode: beneficiaries.areaCode,
      status: beneficiaries.status,
      createdAt: beneficiaries.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    beneficiaries.id,
    values,
  );
  const total = cachedCount(db, 'beneficiaries', values, () =>
    db.select({ value: count() }).from(beneficiaries).where(where).$dynamic(),
  );
  const rows = () => paged(selectItems(db).where(where).$dynamic(), plan);
  return fetchShapedPage(db, 'beneficiaries', values, plan, rows, total, toItem);
}
