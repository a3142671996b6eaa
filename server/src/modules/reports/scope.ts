import { sql, type Column, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { qualified } from '../../db/qualified';
import { projects } from '../../db/schema';
import { actorOf } from '../../plugins/auth';
import { dataScopeOf, filedUnderScope } from '../../security/data-scope';

/**
 * The records filed under a project that the caller may read and write: a staff user's data scope
 * (security/data-scope.ts), or, for a beneficiary in the portal, the records of their own projects. A row outside is
 * simply not found (404), whoever asks.
 */
export async function filedForCaller(
  request: FastifyRequest,
  db: Executor,
  projectId: Column,
  createdBy: Column,
): Promise<SQL | undefined> {
  const actor = actorOf(request);
  if (actor.kind === 'staff') return filedUnderScope(await dataScopeOf(request, db), projectId, createdBy);
  return sql`${qualified(projectId as AnyPgColumn)} in (select ${qualified(projects.id)} from ${projects}
    where ${qualified(projects.beneficiaryId)} = ${actor.beneficiaryId})`;
}
