import { createHash } from 'node:crypto';
import { certificateNumber } from '@pm/domain/certificates/number';
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { certificates, certNumberCounters, certTemplates } from '../../db/schema';
import { DEMO_BENEFICIARIES } from './beneficiaries';
import { DAY, DEMO_REFERENCE_DATE, isoDate } from './dates';
import { DEMO_PROJECTS } from './projects';

/** The beneficiaries' template of the demo (certificates.ts). */
const TEMPLATE = '受助证明';

/** [beneficiary index, project index, weeks before "today", revoked?]: what the client portal shows. */
const GIVEN: [beneficiary: number, project: number, weeksAgo: number, revoked: boolean][] = [
  // 张晓梅: her closed project (in force), an earlier one revoked; the cooperative on her phone: its own.
  [0, 13, 6, false],
  [0, 0, 8, true],
  [10, 10, 4, false],
];

const demoCode = (index: number) =>
  createHash('sha256').update(`demo-beneficiary-certificate-${index}`).digest('base64url').slice(0, 22);

/**
 * Certificates issued to beneficiaries (受助证明), so the client portal has some to list: two to the demo person who
 * signs in with DEMO_CLIENT_MOBILE (one revoked) and one to the cooperative on the same phone. Idempotent by number;
 * the prefix's counter is raised to what was given (never lowered).
 */
export async function seedBeneficiaryCertificates(
  tx: Transaction,
  refs: { userIds: Map<string, number>; beneficiaryIds: number[]; projectIds: number[] },
): Promise<void> {
  const admin = refs.userIds.get('admin') ?? null;
  const [template] = await tx.select().from(certTemplates).where(eq(certTemplates.name, TEMPLATE));
  if (!template || template.recipientType !== 'beneficiary') return;
  const year = new Date(DEMO_REFERENCE_DATE).getUTCFullYear();
  const rows = GIVEN.flatMap(([beneficiary, project, weeksAgo, revoked], index) => {
    const recipientId = refs.beneficiaryIds[beneficiary];
    const projectId = refs.projectIds[project];
    if (!recipientId || !projectId) return [];
    const issuedOn = isoDate(DEMO_REFERENCE_DATE - weeksAgo * 7 * DAY);
    return [
      {
        number: certificateNumber(template.prefix, year, index + 1, template.digits),
        verifyCode: demoCode(index + 1),
        templateId: template.id,
        templateVersion: template.version,
        layout: template.layout,
        issuerName: template.issuerName,
        recipientType: 'beneficiary' as const,
        recipientId,
        recipientName: DEMO_BENEFICIARIES[beneficiary]!.name,
        projectId,
        projectName: DEMO_PROJECTS[project]!.name,
        issuedOn,
        issuedBy: admin,
        issuedAt: new Date(`${issuedOn}T02:00:00Z`),
        ...(revoked
          ? {
              status: 'revoked' as const,
              revokeReason: '项目信息更正后重新发放',
              revokedAt: new Date(DEMO_REFERENCE_DATE - 7 * 7 * DAY),
              revokedBy: admin,
            }
          : {}),
      },
    ];
  });
  if (rows.length === 0) return;
  await tx.insert(certificates).values(rows).onConflictDoNothing();
  await tx
    .insert(certNumberCounters)
    .values({ prefix: template.prefix, year, lastSequence: GIVEN.length })
    .onConflictDoUpdate({
      target: [certNumberCounters.prefix, certNumberCounters.year],
      set: { lastSequence: sql`greatest(${certNumberCounters.lastSequence}, ${GIVEN.length})` },
    });
}
