import type { ProjectHours, VolunteerDetail } from '@pm/domain/shapes/volunteer';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Executor } from '../../db/client';
import { projects, volunteers, volunteerServices } from '../../db/schema';
import { notFound } from '../../http/errors';
import { itemColumns, toItem } from './rows';

/**
 * Verified hours per project (a sub-project's service counts for its project): what a service certificate for a
 * volunteer on a project adds up. Projects with no verified hours are left out.
 */
export async function hoursByProject(db: Executor, volunteerId: number): Promise<ProjectHours[]> {
  return db
    .select({
      projectId: projects.id,
      projectCode: projects.code,
      projectName: projects.name,
      verifiedHours: sql<string>`round(sum(${volunteerServices.hours}), 2)::text`,
      records: count(),
    })
    .from(volunteerServices)
    .innerJoin(projects, eq(projects.id, volunteerServices.projectId))
    .where(and(eq(volunteerServices.volunteerId, volunteerId), eq(volunteerServices.status, 'verified')))
    .groupBy(projects.id, projects.code, projects.name)
    .orderBy(asc(projects.code));
}

async function pendingHours(db: Executor, volunteerId: number): Promise<string> {
  const [row] = await db
    .select({ hours: sql<string>`round(coalesce(sum(${volunteerServices.hours}), 0), 2)::text` })
    .from(volunteerServices)
    .where(and(eq(volunteerServices.volunteerId, volunteerId), eq(volunteerServices.status, 'attended')));
  return row?.hours ?? '0.00';
}

/**
 * One volunteer as the detail page shows it; 404 when there is none. The ID number stays masked (only its
 * ciphertext is stored); the mobiles are whole here, where staff call and edit them (the list masks them).
 */
export async function volunteerDetail(
  db: Executor,
  request: FastifyRequest,
  id: number,
): Promise<VolunteerDetail> {
  const [row] = await db
    .select({
      ...itemColumns,
      birthDate: volunteers.birthDate,
      address: volunteers.address,
      availabilityNote: volunteers.availabilityNote,
      emergencyName: volunteers.emergencyName,
      emergencyRelation: volunteers.emergencyRelation,
      emergencyMobile: volunteers.emergencyMobile,
      remark: volunteers.remark,
      updatedAt: volunteers.updatedAt,
    })
    .from(volunteers)
    .where(eq(volunteers.id, id));
  if (!row) throw notFound(request.t('volunteer.notFound'));
  const [pending, byProject] = await Promise.all([pendingHours(db, id), hoursByProject(db, id)]);
  return {
    ...toItem(row),
    mobile: row.mobile,
    birthDate: row.birthDate,
    address: row.address,
    availabilityNote: row.availabilityNote,
    emergencyName: row.emergencyName,
    emergencyRelation: row.emergencyRelation,
    emergencyMobile: row.emergencyMobile,
    remark: row.remark,
    pendingHours: pending,
    hoursByProject: byProject,
    updatedAt: row.updatedAt.toISOString(),
  };
}
