// The seeded agreements as the funds demo reads them: each signed agreement with its instalments and their reports.
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { ReportStatus } from '@pm/domain/workflow/report-machine';
import type { Transaction } from '../../db/client';
import {
  agreementInstalments,
  agreementReportItems,
  agreements,
  beneficiaries,
  projects,
  stageReports,
} from '../../db/schema';
import { DEMO_PROJECTS, type DemoProject } from './projects';

export interface InstalmentFacts {
  id: number;
  seq: number;
  amount: string;
  plannedDate: string;
  /** The report item that gates it, and the status of the latest report filed against that item. */
  reportItemTitle: string | null;
  reportStatus: ReportStatus | null;
}

/** A seeded agreement as the database holds it: what the funds seed derives its rows from. */
export interface AgreementFacts {
  id: number;
  projectId: number;
  /** Position of the project in DEMO_PROJECTS. */
  index: number;
  project: DemoProject;
  projectName: string;
  approvedAmount: string;
  /** Completed (a closed project: everything paid) or active (a running one). */
  completed: boolean;
  /** When it was completed (its last change), for a completed one. */
  completedAt: Date | null;
  payee: { name: string; bankName: string; accountName: string; accountNo: string };
  instalments: InstalmentFacts[];
}

/** The active and completed agreements of the demo's top projects, in the projects' order, with their schedules. */
export async function loadAgreements(tx: Transaction): Promise<AgreementFacts[]> {
  const codes = DEMO_PROJECTS.map((project) => project.code);
  const rows = await tx
    .select({
      id: agreements.id,
      projectId: agreements.projectId,
      status: agreements.status,
      updatedAt: agreements.updatedAt,
      code: projects.code,
      projectName: projects.name,
      approvedAmount: projects.approvedAmount,
      payeeName: beneficiaries.name,
      bankName: beneficiaries.bankName,
      accountName: beneficiaries.bankAccountName,
      accountNo: beneficiaries.bankAccountNo,
    })
    .from(agreements)
    .innerJoin(projects, eq(projects.id, agreements.projectId))
    .innerJoin(beneficiaries, eq(beneficiaries.id, projects.beneficiaryId))
    .where(
      and(
        inArray(projects.code, codes),
        isNull(projects.parentId),
        inArray(agreements.status, ['active', 'completed']),
      ),
    )
    .orderBy(asc(projects.code), asc(agreements.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const instalments = await tx
    .select({
      id: agreementInstalments.id,
      agreementId: agreementInstalments.agreementId,
      seq: agreementInstalments.seq,
      amount: agreementInstalments.amount,
      plannedDate: agreementInstalments.plannedDate,
      reportItemId: agreementInstalments.reportItemId,
      reportItemTitle: agreementReportItems.title,
    })
    .from(agreementInstalments)
    .leftJoin(agreementReportItems, eq(agreementReportItems.id, agreementInstalments.reportItemId))
    .where(inArray(agreementInstalments.agreementId, ids))
    .orderBy(asc(agreementInstalments.agreementId), asc(agreementInstalments.seq));
  const reports = await tx
    .select({ reportItemId: stageReports.reportItemId, status: stageReports.status })
    .from(stageReports)
    .where(inArray(stageReports.agreementId, ids))
    .orderBy(asc(stageReports.id));
  // The latest report of each item decides (a rejected one may be followed by a new one).
  const latest = new Map(reports.map((report) => [report.reportItemId, report.status]));
  return rows.map((row) => {
    const index = codes.indexOf(row.code);
    return {
      id: row.id,
      projectId: row.projectId,
      index,
      project: DEMO_PROJECTS[index]!,
      projectName: row.projectName,
      approvedAmount: row.approvedAmount ?? '0.00',
      completed: row.status === 'completed',
      completedAt: row.status === 'completed' ? row.updatedAt : null,
      payee: {
        name: row.payeeName,
        bankName: row.bankName,
        accountName: row.accountName,
        accountNo: row.accountNo,
      },
      instalments: instalments
        .filter((instalment) => instalment.agreementId === row.id)
        .map((instalment) => ({
          id: instalment.id,
          seq: instalment.seq,
          amount: instalment.amount,
          plannedDate: instalment.plannedDate,
          reportItemTitle: instalment.reportItemTitle,
          reportStatus:
            instalment.reportItemId === null ? null : (latest.get(instalment.reportItemId) ?? null),
        })),
    };
  });
}
