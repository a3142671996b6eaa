import {
  COMPANY_MERGE_GROUPS,
  PERSON_MERGE_GROUPS,
  type MergeLinks,
  type MergePreview,
  type MergeRequest,
  type MergeResult,
} from '@pm/domain/shapes';
import { beneficiaryMachine } from '@pm/domain/workflow';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Executor, Transaction } from '../../db/client';
import {
  agreements,
  applications,
  appropriations,
  beneficiaries,
  beneficiaryClientAccounts,
  beneficiaryQualifications,
  entityFiles,
  operationLogs,
  projects,
  sessions,
  stageReports,
} from '../../db/schema';
import { invalid } from '../../http/errors';
import { assertVersion, nextStatus } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { beneficiaryDetail, beneficiaryNotFound, type BeneficiaryRow } from './detail';
import { beneficiarySnapshot } from './write';
import { beneficiaryInScope, dataScopeOf } from '../../security/data-scope';

/** The stored columns behind each merge group's form fields (hashes and masked forms go with their values). */
const GROUP_COLUMNS: Record<string, readonly (keyof BeneficiaryRow)[]> = {
  name: ['name'],
  gender: ['gender'],
  identity: ['idType', 'idNumberCipher', 'idNumberHash', 'idNumberMasked'],
  birthDate: ['birthDate'],
  mobile: ['mobile', 'mobileHash'],
  area: ['areaCode', 'address'],
  email: ['email'],
  householdSize: ['householdSize'],
  vulnerabilityTags: ['vulnerabilityTags'],
  guardian: ['guardianName', 'guardianRelation', 'guardianMobile'],
  bank: ['bankName', 'bankAccountName', 'bankAccountNo', 'bankAccountNoHash'],
  consent: ['consentDate', 'consentFileId'],
  source: ['source'],
  creditCode: ['creditCode', 'idNumberMasked'],
  legalRepresentative: ['legalRepresentative'],
  contact: ['contactName', 'mobile', 'mobileHash'],
  orgType: ['orgType'],
};

const groupsOf = (type: BeneficiaryRow['type']) =>
  Object.keys(type === 'person' ? PERSON_MERGE_GROUPS : COMPANY_MERGE_GROUPS);

/** Both records of a merge, live and of one type: 404 for a missing or merged one, 422 for one record or two types. */
async function mergePair(
  db: Executor,
  request: FastifyRequest,
  survivorId: number,
  otherId: number,
  lock: boolean,
): Promise<[BeneficiaryRow, BeneficiaryRow]> {
  if (survivorId === otherId) throw invalid(request.t('beneficiary.mergeSelf'));
  const query = db
    .select()
    .from(beneficiaries)
    .where(
      and(
        inArray(beneficiaries.id, [survivorId, otherId]),
        beneficiaryInScope(await dataScopeOf(request, db), beneficiaries.id),
      ),
    )
    .orderBy(asc(beneficiaries.id))
    .$dynamic();
  // Locked in id order, so two merges of the same pair cannot deadlock.
  const rows = await (lock ? query.for('update') : query);
  const survivor = rows.find((row) => row.id === survivorId);
  const other = rows.find((row) => row.id === otherId);
  if (!survivor || !other || survivor.status === 'merged' || other.status === 'merged') {
    throw beneficiaryNotFound(request);
  }
  if (survivor.type !== other.type) throw invalid(request.t('beneficiary.mergeTypes'));
  return [survivor, other];
}

const countOf = async (query: Promise<{ value: number }[]>) => (await query)[0]?.value ?? 0;

/** How many rows of each kind point at the record (what a merge moves, or follows its projects). */
async function linksOf(db: Executor, id: number): Promise<MergeLinks> {
  const ownProjects = db.select({ id: projects.id }).from(projects).where(eq(projects.beneficiaryId, id));
  const [
    projectCount,
    applicationCount,
    appropriationCount,
    agreementCount,
    reportCount,
    sessionCount,
    accountCount,
    fileCount,
    qualificationCount,
    historyCount,
  ] = await Promise.all([
    countOf(db.select({ value: count() }).from(projects).where(eq(projects.beneficiaryId, id))),
    countOf(db.select({ value: count() }).from(applications).where(eq(applications.beneficiaryId, id))),
    countOf(
      db
        .select({ value: count() })
        .from(appropriations)
        .where(inArray(appropriations.projectId, ownProjects)),
    ),
    countOf(db.select({ value: count() }).from(agreements).where(inArray(agreements.projectId, ownProjects))),
    countOf(
      db.select({ value: count() }).from(stageReports).where(inArray(stageReports.projectId, ownProjects)),
    ),
    countOf(db.select({ value: count() }).from(sessions).where(eq(sessions.beneficiaryId, id))),
    countOf(
      db
        .select({ value: count() })
        .from(beneficiaryClientAccounts)
        .where(eq(beneficiaryClientAccounts.beneficiaryId, id)),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(entityFiles)
        .where(and(eq(entityFiles.entity, 'beneficiary'), eq(entityFiles.entityId, id))),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(beneficiaryQualifications)
        .where(eq(beneficiaryQualifications.beneficiaryId, id)),
    ),
    countOf(
      db
        .select({ value: count() })
        .from(operationLogs)
        .where(and(eq(operationLogs.entity, 'beneficiary'), eq(operationLogs.entityId, String(id)))),
    ),
  ]);
  return {
    projects: projectCount,
    applications: applicationCount,
    appropriations: appropriationCount,
    agreements: agreementCount,
    reports: reportCount,
    sessions: sessionCount,
    clientAccounts: accountCount,
    files: fileCount,
    qualifications: qualificationCount,
    history: historyCount,
  };
}

export async function mergePreview(
  db: Executor,
  request: FastifyRequest,
  survivorId: number,
  otherId: number,
): Promise<MergePreview> {
  const [survivor] = await mergePair(db, request, survivorId, otherId, false);
  const [survivorDetail, otherDetail, links] = await Promise.all([
    beneficiaryDetail(db, request, survivorId),
    beneficiaryDetail(db, request, otherId),
    linksOf(db, otherId),
  ]);
  return { survivor: survivorDetail, other: otherDetail, groups: groupsOf(survivor.type), links };
}

/** The survivor's columns after the pick: each group named `other` takes the other record's stored values. */
function pickedColumns(
  request: FastifyRequest,
  survivor: BeneficiaryRow,
  other: BeneficiaryRow,
  pick: MergeRequest['pick'],
): Partial<BeneficiaryRow> {
  const allowed = new Set(groupsOf(survivor.type));
  const columns: Partial<Record<keyof BeneficiaryRow, unknown>> = {};
  for (const [group, side] of Object.entries(pick)) {
    if (side === undefined) continue;
    if (!allowed.has(group)) throw invalid(request.t('beneficiary.mergeGroupUnknown', { group }));
    if (side !== 'other') continue;
    for (const column of GROUP_COLUMNS[group]!) columns[column] = other[column];
  }
  return columns as Partial<BeneficiaryRow>;
}

/** Moves every link of `from` to `to`; rows the survivor already has (a phone, a file) are dropped, not doubled. */
async function moveLinks(
  tx: Transaction,
  from: number,
  to: number,
): Promise<Omit<MergeLinks, 'appropriations' | 'agreements' | 'reports' | 'history'>> {
  const moved = async (query: Promise<unknown[]>) => (await query).length;
  const projectCount = await moved(
    tx
      .update(projects)
      .set({ beneficiaryId: to })
      .where(eq(projects.beneficiaryId, from))
      .returning({ id: projects.id }),
  );
  const applicationCount = await moved(
    tx
      .update(applications)
      .set({ beneficiaryId: to })
      .where(eq(applications.beneficiaryId, from))
      .returning({ id: applications.id }),
  );
  const sessionCount = await moved(
    tx
      .update(sessions)
      .set({ beneficiaryId: to })
      .where(eq(sessions.beneficiaryId, from))
      .returning({ id: sessions.id }),
  );
  await tx
    .delete(beneficiaryClientAccounts)
    .where(
      and(
        eq(beneficiaryClientAccounts.beneficiaryId, from),
        inArray(
          beneficiaryClientAccounts.mobile,
          tx
            .select({ mobile: beneficiaryClientAccounts.mobile })
            .from(beneficiaryClientAccounts)
            .where(eq(beneficiaryClientAccounts.beneficiaryId, to)),
        ),
      ),
    );
  const accountCount = await moved(
    tx
      .update(beneficiaryClientAccounts)
      .set({ beneficiaryId: to })
      .where(eq(beneficiaryClientAccounts.beneficiaryId, from))
      .returning({ id: beneficiaryClientAccounts.id }),
  );
  const ofBeneficiary = (id: number) =>
    and(eq(entityFiles.entity, 'beneficiary'), eq(entityFiles.entityId, id));
  await tx
    .delete(entityFiles)
    .where(
      and(
        ofBeneficiary(from),
        inArray(
          entityFiles.fileId,
          tx.select({ fileId: entityFiles.fileId }).from(entityFiles).where(ofBeneficiary(to)),
        ),
      ),
    );
  const fileCount = await moved(
    tx.update(entityFiles).set({ entityId: to }).where(ofBeneficiary(from)).returning({ id: entityFiles.id }),
  );
  const qualificationCount = await moved(
    tx
      .update(beneficiaryQualifications)
      .set({ beneficiaryId: to })
      .where(eq(beneficiaryQualifications.beneficiaryId, from))
      .returning({ id: beneficiaryQualifications.id }),
  );
  return {
    projects: projectCount,
    applications: applicationCount,
    sessions: sessionCount,
    clientAccounts: accountCount,
    files: fileCount,
    qualifications: qualificationCount,
  };
}

/**
 * Merges `otherId` into `survivorId` in one transaction: the survivor takes the picked groups' values, every link
 * of the other (projects — with their appropriations, agreements and reports —, applications, client sessions and
 * phones, files, qualifications) moves to it, and the other becomes `merged`, pointing at it. Both changes are
 * logged. Its history stays where it was written (the operation log is append-only): the survivor's timeline reads
 * the rows of every record merged into it (related.ts).
 */
export async function mergeBeneficiaries(
  db: Database,
  request: FastifyRequest,
  survivorId: number,
  body: MergeRequest,
): Promise<MergeResult> {
  return db.transaction(async (tx) => {
    const [survivor, other] = await mergePair(tx, request, survivorId, body.otherId, true);
    assertVersion(request, survivor.version, body.version);
    assertVersion(request, other.version, body.otherVersion);
    const picked = pickedColumns(request, survivor, other, body.pick ?? {});
    const followers = await linksOf(tx, other.id);
    const status = nextStatus(request, beneficiaryMachine, other.status, 'merge');
    // The other gives up its ID number's uniqueness first, so the survivor may take it.
    const [mergedRow] = await tx
      .update(beneficiaries)
      .set({ status, mergedIntoId: survivor.id, version: other.version + 1 })
      .where(eq(beneficiaries.id, other.id))
      .returning();
    const [survivorRow] = await tx
      .update(beneficiaries)
      .set({ ...picked, version: survivor.version + 1 })
      .where(eq(beneficiaries.id, survivor.id))
      .returning();
    const moved = await moveLinks(tx, other.id, survivor.id);
    const actor = { id: staffOf(request).userId };
    const comment = `#${other.id} → #${survivor.id}`;
    await withAudit(
      tx,
      actor,
      'merge',
      'beneficiary',
      survivor.id,
      beneficiarySnapshot(survivor),
      beneficiarySnapshot(survivorRow!, { mergedFrom: other.id }),
      { comment },
    );
    await withAudit(
      tx,
      actor,
      'merge',
      'beneficiary',
      other.id,
      beneficiarySnapshot(other),
      beneficiarySnapshot(mergedRow!),
      { comment },
    );
    return {
      survivor: await beneficiaryDetail(tx, request, survivor.id),
      mergedId: other.id,
      moved: {
        ...moved,
        appropriations: followers.appropriations,
        agreements: followers.agreements,
        reports: followers.reports,
        history: followers.history,
      },
    };
  });
}
