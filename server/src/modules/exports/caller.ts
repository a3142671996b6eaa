import type { ExportKind } from '@pm/domain/contracts/exports';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { requestLocale } from '../../http/locale';
import { staffOf } from '../../plugins/auth';
import { dataScopeOf } from '../../security/data-scope';
import type { ExportCallerData } from '../../workbook/export-caller';
import { materialReaderOf } from '../materials/visibility';

/**
 * The request's caller as an export reads for them: their language and the data scope (for the archive, also
 * whether confidential entries are theirs to read) as they stand now, so that a job written later, on any server,
 * holds what the request would have.
 */
export async function exportCallerOf(
  request: FastifyRequest,
  db: Executor,
  kind: ExportKind,
): Promise<ExportCallerData> {
  const { userId } = staffOf(request);
  const locale = requestLocale(request);
  if (kind === 'materials') {
    const { scope, confidential } = await materialReaderOf(request, db);
    return { userId, locale, scope, confidential };
  }
  return { userId, locale, scope: await dataScopeOf(request, db), confidential: false };
}
