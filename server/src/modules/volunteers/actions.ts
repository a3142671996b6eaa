import type { VolunteerDetail } from '@pm/domain/shapes/volunteer';
import { volunteerMachine, type VolunteerAction } from '@pm/domain/workflow/volunteer-machine';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database } from '../../db/client';
import { volunteers } from '../../db/schema';
import { assertVersion } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { volunteerDetail } from './detail';
import { nextStatusOf } from './refusals';
import { lockVolunteer, loggedVolunteer } from './write';

export interface StepInput {
  version: number;
  comment?: string;
}

/** One step of a volunteer's status (activate, suspend, resume, leave), in one transaction with the row locked. */
export async function actOnVolunteer(
  db: Database,
  request: FastifyRequest,
  id: number,
  action: VolunteerAction,
  input: StepInput,
): Promise<VolunteerDetail> {
  const userId = staffOf(request).userId;
  const comment = (input.comment ?? '').trim();
  await db.transaction(async (tx) => {
    const before = await lockVolunteer(tx, request, id);
    assertVersion(request, before.version, input.version);
    const status = nextStatusOf(request, volunteerMachine, before.status, action);
    const [after] = await tx
      .update(volunteers)
      .set({ status, version: before.version + 1 })
      .where(eq(volunteers.id, id))
      .returning();
    await withAudit(
      tx,
      { id: userId },
      action,
      'volunteer',
      id,
      loggedVolunteer(before),
      loggedVolunteer(after!),
      {
        comment: comment || null,
      },
    );
  });
  return volunteerDetail(db, request, id);
}
