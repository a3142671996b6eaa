import type { RevealedId } from '@pm/domain/shapes';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { decryptIdNumber } from '../../db/id-number-encryption';
import { staffOf } from '../../plugins/auth';
import { beneficiaryRow } from './detail';
import type { IdentityServices } from './write-guards';

/**
 * The full ID number, for a user holding `beneficiary:reveal`: decrypted here only, and written to the operation
 * log every time (who, whose, when — never the number itself), in the same transaction as the read.
 */
export async function revealIdNumber(
  db: Database,
  request: FastifyRequest,
  id: number,
  services: IdentityServices,
): Promise<RevealedId> {
  return db.transaction(async (tx) => {
    const row = await beneficiaryRow(tx, request, id);
    const idNumber =
      row.type === 'company' ? (row.creditCode ?? '') : decryptIdNumber(services.cipher, row.idNumberCipher);
    await withAudit(tx, { id: staffOf(request).userId }, 'reveal', 'beneficiary', id, null, {
      idType: row.idType,
      idNumber: row.idNumberMasked,
    });
    return { idType: row.idType, idNumber };
  });
}
