import type { Page } from '@pm/domain/contracts';
import type {
  ClientProjectItem,
  ClientUser,
  MobileLoginBody,
  SendVerifyCodeBody,
  TokenResponse,
} from '@pm/domain/shapes';
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Database, Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import { qualified } from '../../db/qualified';
import { appropriations, beneficiaries, beneficiaryClientAccounts, projects } from '../../db/schema';
import { notFound, notLoggedIn } from '../../http/errors';
import { fetchPage, keywordFilter, planList, type ListQuery } from '../../http/list-query';
import { maskBankAccount, maskMobile } from '@pm/domain/utils/mask';
import { createSession, switchClientSession } from '../../security/sessions';
import {
  requireCaptcha,
  requireSmsCode,
  sendSmsCode,
  wrongSmsCode,
  type VerificationDeps,
} from '../../security/verification';
import { areaNames } from '../areas/service';
import { bearer } from '../auth/service';
import type { LoginRoleSchema } from './schema';
import { logSignIn } from '../../db/audit';
import { logRefusedSmsSignIn } from '../auth/sign-in-log';

const paidAmount = sql<string>`(
  select ${moneySum(qualified(appropriations.amount))}
  from ${appropriations}
  where ${qualified(appropriations.projectId)} = ${qualified(projects.id)} and ${qualified(appropriations.status)} = 'paid'
)`;

/**
 * The live records a phone signs in as (`beneficiary_client_accounts`, edited on the staff detail page), first
 * registered first; a merged record signs in as the one it was merged into, which holds its phones now.
 */
function linkedTo(db: Executor, mobile: string) {
  return db
    .select({ id: beneficiaries.id })
    .from(beneficiaryClientAccounts)
    .innerJoin(beneficiaries, eq(beneficiaries.id, beneficiaryClientAccounts.beneficiaryId))
    .where(and(eq(beneficiaryClientAccounts.mobile, mobile), ne(beneficiaries.status, 'merged')))
    .orderBy(asc(beneficiaries.id))
    .limit(1);
}

export async function sendClientCode(
  deps: VerificationDeps,
  request: FastifyRequest,
  body: SendVerifyCodeBody,
): Promise<void> {
  await requireCaptcha(deps.db, request, body.captcha_id, body.captcha);
  const [beneficiary] = await linkedTo(deps.db, body.mobile);
  await sendSmsCode(deps, request, 'sms_client', body.mobile, beneficiary !== undefined);
}

/** Signs in as the first record with this mobile; /client/change/login/user switches to the others. */
export async function clientMobileLogin(
  db: Database,
  request: FastifyRequest,
  body: MobileLoginBody,
): Promise<TokenResponse> {
  const refused = async (error: unknown) => {
    await logRefusedSmsSignIn(db, request, body.mobile, 'client');
    throw error;
  };
  await requireSmsCode(db, request, 'sms_client', body.mobile, body.code).catch(refused);
  const [beneficiary] = await linkedTo(db, body.mobile);
  if (!beneficiary) return refused(wrongSmsCode(request));
  const token = await createSession(db, { kind: 'client', beneficiaryId: beneficiary.id });
  await logSignIn(db, {
    entity: 'session',
    action: 'login',
    username: maskMobile(body.mobile),
    entityId: beneficiary.id,
    comment: 'client',
    ip: request.ip,
  });
  return bearer(token);
}

export async function clientUser(
  db: Executor,
  request: FastifyRequest,
  beneficiaryId: number,
): Promise<ClientUser> {
  const [row] = await db.select().from(beneficiaries).where(eq(beneficiaries.id, beneficiaryId));
  if (!row) throw notLoggedIn(request);
  const [totals] = await db
    .select({ projectCount: count(), totalApproved: moneySum(projects.approvedAmount) })
    .from(projects)
    .where(eq(projects.beneficiaryId, beneficiaryId));
  const [paid] = await db
    .select({ totalPaid: moneySum(appropriations.amount) })
    .from(appropriations)
    .innerJoin(projects, eq(projects.id, appropriations.projectId))
    .where(and(eq(projects.beneficiaryId, beneficiaryId), eq(appropriations.status, 'paid')));
  return {
    id: row.id,
    type: row.type,
    name: row.name,
    mobile: maskMobile(row.mobile),
    idNumber: row.idNumberMasked,
    areaCode: row.areaCode,
    areaPath: await areaNames(db, row.areaCode),
    address: row.address,
    email: row.email,
    bankName: row.bankName,
    bankAccountName: row.bankAccountName,
    bankAccountNo: row.bankAccountNo === '' ? '' : maskBankAccount(row.bankAccountNo),
    projectCount: totals?.projectCount ?? 0,
    totalApproved: totals?.totalApproved ?? '0.00',
    totalPaid: paid?.totalPaid ?? '0.00',
  };
}

/**
 * The records the signed-in record's phones also sign in as (a person and the cooperative they run, say): every
 * live record linked to one of its phones, itself included.
 */
export async function loginRoles(
  db: Executor,
  beneficiaryId: number,
): Promise<Static<typeof LoginRoleSchema>[]> {
  const phones = db
    .select({ mobile: beneficiaryClientAccounts.mobile })
    .from(beneficiaryClientAccounts)
    .where(eq(beneficiaryClientAccounts.beneficiaryId, beneficiaryId));
  return db
    .selectDistinct({ id: beneficiaries.id, type: beneficiaries.type, name: beneficiaries.name })
    .from(beneficiaryClientAccounts)
    .innerJoin(beneficiaries, eq(beneficiaries.id, beneficiaryClientAccounts.beneficiaryId))
    .where(and(inArray(beneficiaryClientAccounts.mobile, phones), ne(beneficiaries.status, 'merged')))
    .orderBy(asc(beneficiaries.id));
}

export async function changeLoginUser(
  db: Database,
  request: FastifyRequest,
  session: { sessionId: number; beneficiaryId: number },
  targetId: number,
): Promise<ClientUser> {
  const roles = await loginRoles(db, session.beneficiaryId);
  if (!roles.some((role) => role.id === targetId)) throw notFound(request.t('signIn.switchRefused'));
  await switchClientSession(db, session.sessionId, targetId);
  return clientUser(db, request, targetId);
}

export async function clientProjects(
  db: Executor,
  beneficiaryId: number,
  query: ListQuery,
): Promise<Page<ClientProjectItem>> {
  const where = and(
    eq(projects.beneficiaryId, beneficiaryId),
    keywordFilter(query.keyword, [projects.name, projects.code]),
  );
  const plan = planList(
    query,
    {
      code: projects.code,
      name: projects.name,
      startDate: projects.startDate,
      createdAt: projects.createdAt,
    },
    { field: 'createdAt', order: 'descend' },
    projects.id,
  );
  const rows = db
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      type: projects.type,
      status: projects.status,
      startDate: projects.startDate,
      endDate: projects.endDate,
      approvedAmount: projects.approvedAmount,
      paidAmount,
    })
    .from(projects)
    .where(where)
    .$dynamic();
  const total = db.select({ value: count() }).from(projects).where(where);
  return fetchPage(rows, total, plan, (row) => row);
}
