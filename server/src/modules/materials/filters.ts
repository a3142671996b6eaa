import type { MaterialStatus } from '@pm/domain/workflow/material-machine';
import { and, eq, exists, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import {
  files,
  materialBorrowings,
  materialDocuments,
  materialDocumentVersions,
  materials,
} from '../../db/schema';
import { keywordFilter } from '../../http/list-query';
import type { MaterialFilterQuery } from './schema';
import { visibleTo, type MaterialReader } from './visibility';

/** Entries with a document, or a version, whose file name holds the keyword. */
function fileNameMatches(db: Executor, keyword: string | undefined): SQL | undefined {
  const names = keywordFilter(keyword, [materialDocuments.name, files.name]);
  if (!names) return undefined;
  return exists(
    db
      .select({ id: materialDocuments.id })
      .from(materialDocuments)
      .leftJoin(materialDocumentVersions, eq(materialDocumentVersions.documentId, materialDocuments.id))
      .leftJoin(files, eq(files.id, materialDocumentVersions.fileId))
      .where(and(eq(materialDocuments.materialId, qualified(materials.id)), names)),
  );
}

/** Lent out and not back by its due date (`today`, the business date). */
function overdueBorrowing(db: Executor, today: string): SQL {
  return exists(
    db
      .select({ id: materialBorrowings.id })
      .from(materialBorrowings)
      .where(
        and(
          eq(materialBorrowings.materialId, qualified(materials.id)),
          isNull(materialBorrowings.returnedOn),
          lt(materialBorrowings.dueOn, today),
        ),
      ),
  );
}

/**
 * The WHERE of the list, its count and the export: what the reader sees (scope, confidentiality), the keyword over
 * the archive number, the title and the file names, and the filters.
 */
export function materialWhere(
  db: Executor,
  query: MaterialFilterQuery,
  reader: MaterialReader,
  today: string,
): SQL | undefined {
  return and(
    visibleTo(reader),
    or(keywordFilter(query.keyword, [materials.code, materials.title]), fileNameMatches(db, query.keyword)),
    query.projectId ? eq(materials.projectId, query.projectId) : undefined,
    query.category ? eq(materials.category, query.category) : undefined,
    query.status ? inArray(materials.status, query.status.split(',') as MaterialStatus[]) : undefined,
    query.confidentiality ? eq(materials.confidentiality, query.confidentiality) : undefined,
    query.overdue ? overdueBorrowing(db, today) : undefined,
    query.retentionOver
      ? and(lt(materials.retentionUntil, today), ne(materials.status, 'destroyed'))
      : undefined,
  );
}
