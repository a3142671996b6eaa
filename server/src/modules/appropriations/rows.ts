import type { AppropriationListItem } from '@pm/shared/contracts/funds';
import { eq } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { agreementInstalments, agreements, appropriations, projects, users } from '../../db/schema';

const creator = alias(users, 'creator');
const verifier = alias(users, 'verifier');
const payer = alias(users, 'payer');

/** A list row: the appropriation's columns, its project, agreement and instalment, and who acted on it. */
export const itemColumns = {
  id: appropriations.id,
  code: appropriations.code,
  projectId: appropriations.projectId,
  projectCode: projects.code,
  projectName: projects.name,
  agreementId: appropriations.agreementId,
  agreementNumber: agreements.number,
  instalmentId: appropriations.instalmentId,
  instalmentSeq: agreementInstalments.seq,
  type: appropriations.type,
  amount: appropriations.amount,
  status: appropriations.status,
  scheduledDate: appropriations.scheduledDate,
  paidDate: appropriations.paidDate,
  paymentMethod: appropriations.paymentMethod,
  payeeName: appropriations.payeeName,
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
