import type { ApplicationDetail, ProjectDetail } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { applications, projects } from '../src/db/schema';
import { buildTestApp, loginAs, TEST_DB } from './helper';
import {
  caller,
  expectStatus,
  insertProject,
  logsOf,
  personBeneficiary,
  type Reply,
  someoneWaitsForALock,
} from './support/records';
import { applicationValues } from './fixtures/application';

const app = await buildTestApp();
const officer = await loginAs(app, 'officer');
const admin = await loginAs(app, 'admin');
const call = caller(app);

/** A draft project whose application has been submitted: the project is applying. */
async function submittedApplication(): Promise<ApplicationDetail> {
  const projectId = await insertProject(app, 'draft');
  const values = applicationValues(projectId, await personBeneficiary(app));
  const created = expectStatus(
    await call<ApplicationDetail>(officer, 'POST', '/pm/applications', values),
    200,
  );
  return expectStatus(
    await call<ApplicationDetail>(officer, 'POST', `/pm/applications/${created.id}/submit`, {
      version: created.version,
    }),
    200,
  );
}

const project = async (id: number) =>
  expectStatus(await call<ProjectDetail>(officer, 'GET', `/pm/projects/${id}`), 200);
const application = async (id: number) =>
  expectStatus(await call<ApplicationDetail>(officer, 'GET', `/pm/applications/${id}`), 200);

describe('withdrawing an application', () => {
  it('from the project: the project is withdrawn and its application goes back to the applicant', async () => {
    const submitted = await submittedApplication();
    const before = await project(submitted.projectId);
    assert.equal(before.status, 'applying');
    const withdrawn = expectStatus(
      await call<ProjectDetail>(officer, 'POST', `/pm/projects/${submitted.projectId}/withdraw`, {
        version: before.version,
        comment: '预算需要重新测算',
      }),
      200,
    );
    assert.equal(withdrawn.status, 'withdrawn');
    const back = await application(submitted.id);
    assert.equal(back.status, 'rework_requested');
    const logs = await logsOf(app, 'application', submitted.id);
    assert.ok(logs.some((log) => log.action === 'withdraw' && log.comment === '预算需要重新测算'));

    // Resubmitting the changed application makes the project apply again.
    const resubmitted = expectStatus(
      await call<ApplicationDetail>(officer, 'POST', `/pm/applications/${submitted.id}/resubmit`, {
        version: back.version,
      }),
      200,
    );
    assert.equal(resubmitted.status, 'resubmitted');
    assert.equal((await project(submitted.projectId)).status, 'applying');
    assert.equal(resubmitted.snapshots.length, 2);
  });

  it('from the application: the same two moves, in one transaction', async () => {
    const submitted = await submittedApplication();
    const reviewed = expectStatus(
      await call<ApplicationDetail>(admin, 'POST', `/pm/applications/${submitted.id}/review`, {
        version: submitted.version,
      }),
      200,
    );
    assert.equal((await project(submitted.projectId)).status, 'under_review');
    const withdrawn = expectStatus(
      await call<ApplicationDetail>(officer, 'POST', `/pm/applications/${submitted.id}/withdraw`, {
        version: reviewed.version,
      }),
      200,
    );
    assert.equal(withdrawn.status, 'rework_requested');
    assert.equal((await project(submitted.projectId)).status, 'withdrawn');
  });

  it('refuses to withdraw an approved application (409) and changes nothing', async () => {
    const submitted = await submittedApplication();
    const reviewed = expectStatus(
      await call<ApplicationDetail>(admin, 'POST', `/pm/applications/${submitted.id}/review`, {
        version: submitted.version,
      }),
      200,
    );
    const approved = expectStatus(
      await call<ApplicationDetail>(admin, 'POST', `/pm/applications/${submitted.id}/approve`, {
        version: reviewed.version,
        approvedAmount: reviewed.amountRequested,
        comment: '',
      }),
      200,
    );
    const refused = await call(officer, 'POST', `/pm/applications/${submitted.id}/withdraw`, {
      version: approved.version,
    });
    assert.equal(refused.status, 409);
    assert.match(refused.body.msg, /已批准/);
    assert.equal((await application(submitted.id)).status, 'approved');
    assert.equal((await project(submitted.projectId)).status, 'approved');
  });

  it(
    'from the project while an application step holds the application: waits, no deadlock',
    { skip: TEST_DB !== 'postgres' && 'needs concurrent transactions (PostgreSQL)' },
    async () => {
      const submitted = await submittedApplication();
      const before = await project(submitted.projectId);
      let withdraw: Promise<Reply<ProjectDetail>> | undefined;
      // An application step's order: the application, then its project (as moveProject does).
      await app.db.transaction(async (tx) => {
        await tx.select().from(applications).where(eq(applications.id, submitted.id)).for('update');
        withdraw = call<ProjectDetail>(officer, 'POST', `/pm/projects/${submitted.projectId}/withdraw`, {
          version: before.version,
          comment: '同时撤回',
        });
        await someoneWaitsForALock(app);
        await tx.select().from(projects).where(eq(projects.id, submitted.projectId)).for('update');
      });
      assert.equal(expectStatus(await withdraw!, 200).status, 'withdrawn');
      assert.equal((await application(submitted.id)).status, 'rework_requested');
    },
  );
});
