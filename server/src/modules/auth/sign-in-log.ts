import { maskMobile } from '@pm/domain/utils/mask';
import type { FastifyRequest } from 'fastify';
import { logSignIn } from '../../db/audit';
import type { Database } from '../../db/client';

/**
 * A refused SMS sign-in (a wrong, used or expired code; a mobile no account has) in the operation log, the mobile
 * masked as the lists show it. `how`: `sms` (staff) or `client` (the beneficiaries' portal).
 */
export async function logRefusedSmsSignIn(
  db: Database,
  request: FastifyRequest,
  mobile: string,
  how: 'sms' | 'client',
): Promise<void> {
  await logSignIn(db, {
    entity: 'account',
    action: 'loginFailed',
    username: maskMobile(mobile),
    comment: how,
    ip: request.ip,
  });
}
