import { createHash } from 'node:crypto';
import { defaultLayout, type CertRecipientType } from '@pm/domain/certificates/layout';
import { certificateNumber } from '@pm/domain/certificates/number';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import {
  certificates,
  certNumberCounters,
  certTemplates,
  projects,
  volunteers,
  volunteerServices,
} from '../../db/schema';
import { DAY, DEMO_REFERENCE_DATE, isoDate } from './dates';

const ISSUER = '示例公益基金会';

/** One template per kind of recipient worth a certificate. */
const DEMO_TEMPLATES: { name: string; recipientType: CertRecipientType; prefix: string }[] = [
  { name: '志愿服务证书', recipientType: 'volunteer', prefix: 'ZYFW' },
  { name: '爱心捐赠证书', recipientType: 'supporter', prefix: 'JZ' },
  { name: '受助证明', recipientType: 'beneficiary', prefix: 'SZ' },
  { name: '合作伙伴证书', recipientType: 'partner', prefix: 'HZ' },
];

/** Demo verify codes are derived (the demo is deterministic); real ones are random (modules/certificates). */
const demoCode = (index: number) =>
  createHash('sha256').update(`demo-certificate-${index}`).digest('base64url').slice(0, 22);

/**
 * The demo templates, and volunteer certificates for the three volunteers with the most verified hours on a project
 * (the last one revoked). Their PDFs are rendered on first download. Idempotent: templates by name, certificates
 * by number; the number counter is set to what was given.
 */
export async function seedCertificates(tx: Transaction, userIds: Map<string, number>): Promise<void> {
  const admin = userIds.get('admin') ?? null;
  await tx
    .insert(certTemplates)
    .values(
      DEMO_TEMPLATES.map((template) => ({
        ...template,
        issuerName: ISSUER,
        digits: 4,
        layout: defaultLayout(template.recipientType),
        createdBy: admin,
      })),
    )
    .onConflictDoNothing();
  const [template] = await tx
    .select()
    .from(certTemplates)
    .where(eq(certTemplates.name, DEMO_TEMPLATES[0]!.name));
  const hours = sql<string>`round(sum(${volunteerServices.hours}), 2)::text`;
  const holders = await tx
    .select({
      volunteerId: volunteers.id,
      name: volunteers.name,
      projectId: projects.id,
      projectName: projects.name,
      hours,
    })
    .from(volunteerServices)
    .innerJoin(volunteers, eq(volunteers.id, volunteerServices.volunteerId))
    .innerJoin(projects, eq(projects.id, volunteerServices.projectId))
    .where(eq(volunteerServices.status, 'verified'))
    .groupBy(volunteers.id, volunteers.name, projects.id, projects.name)
    .orderBy(sql`sum(${volunteerServices.hours}) desc`, asc(volunteers.id), asc(projects.id))
    .limit(3);
  if (!template || holders.length === 0) return;
  const year = new Date(DEMO_REFERENCE_DATE).getUTCFullYear();
  const rows = holders.map((holder, index) => {
    const issuedOn = isoDate(DEMO_REFERENCE_DATE - (holders.length - index) * 7 * DAY);
    const revoked = index === holders.length - 1 && holders.length > 1;
    return {
      number: certificateNumber(template.prefix, year, index + 1, template.digits),
      verifyCode: demoCode(index + 1),
      templateId: template.id,
      templateVersion: template.version,
      layout: template.layout,
      issuerName: template.issuerName,
      recipientType: 'volunteer' as const,
      recipientId: holder.volunteerId,
      recipientName: holder.name,
      projectId: holder.projectId,
      projectName: holder.projectName,
      hours: holder.hours,
      issuedOn,
      issuedBy: admin,
      issuedAt: new Date(`${issuedOn}T02:00:00Z`),
      ...(revoked
        ? {
            status: 'revoked' as const,
            revokeReason: '服务记录更正后重新发放',
            revokedAt: new Date(DEMO_REFERENCE_DATE),
            revokedBy: admin,
          }
        : {}),
    };
  });
  await tx.insert(certificates).values(rows).onConflictDoNothing();
  const given = await tx
    .select({ number: certificates.number })
    .from(certificates)
    .where(
      and(
        eq(certificates.templateId, template.id),
        inArray(
          certificates.number,
          rows.map((row) => row.number),
        ),
      ),
    );
  await tx
    .insert(certNumberCounters)
    .values({ prefix: template.prefix, year, lastSequence: Math.max(given.length, 1) })
    .onConflictDoNothing();
}
