import type { MaterialListItem } from '@pm/domain/shapes/material';
import { isBorrowingOverdue } from '@pm/domain/workflow/material-machine';
import { isRetentionOver } from '@pm/domain/utils/retention';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { qualified } from '../../db/qualified';
import {
  agreements,
  appropriations,
  materialBorrowings,
  materialDocuments,
  materials,
  projects,
  stageReports,
  users,
} from '../../db/schema';

const documentCount = sql<number>`(
  select count(*) from ${materialDocuments}
  where ${qualified(materialDocuments.materialId)} = ${qualified(materials.id)}
)`.mapWith(Number);

/** The source record's number or code, as its own pages show it. */
const sourceCode = sql<string | null>`case ${qualified(materials.sourceEntity)}
  when 'agreement' then (select ${qualified(agreements.number)} from ${agreements}
    where ${qualified(agreements.id)} = ${qualified(materials.sourceId)})
  when 'report' then (select ${qualified(stageReports.code)} from ${stageReports}
    where ${qualified(stageReports.id)} = ${qualified(materials.sourceId)})
  when 'appropriation' then (select ${qualified(appropriations.code)} from ${appropriations}
    where ${qualified(appropriations.id)} = ${qualified(materials.sourceId)})
end`;

/** The columns of a list row (the detail adds its own), read by `withItemJoins`. */
export const itemColumns = {
  id: materials.id,
  code: materials.code,
  title: materials.title,
  category: materials.category,
  projectId: materials.projectId,
  projectCode: projects.code,
  projectName: projects.name,
  confidentiality: materials.confidentiality,
  status: materials.status,
  retentionUntil: materials.retentionUntil,
  documentCount,
  sourceEntity: materials.sourceEntity,
  sourceId: materials.sourceId,
  sourceCode,
  borrower: materialBorrowings.borrower,
  dueOn: materialBorrowings.dueOn,
  createdBy: users.name,
  version: materials.version,
  createdAt: materials.createdAt,
};

/** The project, the open borrowing (at most one: `material_borrowings_open_key`) and the filer's name. */
export function withItemJoins<Query extends PgSelect>(query: Query) {
  return query
    .innerJoin(projects, eq(projects.id, materials.projectId))
    .leftJoin(
      materialBorrowings,
      and(eq(materialBorrowings.materialId, materials.id), isNull(materialBorrowings.returnedOn)),
    )
    .leftJoin(users, eq(users.id, materials.createdBy));
}

type ItemRow = Omit<MaterialListItem, 'retentionOver' | 'overdue' | 'createdAt'> & { createdAt: Date };

/** A list row as sent: whether its retention is over and its borrowing overdue, on `today` (the business date). */
export function toItem(row: ItemRow, today: string): MaterialListItem {
  return {
    ...row,
    retentionOver: row.status !== 'destroyed' && isRetentionOver(row.retentionUntil, today),
    overdue: row.dueOn !== null && isBorrowingOverdue(row.dueOn, today),
    createdAt: row.createdAt.toISOString(),
  };
}
