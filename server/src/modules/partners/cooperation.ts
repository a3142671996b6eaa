import type { PartnerCooperation, PartnerRole } from '@pm/domain/shapes/partner';
import { asc, eq, inArray, and, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { moneySum } from '../../db/money-sql';
import {
  agreements,
  applications,
  appropriations,
  partnerDonations,
  partners,
  projectPartners,
  projects,
} from '../../db/schema';
import { agreementsOfPartner } from './counterparties';

const ZERO = '0.00';

/**
 * Every project the partner took part in, and how: linked to it (`project_partners`), applied for it, party B of
 * its agreements, donated to it. Amounts are the partner's own: what its agreements (not terminated) promised,
 * what was paid under them, what it donated.
 */
export async function partnerCooperation(db: Executor, partnerId: number): Promise<PartnerCooperation[]> {
  const [linked, applied, signed, paid, donated] = await Promise.all([
    db
      .select({ projectId: projectPartners.projectId })
      .from(projectPartners)
      .where(eq(projectPartners.partnerId, partnerId)),
    db
      .selectDistinct({ projectId: applications.projectId })
      .from(applications)
      .where(
        and(
          eq(applications.partnerId, partnerId),
          eq(applications.applicantType, 'partner'),
          ne(applications.status, 'rejected'),
        ),
      ),
    db
      .select({ projectId: agreements.projectId, amount: moneySum(agreements.totalAmount) })
      .from(partners)
      .innerJoin(agreements, agreementsOfPartner())
      .where(eq(partners.id, partnerId))
      .groupBy(agreements.projectId),
    db
      .select({ projectId: agreements.projectId, amount: moneySum(appropriations.amount) })
      .from(partners)
      .innerJoin(agreements, agreementsOfPartner())
      .innerJoin(appropriations, eq(appropriations.agreementId, agreements.id))
      .where(and(eq(partners.id, partnerId), eq(appropriations.status, 'paid')))
      .groupBy(agreements.projectId),
    db
      .select({ projectId: partnerDonations.projectId, amount: moneySum(partnerDonations.amount) })
      .from(partnerDonations)
      .where(eq(partnerDonations.partnerId, partnerId))
      .groupBy(partnerDonations.projectId),
  ]);
  const roles = new Map<number, Set<PartnerRole>>();
  const add = (projectId: number | null, role: PartnerRole) => {
    if (projectId === null) return;
    roles.set(projectId, (roles.get(projectId) ?? new Set()).add(role));
  };
  linked.forEach((row) => add(row.projectId, 'linked'));
  applied.forEach((row) => add(row.projectId, 'applicant'));
  signed.forEach((row) => add(row.projectId, 'counterparty'));
  donated.forEach((row) => add(row.projectId, 'donor'));
  if (roles.size === 0) return [];
  const amountOf = (rows: { projectId: number | null; amount: string | null }[], id: number) =>
    rows.find((row) => row.projectId === id)?.amount ?? ZERO;
  const rows = await db
    .select({ id: projects.id, code: projects.code, name: projects.name, status: projects.status })
    .from(projects)
    .where(inArray(projects.id, [...roles.keys()]))
    .orderBy(asc(projects.id));
  return rows.map((project) => ({
    projectId: project.id,
    projectCode: project.code,
    projectName: project.name,
    projectStatus: project.status,
    roles: [...roles.get(project.id)!],
    agreementAmount: amountOf(signed, project.id),
    paidAmount: amountOf(paid, project.id),
    donatedAmount: amountOf(donated, project.id),
  }));
}
