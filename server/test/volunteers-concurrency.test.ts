import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ServiceRecord, VolunteerDetail } from '@pm/domain/shapes/volunteer';
import { eq } from 'drizzle-orm';
import { operationLogs, volunteerServices } from '../src/db/schema';
import { buildTestApp, loginAs, staffWith, TEST_DB } from './helper';
import { ATTENDED_3_25, serviceValues, volunteerValues } from './fixtures/volunteer';
import { caller, expectStatus, insertProject } from './support/records';

const postgresOnly = { skip: TEST_DB !== 'postgres' && 'needs concurrent transactions (PostgreSQL)' };

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');

describe('two verifications of one service record at once', () => {
  it(
    'lets exactly one through; the other is a 409 and the record is verified once',
    postgresOnly,
    async () => {
      const created = expectStatus(
        await call<VolunteerDetail>(admin, 'POST', '/pm/volunteers', volunteerValues(501)),
        200,
      );
      const active = expectStatus(
        await call<VolunteerDetail>(admin, 'POST', `/pm/volunteers/${created.id}/activate`, {
          version: created.version,
        }),
        200,
      );
      const projectId = await insertProject(app, 'in_progress');
      const base = `/pm/volunteers/${active.id}/services`;
      const record = expectStatus(
        await call<ServiceRecord>(admin, 'POST', base, serviceValues(projectId)),
        200,
      );
      const attended = expectStatus(
        await call<ServiceRecord>(admin, 'POST', `${base}/${record.id}/attend`, {
          version: record.version,
          ...ATTENDED_3_25,
        }),
        200,
      );
      const [first, second] = [
        await staffWith(app, 'verifier-a', ['volunteer', 'volunteer:verify']),
        await staffWith(app, 'verifier-b', ['volunteer', 'volunteer:verify']),
      ];
      const replies = await Promise.all(
        [first, second].map((who) =>
          call(who.token, 'POST', `${base}/${record.id}/verify`, { version: attended.version }),
        ),
      );
      const statuses = replies.map((reply) => reply.status).sort();
      assert.deepEqual(statuses, [200, 409], JSON.stringify(replies.map((reply) => reply.body.msg)));
      const [row] = await app.db.select().from(volunteerServices).where(eq(volunteerServices.id, record.id));
      assert.equal(row!.status, 'verified');
      assert.equal(row!.version, attended.version + 1);
      assert.ok([first.id, second.id].includes(row!.verifiedBy!));
      const logs = await app.db
        .select()
        .from(operationLogs)
        .where(eq(operationLogs.entityId, String(record.id)));
      assert.equal(
        logs.filter((log) => log.entity === 'volunteerService' && log.action === 'verify').length,
        1,
      );
    },
  );
});
