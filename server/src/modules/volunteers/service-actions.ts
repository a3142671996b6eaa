import { attendForm } from '@pm/domain/forms/volunteer-form';
import { serviceHours } from '@pm/domain/identity';
import type { ServiceRecord } from '@pm/domain/shapes/volunteer';
import { serviceMachine, type ServiceAction } from '@pm/domain/workflow/volunteer-machine';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { volunteerServices } from '../../db/schema';
import { assertForm } from '../../http/form';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { nextStatusOf } from './refusals';
import { serviceRecord } from './service-list';
import { lockService, type ServiceRow } from './service-write';

export interface ServiceStepInput {
  version: number;
  comment?: string;
  actualStart?: string;
  actualEnd?: string;
}

/**
 * One step of a service record (attend, noShow, verify) in one transaction with the record locked: of two
 * verifications of one record, the second waits for the first and then finds it verified (409). Attending
 * records the actual times and derives the hours; verifying records who vouched for them and when.
 */
export async function actOnService(
  db: Database,
  request: FastifyRequest,
  volunteerId: number,
  serviceId: number,
  action: ServiceAction,
  input: ServiceStepInput,
): Promise<ServiceRecord> {
  const userId = staffOf(request).userId;
  const comment = (input.comment ?? '').trim();
  const times = { actualStart: input.actualStart ?? '', actualEnd: input.actualEnd ?? '' };
  if (action === 'attend') {
    assertForm(request, attendForm, times, { attended: true, now: new Date().toISOString() });
  }
  await db.transaction(async (tx) => {
    const before = await lockService(tx, request, volunteerId, serviceId);
    assertVersion(request, before.version, input.version);
    const status = nextStatusOf(request, serviceMachine, before.status, action);
    const change: Partial<ServiceRow> =
      action === 'attend'
        ? {
            actualStart: new Date(times.actualStart),
            actualEnd: new Date(times.actualEnd),
            hours: serviceHours(times.actualStart, times.actualEnd),
          }
        : action === 'verify'
          ? { verifiedBy: userId, verifiedAt: new Date() }
          : {};
    const [after] = await tx
      .update(volunteerServices)
      .set({ ...change, status, version: before.version + 1 })
      .where(eq(volunteerServices.id, serviceId))
      .returning();
    await withAudit(tx, { id: userId }, action, 'volunteerService', serviceId, before, after, {
      projectId: before.projectId,
      comment: comment || null,
    });
  });
  return serviceRecord(db, request, volunteerId, serviceId);
}
