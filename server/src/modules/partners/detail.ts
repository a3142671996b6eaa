import type { PartnerDetail } from '@pm/domain/shapes/partner';
import { qualificationState } from '@pm/domain/utils/qualification-expiry';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import {
  files,
  partnerContacts,
  partnerDonations,
  partnerQualifications,
  partners,
  projects,
  users,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { fileRefsOf } from '../records/files';
import { businessDate } from '../../records/today';
import { partnerCooperation } from './cooperation';

/** The record kind of a supplier's price-agreement files in `entity_files` (and the files' read rule). */
export const PRICE_FILE_ENTITY = 'partner';

export const partnerNotFound = (request: FastifyRequest) => notFound(request.t('partner.notFound'));

async function contactsOf(db: Executor, id: number) {
  return db
    .select({
      name: partnerContacts.name,
      mobile: partnerContacts.mobile,
      position: partnerContacts.position,
      email: partnerContacts.email,
    })
    .from(partnerContacts)
    .where(eq(partnerContacts.partnerId, id))
    .orderBy(asc(partnerContacts.seq));
}

async function qualificationsOf(db: Executor, id: number, today: string) {
  const rows = await db
    .select({
      id: partnerQualifications.id,
      name: partnerQualifications.name,
      fileId: partnerQualifications.fileId,
      fileName: files.name,
      expiryDate: partnerQualifications.expiryDate,
    })
    .from(partnerQualifications)
    .leftJoin(files, eq(files.id, partnerQualifications.fileId))
    .where(eq(partnerQualifications.partnerId, id))
    .orderBy(asc(partnerQualifications.expiryDate), asc(partnerQualifications.id));
  return rows.map((row) => ({ ...row, state: qualificationState(row.expiryDate, today) }));
}

async function priceFilesOf(db: Executor, id: number) {
  return (await fileRefsOf(db, PRICE_FILE_ENTITY, [id])).get(id) ?? [];
}

async function donationsOf(db: Executor, id: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: partnerDonations.id,
        donatedOn: partnerDonations.donatedOn,
        amount: partnerDonations.amount,
        purpose: partnerDonations.purpose,
        projectId: partnerDonations.projectId,
        projectCode: projects.code,
        projectName: projects.name,
        createdAt: partnerDonations.createdAt,
      })
      .from(partnerDonations)
      .leftJoin(projects, eq(projects.id, partnerDonations.projectId))
      .where(eq(partnerDonations.partnerId, id))
      .orderBy(desc(partnerDonations.donatedOn), desc(partnerDonations.id)),
    db
      .select({ total: moneySum(partnerDonations.amount) })
      .from(partnerDonations)
      .where(eq(partnerDonations.partnerId, id)),
  ]);
  return {
    donations: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    donationTotal: total?.total ?? '0.00',
  };
}

/** One partner with everything its detail page shows. */
export async function partnerDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<PartnerDetail> {
  const [row] = await db
    .select({ partner: partners, blacklistedByName: users.name })
    .from(partners)
    .leftJoin(users, eq(users.id, partners.blacklistedBy))
    .where(eq(partners.id, id));
  if (!row) throw partnerNotFound(request);
  const { partner } = row;
  const [contacts, qualifications, priceFiles, donations, cooperation] = await Promise.all([
    contactsOf(db, id),
    qualificationsOf(db, id, businessDate()),
    priceFilesOf(db, id),
    donationsOf(db, id),
    partnerCooperation(db, id),
  ]);
  return {
    id: partner.id,
    type: partner.type,
    name: partner.name,
    creditCode: partner.creditCode,
    areaCode: partner.areaCode,
    address: partner.address,
    bankName: partner.bankName,
    bankAccountName: partner.bankAccountName,
    bankAccountNo: partner.bankAccountNo,
    rating: partner.rating,
    category: partner.category,
    remark: partner.remark,
    contacts,
    qualifications,
    priceFiles,
    ...donations,
    cooperation,
    blacklist:
      partner.blacklistedAt === null
        ? null
        : {
            at: partner.blacklistedAt.toISOString(),
            reason: partner.blacklistReason ?? '',
            byName: row.blacklistedByName,
          },
    version: partner.version,
    createdAt: partner.createdAt.toISOString(),
    updatedAt: partner.updatedAt.toISOString(),
  };
}
