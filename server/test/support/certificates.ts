import { randomUUID } from 'node:crypto';
import { defaultLayout } from '@pm/domain/certificates/layout';
import { eq } from 'drizzle-orm';
import { users, volunteers, volunteerServices } from '../../src/db/schema';
import type { App } from '../../src/app';

/** A template body for the designer's save (prefix unique per call unless given). */
export const templateBody = (overrides: Record<string, unknown> = {}) => ({
  name: `志愿服务证书 ${randomUUID().slice(0, 6)}`,
  recipientType: 'volunteer',
  issuerName: '示例公益基金会',
  prefix: `T${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`,
  digits: 4,
  backgroundFileId: null,
  sealFileId: null,
  signatureFileId: null,
  layout: defaultLayout('volunteer'),
  enabled: true,
  ...overrides,
});

/** A volunteer copied from a seeded one under a new name, with verified service records of `hours` each. */
export async function volunteerWithHours(app: App, name: string, projectId: number, hours: string[]) {
  const [model] = await app.db.select().from(volunteers).limit(1);
  const unique = randomUUID();
  const { id: _id, createdAt: _c, updatedAt: _u, ...rest } = model!;
  const [row] = await app.db
    .insert(volunteers)
    .values({ ...rest, name, code: `ZT${unique.slice(0, 8)}`, idNumberHash: unique, status: 'active' })
    .returning({ id: volunteers.id });
  const [admin] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, 'admin'));
  for (const value of hours) {
    const start = new Date('2026-03-01T01:00:00Z');
    const end = new Date(start.getTime() + Number(value) * 3_600_000);
    await app.db.insert(volunteerServices).values({
      volunteerId: row!.id,
      projectId,
      activity: '测试服务',
      plannedStart: start,
      plannedEnd: end,
      actualStart: start,
      actualEnd: end,
      hours: value,
      status: 'verified',
      verifiedBy: admin!.id,
      verifiedAt: start,
    });
  }
  return row!.id;
}
