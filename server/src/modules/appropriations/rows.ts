import type { AppropriationListItem } from '@pm/domain/shapes';
import { appropriationFields } from '@pm/domain/shapes/appropriation';
import { eq, sql, type AnyColumn } from 'drizzle-orm';
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

/** A user's name, as a subquery of the select list. */
const userName = (id: AnyColumn) =>
  sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${id})`;

/**
 * What a list page shows, for a query over `appropriations` joined to `projects` only: the agreement, the
 * instalment and the three users are subqueries of the select list (their columns are NOT NULL foreign keys, so a
 * join drops no row either). Seven joined tables cost the planner more than the page costs to read.
 */
export const pageColumns = {
  ...itemColumns,
  agreementNumber: sql<string>`(select ${agreements.number} from ${agreements} where ${agreements.id} = ${appropriations.agreementId})`,
  instalmentSeq: sql<number>`(select ${agreementInstalments.seq} from ${agreementInstalments} where ${agreementInstalments.id} = ${appropriations.instalmentId})`,
  createdByName: userName(appropriations.createdBy),
  verifiedByName: userName(appropriations.verifiedBy),
  paidByName: userName(appropriations.paidBy),
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
