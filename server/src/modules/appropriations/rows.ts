import type { AppropriationListItem } from '@pm/domain/shapes';
import { appropriationFields } from '@pm/domain/shapes/appropriation';
import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { readColumns } from '../../db/field-columns';
import { agreementInstalments, agreements, appropriations, projects, users } from '../../db/schema';

const creator = alias(users, 'creator');
const verifier = alias(users, 'verifier');
const payer = alias(users, 'payer');

/** A list row: the appropriation's listed fields (its field table), its project, agreement and instalment, and who acted on it. */
export const itemColumns = {
  id: appropriations.id,
  code: appropriations.code,
  ...readColumns(appropriations, appropriationFields, true),
  projectCode: projects.code,
  projectName: projects.name,
  agreementNumber: agreements.number,
  instalmentSeq: agreementInstalments.seq,
  status: appropriations.status,
  paidDate: appropriations.paidDate,
  voucherNo: appropriations.voucherNo,
  createdByName: creator.name,
  verifiedByName: verifier.name,
  paidByName: payer.name,
  version: appropriations.version,
  createdAt: appropriations.createdAt,
};

/** Joins what `itemColumns` names to a query over `appropriations` (built with `.$dynamic()`). */
export function withNames<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(projects, eq(projects.id, appropriations.projectId))
    .innerJoin(agreements, eq(agreements.id, appropriations.agreementId))
    .innerJoin(agreementInstalments, eq(agreementInstalments.id, appropriations.instalmentId))
    .leftJoin(creator, eq(creator.id, appropriations.createdBy))
    .leftJoin(verifier, eq(verifier.id, appropriations.verifiedBy))
    .leftJoin(payer, eq(payer.id, appropriations.paidBy));
}

type ItemRow = Omit<AppropriationListItem, 'createdAt'> & { createdAt: Date };

export function toItem<Row extends ItemRow>(row: Row): Omit<Row, 'createdAt'> & { createdAt: string } {
  return { ...row, createdAt: row.createdAt.toISOString() };
}
