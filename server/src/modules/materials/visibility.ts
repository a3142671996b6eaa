import { MATERIAL_BUTTONS } from '@pm/domain/workflow/material-machine';
import { and, ne, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { materials } from '../../db/schema';
import { staffOf } from '../../plugins/auth';
import { dataScopeOf, filedUnderScope, type DataScope } from '../../security/data-scope';
import { holdsPermission } from '../../security/rbac';

/** What of the archive a caller sees: the entries of their data scope, confidential ones only with the code. */
export interface MaterialReader {
  scope: DataScope;
  confidential: boolean;
}

const readers = new WeakMap<FastifyRequest, Promise<MaterialReader>>();

/**
 * The caller's reader, resolved once per request. `db` is the executor in use (inside a transaction, the
 * transaction: see `dataScopeOf`).
 */
export function materialReaderOf(request: FastifyRequest, db: Executor): Promise<MaterialReader> {
  let reader = readers.get(request);
  if (!reader) {
    const staff = staffOf(request);
    reader = (async () => ({
      scope: await dataScopeOf(request, db),
      confidential: staff.isAdmin || (await holdsPermission(db, staff.userId, MATERIAL_BUTTONS.confidential)),
    }))();
    readers.set(request, reader);
  }
  return reader;
}

/**
 * The condition on `materials` rows the reader sees: filed under a project of their scope (or by them), and not
 * confidential unless they hold `archive:confidential`. Anything else reads as not found.
 */
export function visibleTo(reader: MaterialReader): SQL | undefined {
  return and(
    filedUnderScope(reader.scope, materials.projectId, materials.createdBy),
    reader.confidential ? undefined : ne(materials.confidentiality, 'confidential'),
  );
}
