import { formErrorMessages, isMobile, personForm, type FieldError } from '@pm/domain/forms';
import type { ClientAccount } from '@pm/domain/shapes';
import { maskMobile } from '@pm/domain/utils/mask';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Executor } from '../../db/client';
import { beneficiaries, beneficiaryClientAccounts } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { staffOf } from '../../plugins/auth';
import { beneficiaryRow, refOf } from './detail';
import { lockBeneficiary, normalizeMobile } from './write';

/** The phones that sign in to the client portal as the beneficiary, each with the other records it signs in as. */
export async function clientAccounts(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<ClientAccount[]> {
  await beneficiaryRow(db, request, id);
  const accounts = await db
    .select()
    .from(beneficiaryClientAccounts)
    .where(eq(beneficiaryClientAccounts.beneficiaryId, id))
    .orderBy(asc(beneficiaryClientAccounts.id));
  if (accounts.length === 0) return [];
  const shared = await db
    .select({
      mobile: beneficiaryClientAccounts.mobile,
      id: beneficiaries.id,
      type: beneficiaries.type,
      name: beneficiaries.name,
      status: beneficiaries.status,
    })
    .from(beneficiaryClientAccounts)
    .innerJoin(beneficiaries, eq(beneficiaries.id, beneficiaryClientAccounts.beneficiaryId))
    .where(
      and(
        inArray(
          beneficiaryClientAccounts.mobile,
          accounts.map((account) => account.mobile),
        ),
        ne(beneficiaryClientAccounts.beneficiaryId, id),
      ),
    )
    .orderBy(asc(beneficiaries.id));
  return accounts.map((account) => ({
    id: account.id,
    mobile: maskMobile(account.mobile),
    sharedWith: shared.filter((row) => row.mobile === account.mobile).map(refOf),
    createdAt: account.createdAt.toISOString(),
  }));
}

function mobileRefused(request: FastifyRequest, error: FieldError): AppError {
  const messages = formErrorMessages(personForm, [error], requestLocale(request));
  return new AppError(422, messages[0]!.message, undefined, { errors: messages });
}

/** Links a phone to the beneficiary (422 not a mobile number, 409 already linked). */
export async function addClientAccount(
  db: Database,
  request: FastifyRequest,
  id: number,
  typed: string,
): Promise<ClientAccount> {
  const mobile = normalizeMobile(typed.trim());
  if (mobile === '') throw mobileRefused(request, { field: 'mobile', message: 'required' });
  if (!isMobile(mobile)) throw mobileRefused(request, { field: 'mobile', message: 'mobile' });
  const accountId = await db.transaction(async (tx) => {
    await lockBeneficiary(tx, request, id);
    const [row] = await tx
      .insert(beneficiaryClientAccounts)
      .values({ beneficiaryId: id, mobile })
      .onConflictDoNothing()
      .returning();
    if (!row) throw conflict(request.t('beneficiary.clientAccountExists'));
    await withAudit(tx, { id: staffOf(request).userId }, 'linkPhone', 'beneficiary', id, null, {
      clientAccount: maskMobile(mobile),
    });
    return row.id;
  });
  const accounts = await clientAccounts(db, request, id);
  return accounts.find((account) => account.id === accountId)!;
}

/** Unlinks a phone from the beneficiary (404 when it is not one of its phones). */
export async function removeClientAccount(
  db: Database,
  request: FastifyRequest,
  id: number,
  accountId: number,
): Promise<null> {
  await db.transaction(async (tx) => {
    await lockBeneficiary(tx, request, id);
    const [row] = await tx
      .delete(beneficiaryClientAccounts)
      .where(
        and(eq(beneficiaryClientAccounts.id, accountId), eq(beneficiaryClientAccounts.beneficiaryId, id)),
      )
      .returning();
    if (!row) throw notFound(request.t('beneficiary.clientAccountNotFound'));
    await withAudit(
      tx,
      { id: staffOf(request).userId },
      'unlinkPhone',
      'beneficiary',
      id,
      { clientAccount: maskMobile(row.mobile) },
      null,
    );
  });
  return null;
}
