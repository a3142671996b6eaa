import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { maskIdNumber } from '@pm/domain/utils/mask';
import {
  beneficiaries,
  beneficiaryClientAccounts,
  departments,
  projects,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { hashPassword } from '../../security/password';
import { DEMO_BENEFICIARIES } from './beneficiaries';
import { seedFunds } from './funds';
import { DEMO_PROJECTS, type DemoProject } from './projects';
import { seedMaterials } from './materials';
import { DEMO_DEPARTMENTS, DEMO_STAFF } from './staff';
import { seedPartners } from './partners';
import { seedProjectRecords } from './project-records';
import { seedWorkplace } from './workplace';
import { seedVolunteers } from './volunteers';
import { seedApprovals } from './approvals';
import { seedCertificates } from './certificates';
import { seedPaymentReceipts } from './payment-receipts';
import { seedBeneficiaryCertificates } from './client-certificates';
import { seedClientReports } from './client-reports';
import type { IdProtection } from '../../security/protected-id';

async function seedDepartments(tx: Transaction, rootDepartmentId: number): Promise<Map<string, number>> {
  const existing = await tx.select({ id: departments.id, name: departments.name }).from(departments);
  const byName = new Map(existing.map((row) => [row.name, row.id]));
  for (const [index, name] of DEMO_DEPARTMENTS.entries()) {
    if (byName.has(name)) continue;
    const [row] = await tx
      .insert(departments)
      .values({ name, parentId: rootDepartmentId, sort: index + 1 })
      .returning({ id: departments.id });
    byName.set(name, row!.id);
  }
  return byName;
}

async function seedStaff(
  tx: Transaction,
  departmentIds: Map<string, number>,
  passwordCost: number | undefined,
): Promise<Map<string, number>> {
  const roleRows = await tx.select({ id: roles.id, code: roles.code }).from(roles);
  const roleIdOf = new Map(roleRows.map((row) => [row.code, row.id]));
  for (const { password, department, roles: codes, leads, ...staff } of DEMO_STAFF) {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, staff.username));
    if (existing) continue;
    const departmentId = departmentIds.get(department)!;
    const [row] = await tx
      .insert(users)
      .values({ ...staff, passwordHash: await hashPassword(password, passwordCost), departmentId })
      .returning({ id: users.id });
    const roleIds = codes.flatMap((code) => roleIdOf.get(code) ?? []);
    if (roleIds.length > 0) {
      await tx.insert(userRoles).values(roleIds.map((roleId) => ({ userId: row!.id, roleId })));
    }
    if (leads) {
      await tx
        .update(departments)
        .set({ leaderId: row!.id })
        .where(and(eq(departments.id, departmentId), isNull(departments.leaderId)));
    }
  }
  const rows = await tx.select({ id: users.id, username: users.username }).from(users);
  return new Map(rows.map((row) => [row.username, row.id]));
}

/** When a demo beneficiary was registered: the seed knows its own records by this instant (see below). */
const registeredAt = (index: number) => new Date(Date.UTC(2024, 9, 1 + index));

/**
 * The demo beneficiaries, each inserted once. A person's ID number cannot identify its demo record (it is stored
 * encrypted, and the seed has no key), nor can its name (an edit may change it): the seed knows its records by
 * type and registration instant (midnight UTC of a day in late 2024, which no record created by hand has). ID
 * numbers go in the clear into `id_number`, which the start-up encryption moves into the cipher column.
 */
async function seedBeneficiaries(tx: Transaction): Promise<number[]> {
  const existing = await tx
    .select({ id: beneficiaries.id, type: beneficiaries.type, createdAt: beneficiaries.createdAt })
    .from(beneficiaries)
    .where(
      inArray(
        beneficiaries.createdAt,
        DEMO_BENEFICIARIES.map((_, index) => registeredAt(index)),
      ),
    );
  const key = (type: string, at: Date) => `${type}@${at.getTime()}`;
  const ids = new Map(existing.map((row) => [key(row.type, row.createdAt), row.id]));
  for (const [index, demo] of DEMO_BENEFICIARIES.entries()) {
    const at = registeredAt(index);
    if (ids.has(key(demo.type, at))) continue;
    const { idNumber, more = {}, ...fields } = demo;
    const [row] = await tx
      .insert(beneficiaries)
      .values({
        ...fields,
        ...more,
        ...(demo.type === 'person'
          ? { pendingIdNumber: idNumber }
          : { creditCode: idNumber, idNumberMasked: maskIdNumber(idNumber) }),
        createdAt: at,
      })
      .returning({ id: beneficiaries.id });
    ids.set(key(demo.type, at), row!.id);
    // The client portal signs in by linked phones; a demo record's own mobile is its first.
    if (demo.mobile !== '') {
      await tx
        .insert(beneficiaryClientAccounts)
        .values({ beneficiaryId: row!.id, mobile: demo.mobile })
        .onConflictDoNothing();
    }
  }
  // Seeded before beneficiaries had bank accounts: the demo payees get theirs (an account someone entered stays).
  for (const [index, { type, bankName, bankAccountName, bankAccountNo }] of DEMO_BENEFICIARIES.entries()) {
    await tx
      .update(beneficiaries)
      .set({ bankName, bankAccountName, bankAccountNo })
      .where(
        and(
          eq(beneficiaries.id, ids.get(key(type, registeredAt(index)))!),
          eq(beneficiaries.bankAccountNo, ''),
        ),
      );
  }
  // Companies seeded before they had a type and legal representative get the demo's (an edit's stay).
  for (const [index, demo] of DEMO_BENEFICIARIES.entries()) {
    if (demo.type !== 'company' || !demo.more?.orgType) continue;
    const { legalRepresentative = '', contactName = '', orgType } = demo.more;
    await tx
      .update(beneficiaries)
      .set({ legalRepresentative, contactName, orgType })
      .where(
        and(
          eq(beneficiaries.id, ids.get(key('company', registeredAt(index)))!),
          eq(beneficiaries.orgType, ''),
        ),
      );
  }
  return DEMO_BENEFICIARIES.map((demo, index) => ids.get(key(demo.type, registeredAt(index)))!);
}

interface References {
  beneficiaryIds: number[];
  departmentIds: Map<string, number>;
  userIds: Map<string, number>;
}

async function insertProjects(tx: Transaction, list: DemoProject[], refs: References, projectIds: number[]) {
  if (list.length === 0) return;
  await tx
    .insert(projects)
    .values(
      list.map(({ beneficiary, parent, department, ...project }) => ({
        ...project,
        beneficiaryId: refs.beneficiaryIds[beneficiary],
        departmentId: refs.departmentIds.get(department),
        managerId: refs.userIds.get('officer'),
        parentId: parent === undefined ? null : projectIds[parent],
        rootId: parent === undefined ? null : projectIds[parent],
      })),
    )
    .onConflictDoNothing({ target: projects.code });
}

/** Top projects first (sub-projects need their ids); a top project is its own root. */
async function seedProjects(tx: Transaction, refs: References): Promise<number[]> {
  const idsByCode = async () => {
    const rows = await tx
      .select({ id: projects.id, code: projects.code })
      .from(projects)
      .where(
        inArray(
          projects.code,
          DEMO_PROJECTS.map((p) => p.code),
        ),
      );
    const byCode = new Map(rows.map((row) => [row.code, row.id]));
    return DEMO_PROJECTS.map((p) => byCode.get(p.code) ?? 0);
  };
  await insertProjects(
    tx,
    DEMO_PROJECTS.filter((p) => p.parent === undefined),
    refs,
    [],
  );
  await tx
    .update(projects)
    .set({ rootId: projects.id })
    .where(and(isNull(projects.rootId), isNull(projects.parentId)));
  await insertProjects(
    tx,
    DEMO_PROJECTS.filter((p) => p.parent !== undefined),
    refs,
    await idsByCode(),
  );
  return idsByCode();
}

/**
 * A realistic demo organisation; idempotent (natural keys), deterministic (derived from list positions). Records
 * with protected ID numbers (volunteers) need the keys (`protection`): without them they are left out.
 */
export async function seedDemo(
  tx: Transaction,
  rootDepartmentId: number,
  protection?: IdProtection,
  passwordCost?: number,
): Promise<void> {
  const departmentIds = await seedDepartments(tx, rootDepartmentId);
  const userIds = await seedStaff(tx, departmentIds, passwordCost);
  const beneficiaryIds = await seedBeneficiaries(tx);
  const projectIds = await seedProjects(tx, { beneficiaryIds, departmentIds, userIds });
  await seedPartners(tx, projectIds);
  await seedProjectRecords(tx, { projectIds, userIds, beneficiaryIds });
  await seedClientReports(tx, { projectIds, userIds, beneficiaryIds });
  await seedFunds(tx, { projectIds, userIds, beneficiaryIds });
  await seedPaymentReceipts(tx, userIds);
  await seedMaterials(tx, { projectIds, userIds, beneficiaryIds });
  await seedWorkplace(tx, userIds);
  await seedApprovals(tx, userIds);
  if (protection) await seedVolunteers(tx, protection, { projectIds, userIds });
  await seedCertificates(tx, userIds);
  await seedBeneficiaryCertificates(tx, { userIds, beneficiaryIds, projectIds });
}
