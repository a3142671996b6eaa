import { serviceForm, type ServiceFormValues } from '@pm/domain/forms/volunteer-form';
import { formErrorMessages } from '@pm/domain/forms';
import { serviceHours } from '@pm/domain/identity';
import type { ServiceRecord } from '@pm/domain/shapes/volunteer';
import type { AttendBody, ServiceBody, UpdateServiceBody } from '@pm/domain/shapes/volunteer';
import {
  SERVICE_EDITABLE_STATUSES,
  VOLUNTEER_SCHEDULABLE_STATUSES,
  type ServiceStatus,
} from '@pm/domain/workflow/volunteer-machine';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Static } from 'typebox';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { projects, volunteers, volunteerServices } from '../../db/schema';
import { AppError, conflict, notFound } from '../../http/errors';
import { assertForm } from '../../http/form';
import { requestLocale } from '../../http/locale';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { serviceRecord } from './service-list';

export type ServiceRow = typeof volunteerServices.$inferSelect;
export type AttendInput = Static<typeof AttendBody>;

/** The service record locked for the transaction; 404 unless it is this volunteer's. */
export async function lockService(
  tx: Transaction,
  request: FastifyRequest,
  volunteerId: number,
  serviceId: number,
): Promise<ServiceRow> {
  const [row] = await tx
    .select()
    .from(volunteerServices)
    .where(and(eq(volunteerServices.id, serviceId), eq(volunteerServices.volunteerId, volunteerId)))
    .for('update');
  if (!row) throw notFound(request.t('volunteer.serviceNotFound'));
  return row;
}

function refuse(request: FastifyRequest, field: keyof ServiceFormValues & string, message: string) {
  const [labelled] = formErrorMessages(serviceForm, [{ field, message: 'oneOf' }], requestLocale(request));
  return new AppError(422, message, undefined, { errors: [{ field: labelled!.field, message }] });
}

/** The project is a top project that is past its draft; the sub-project, if any, one of its tree. */
async function assertProjects(tx: Transaction, request: FastifyRequest, values: ServiceFormValues) {
  const [project] = await tx
    .select({ id: projects.id, parentId: projects.parentId, status: projects.status })
    .from(projects)
    .where(eq(projects.id, values.projectId!));
  if (!project || project.parentId !== null || project.status === 'draft') {
    throw refuse(request, 'projectId', request.t('volunteer.projectMissing'));
  }
  if (values.subProjectId === null) return;
  const [sub] = await tx
    .select({ rootId: projects.rootId, parentId: projects.parentId })
    .from(projects)
    .where(eq(projects.id, values.subProjectId));
  if (!sub || sub.parentId === null || sub.rootId !== project.id) {
    throw refuse(request, 'subProjectId', request.t('volunteer.subProjectMismatch'));
  }
}

/** The times as stored; actual ones (and the hours derived from them) only on an attended record. */
function timeColumns(values: ServiceFormValues, attended: boolean) {
  return {
    plannedStart: new Date(values.plannedStart),
    plannedEnd: new Date(values.plannedEnd),
    actualStart: attended ? new Date(values.actualStart) : null,
    actualEnd: attended ? new Date(values.actualEnd) : null,
    hours: attended ? serviceHours(values.actualStart, values.actualEnd) : null,
  };
}

/**
 * A new service record's row from checked values: scheduled (the table's default) with its planned times (the
 * create route), or `attended` with its actual times and hours too (the import centre's service hours, served
 * already and waiting for someone to verify them).
 */
export function newServiceColumns(
  values: ServiceFormValues,
  volunteerId: number,
  userId: number,
  attended = false,
) {
  return {
    volunteerId,
    projectId: values.projectId!,
    subProjectId: values.subProjectId,
    activity: values.activity.trim(),
    ...timeColumns(values, attended),
    ...(attended ? { status: 'attended' as const } : {}),
    createdBy: userId,
  };
}

const valuesOf = (body: Static<typeof ServiceBody>): ServiceFormValues => ({
  ...body,
  activity: body.activity,
});

/** Schedules service for an active volunteer (the volunteer's row locked, so a status change waits). */
export async function createService(
  db: Database,
  request: FastifyRequest,
  volunteerId: number,
  body: Static<typeof ServiceBody>,
): Promise<ServiceRecord> {
  const userId = staffOf(request).userId;
  const values = valuesOf(body);
  const id = await db.transaction(async (tx) => {
    const [volunteer] = await tx
      .select({ status: volunteers.status })
      .from(volunteers)
      .where(eq(volunteers.id, volunteerId))
      .for('update');
    if (!volunteer) throw notFound(request.t('volunteer.notFound'));
    assertForm(request, serviceForm, values, { attended: false, now: new Date().toISOString() });
    const schedulable: readonly string[] = VOLUNTEER_SCHEDULABLE_STATUSES;
    if (!schedulable.includes(volunteer.status)) {
      const status = request.t(`status.${volunteer.status}`);
      throw conflict(request.t('volunteer.notSchedulable', { status }));
    }
    await assertProjects(tx, request, values);
    const [row] = await tx
      .insert(volunteerServices)
      .values(newServiceColumns(values, volunteerId, userId))
      .returning();
    await withAudit(tx, { id: userId }, 'create', 'volunteerService', row!.id, null, row, {
      projectId: row!.projectId,
    });
    return row!.id;
  });
  return serviceRecord(db, request, volunteerId, id);
}

/** Edits a scheduled or attended record; an attended one's actual times are required and its hours derived again. */
export async function updateService(
  db: Database,
  request: FastifyRequest,
  volunteerId: number,
  serviceId: number,
  body: Static<typeof UpdateServiceBody>,
): Promise<ServiceRecord> {
  const userId = staffOf(request).userId;
  const { version, ...rest } = body;
  const values = valuesOf(rest);
  await db.transaction(async (tx) => {
    const before = await lockService(tx, request, volunteerId, serviceId);
    assertVersion(request, before.version, version);
    const editable: readonly ServiceStatus[] = SERVICE_EDITABLE_STATUSES;
    if (!editable.includes(before.status)) {
      const status = request.t(`status.${before.status}`);
      throw conflict(request.t('volunteer.serviceNotEditable', { status }));
    }
    const attended = before.status === 'attended';
    assertForm(request, serviceForm, values, { attended, now: new Date().toISOString() });
    await assertProjects(tx, request, values);
    const [after] = await tx
      .update(volunteerServices)
      .set({
        projectId: values.projectId!,
        subProjectId: values.subProjectId,
        activity: values.activity.trim(),
        ...timeColumns(values, attended),
        version: before.version + 1,
      })
      .where(eq(volunteerServices.id, serviceId))
      .returning();
    await withAudit(tx, { id: userId }, 'update', 'volunteerService', serviceId, before, after, {
      projectId: after!.projectId,
    });
  });
  return serviceRecord(db, request, volunteerId, serviceId);
}
