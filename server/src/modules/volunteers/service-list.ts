import type { Page } from '@pm/domain/contracts';
import type { ServiceRecord } from '@pm/domain/shapes/volunteer';
import { and, count, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import type { Executor } from '../../db/client';
import { projects, users, volunteers, volunteerServices } from '../../db/schema';
import { notFound } from '../../http/errors';
import { fetchPage, planList } from '../../http/list-query';
import type { ServiceListQuery } from './schema';

const subProject = alias(projects, 'sub_project');

const serviceColumns = {
  id: volunteerServices.id,
  volunteerId: volunteerServices.volunteerId,
  projectId: volunteerServices.projectId,
  projectCode: projects.code,
  projectName: projects.name,
  subProjectId: volunteerServices.subProjectId,
  subProjectName: subProject.name,
  activity: volunteerServices.activity,
  plannedStart: volunteerServices.plannedStart,
  plannedEnd: volunteerServices.plannedEnd,
  actualStart: volunteerServices.actualStart,
  actualEnd: volunteerServices.actualEnd,
  hours: volunteerServices.hours,
  status: volunteerServices.status,
  verifiedById: volunteerServices.verifiedBy,
  verifiedByName: users.name,
  verifiedAt: volunteerServices.verifiedAt,
  version: volunteerServices.version,
  createdAt: volunteerServices.createdAt,
};

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toRecord(row: Awaited<ReturnType<typeof selectRecords>>[number]): ServiceRecord {
  return {
    ...row,
    plannedStart: row.plannedStart.toISOString(),
    plannedEnd: row.plannedEnd.toISOString(),
    actualStart: iso(row.actualStart),
    actualEnd: iso(row.actualEnd),
    verifiedAt: iso(row.verifiedAt),
    createdAt: row.createdAt.toISOString(),
  };
}

function selectRecords(db: Executor) {
  return db
    .select(serviceColumns)
    .from(volunteerServices)
    .innerJoin(projects, eq(projects.id, volunteerServices.projectId))
    .leftJoin(subProject, eq(subProject.id, volunteerServices.subProjectId))
    .leftJoin(users, eq(users.id, volunteerServices.verifiedBy))
    .$dynamic();
}

/** One service record of one volunteer; 404 when the volunteer has no such record. */
export async function serviceRecord(
  db: Executor,
  request: FastifyRequest,
  volunteerId: number,
  serviceId: number,
): Promise<ServiceRecord> {
  const [row] = await selectRecords(db).where(
    and(eq(volunteerServices.id, serviceId), eq(volunteerServices.volunteerId, volunteerId)),
  );
  if (!row) throw notFound(request.t('volunteer.serviceNotFound'));
  return toRecord(row);
}

/** A volunteer's service records, paged, newest planned first; 404 for a volunteer who does not exist. */
export async function listServices(
  db: Executor,
  request: FastifyRequest,
  volunteerId: number,
  query: Static<typeof ServiceListQuery>,
): Promise<Page<ServiceRecord>> {
  const [volunteer] = await db
    .select({ id: volunteers.id })
    .from(volunteers)
    .where(eq(volunteers.id, volunteerId));
  if (!volunteer) throw notFound(request.t('volunteer.notFound'));
  const where = and(
    eq(volunteerServices.volunteerId, volunteerId),
    query.status ? eq(volunteerServices.status, query.status) : undefined,
    query.projectId ? eq(volunteerServices.projectId, query.projectId) : undefined,
  );
  const plan = planList(
    query,
    {
      plannedStart: volunteerServices.plannedStart,
      hours: volunteerServices.hours,
      createdAt: volunteerServices.createdAt,
    },
    { field: 'plannedStart', order: 'descend' },
    volunteerServices.id,
  );
  const total = db.select({ value: count() }).from(volunteerServices).where(where);
  return fetchPage(selectRecords(db).where(where), total, plan, toRecord);
}
