import { and, count, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  certificationRecords,
  enterpriseCertifications,
  messages,
  operationLogs,
  projects,
  users,
  type ProjectStatus,
} from '../../db/schema';
import { DEMO_CERTIFICATIONS } from './certifications';
import { DAY, DEMO_REFERENCE_DATE } from './dates';
import { DEMO_MESSAGES } from './messages';
import { DEMO_PROJECTS } from './projects';

const HOUR = 60 * 60_000;
const FUNDED: ProjectStatus[] = ['approved', 'in_progress', 'closed', 'terminated'];

/** The administrator comes from the bootstrap (production too); its settings-form fields are demo data. */
const ADMIN_PROFILE = {
  nickname: '管理员',
  countryRegion: 'CN',
  areaCode: '110101',
  address: '北京市东城区东四十条甲22号',
  profile: '负责基金会业务系统的账号、权限与项目立项审批。',
};

async function seedAdminProfile(tx: Transaction): Promise<void> {
  await tx
    .update(users)
    .set(ADMIN_PROFILE)
    .where(and(eq(users.username, 'admin'), eq(users.nickname, '')));
}

/** Six messages per demo user, unless the user already has some. */
async function seedMessages(tx: Transaction, userIds: Map<string, number>): Promise<void> {
  const avatars = new Map(
    (await tx.select({ username: users.username, avatar: users.avatar }).from(users)).map((row) => [
      row.username,
      row.avatar,
    ]),
  );
  for (const [username, list] of Object.entries(DEMO_MESSAGES)) {
    const userId = userIds.get(username);
    if (userId === undefined) continue;
    const [existing] = await tx.select({ n: count() }).from(messages).where(eq(messages.userId, userId));
    if ((existing?.n ?? 0) > 0) continue;
    await tx.insert(messages).values(
      list.map(({ hoursAgo, from, ...message }) => ({
        ...message,
        userId,
        avatar: from ? (avatars.get(from) ?? '') : '',
        createdAt: new Date(DEMO_REFERENCE_DATE - hoursAgo * HOUR),
      })),
    );
  }
}

async function seedCertifications(tx: Transaction, userIds: Map<string, number>): Promise<void> {
  for (const [username, { enterprise, records }] of Object.entries(DEMO_CERTIFICATIONS)) {
    const userId = userIds.get(username);
    if (userId === undefined) continue;
    await tx
      .insert(enterpriseCertifications)
      .values({ ...enterprise, userId })
      .onConflictDoNothing({ target: enterpriseCertifications.userId });
    const [existing] = await tx
      .select({ n: count() })
      .from(certificationRecords)
      .where(eq(certificationRecords.userId, userId));
    if ((existing?.n ?? 0) === 0) {
      await tx.insert(certificationRecords).values(records.map((record) => ({ ...record, userId })));
    }
  }
}

type LogRow = typeof operationLogs.$inferInsert;

async function projectLogs(tx: Transaction, officer?: number, admin?: number): Promise<LogRow[]> {
  const rows = await tx
    .select({
      id: projects.id,
      code: projects.code,
      name: projects.name,
      status: projects.status,
      createdAt: projects.createdAt,
    })
    .from(projects)
    .where(
      inArray(
        projects.code,
        DEMO_PROJECTS.map((project) => project.code),
      ),
    );
  return rows.flatMap((project) => {
    const at = (days: number) => new Date(project.createdAt.getTime() + days * DAY + 2 * HOUR);
    const of = (
      userId: number | undefined,
      action: string,
      days: number,
      before: unknown,
      status: ProjectStatus,
    ) => ({
      userId,
      action,
      entity: 'project',
      entityId: String(project.id),
      projectId: project.id,
      before,
      after: { code: project.code, name: project.name, status },
      createdAt: at(days),
    });
    const logs = [of(officer, 'create', 0, null, 'draft')];
    if (project.status !== 'draft') logs.push(of(officer, 'apply', 2, { status: 'draft' }, 'applying'));
    if (project.status !== 'draft') logs.push(of(admin, 'review', 5, { status: 'applying' }, 'under_review'));
    if (FUNDED.includes(project.status))
      logs.push(of(admin, 'approve', 15, { status: 'under_review' }, 'approved'));
    return logs;
  });
}

/**
 * What the demo staff did to the demo projects, so "latest activity" has a history. First seed only. (The records
 * and funds seeds log their own rows' steps as they insert them.)
 */
async function seedOperationLogs(tx: Transaction, userIds: Map<string, number>): Promise<void> {
  const [existing] = await tx
    .select({ n: count() })
    .from(operationLogs)
    .where(eq(operationLogs.entity, 'project'));
  if ((existing?.n ?? 0) > 0) return;
  const rows = (await projectLogs(tx, userIds.get('officer'), userIds.get('admin'))).sort(
    (a, b) => (a.createdAt as Date).getTime() - (b.createdAt as Date).getTime(),
  );
  for (let start = 0; start < rows.length; start += 200) {
    await tx.insert(operationLogs).values(rows.slice(start, start + 200));
  }
}

/** The demo rows behind the shell's own screens: message box, dashboard activity, user settings. */
export async function seedWorkplace(tx: Transaction, userIds: Map<string, number>): Promise<void> {
  await seedAdminProfile(tx);
  await seedMessages(tx, userIds);
  await seedCertifications(tx, userIds);
  await seedOperationLogs(tx, userIds);
}
