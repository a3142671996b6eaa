import type { MaterialBorrowing, MaterialDetail, MaterialDocument } from '@pm/domain/shapes/material';
import { isBorrowingOverdue } from '@pm/domain/workflow/material-machine';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import {
  files,
  materialBorrowings,
  materialDocuments,
  materialDocumentVersions,
  materials,
  operationLogs,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { businessDate } from '../../records/today';
import { timelineEntries } from '../records/timeline';
import { itemColumns, toItem, withItemJoins } from './rows';
import { materialReaderOf, visibleTo } from './visibility';

/** The entry's documents, each with its versions newest first. */
async function documentsOf(db: Executor, materialId: number): Promise<MaterialDocument[]> {
  const documents = await db
    .select({
      id: materialDocuments.id,
      name: materialDocuments.name,
      currentVersion: materialDocuments.currentVersion,
    })
    .from(materialDocuments)
    .where(eq(materialDocuments.materialId, materialId))
    .orderBy(asc(materialDocuments.id));
  if (documents.length === 0) return [];
  const versions = await db
    .select({
      documentId: materialDocumentVersions.documentId,
      version: materialDocumentVersions.version,
      fileId: files.id,
      name: files.name,
      size: files.size,
      mime: files.mime,
      sha256: files.sha256,
      createdBy: users.name,
      createdAt: materialDocumentVersions.createdAt,
    })
    .from(materialDocumentVersions)
    .innerJoin(files, eq(files.id, materialDocumentVersions.fileId))
    .leftJoin(users, eq(users.id, materialDocumentVersions.createdBy))
    .where(
      inArray(
        materialDocumentVersions.documentId,
        documents.map((document) => document.id),
      ),
    )
    .orderBy(desc(materialDocumentVersions.version));
  return documents.map((document) => ({
    ...document,
    versions: versions
      .filter((version) => version.documentId === document.id)
      .map(({ documentId: _document, createdAt, ...version }) => ({
        ...version,
        createdAt: createdAt.toISOString(),
      })),
  }));
}

const lender = alias(users, 'lender');
const receiver = alias(users, 'receiver');

/** The entry's borrowings, the latest first. */
async function borrowingsOf(db: Executor, materialId: number, today: string): Promise<MaterialBorrowing[]> {
  const rows = await db
    .select({
      id: materialBorrowings.id,
      borrower: materialBorrowings.borrower,
      purpose: materialBorrowings.purpose,
      borrowedOn: materialBorrowings.borrowedOn,
      dueOn: materialBorrowings.dueOn,
      returnedOn: materialBorrowings.returnedOn,
      lentBy: lender.name,
      receivedBy: receiver.name,
    })
    .from(materialBorrowings)
    .leftJoin(lender, eq(lender.id, materialBorrowings.lentBy))
    .leftJoin(receiver, eq(receiver.id, materialBorrowings.receivedBy))
    .where(eq(materialBorrowings.materialId, materialId))
    .orderBy(desc(materialBorrowings.id));
  return rows.map((row) => ({
    ...row,
    overdue: row.returnedOn === null && isBorrowingOverdue(row.dueOn, today),
  }));
}

/**
 * One entry as the caller sees it: out of their data scope, or confidential without `archive:confidential`, it is
 * not found (404), like an unknown id.
 */
export async function materialDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<MaterialDetail> {
  const reader = await materialReaderOf(request, db);
  const [row] = await withItemJoins(
    db
      .select({ ...itemColumns, updatedAt: materials.updatedAt })
      .from(materials)
      .$dynamic(),
  ).where(and(eq(materials.id, id), visibleTo(reader)));
  if (!row) throw notFound(request.t('material.notFound'));
  const today = businessDate();
  const { updatedAt, ...item } = row;
  const [documents, borrowings, history] = await Promise.all([
    documentsOf(db, id),
    borrowingsOf(db, id, today),
    timelineEntries(db, and(eq(operationLogs.entity, 'material'), eq(operationLogs.entityId, String(id)))!),
  ]);
  return {
    ...toItem(item, today),
    documents,
    borrowings,
    history,
    updatedAt: updatedAt.toISOString(),
  };
}
