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
import { actOn, approveAll, latestInstance, pendingAt, tokenOf } from './support/approvals';

const app = await buildTestApp();
const officer = await loginAs(app, 'officer');
const admin = await loginAs(app, 'admin');
const reviewer = await tokenOf(app, 'reviewer');
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
    // Its approval has nothing left to decide: cancelled, no task waits.
    const cancelled = await latestInstance(app, 'application', submitted.id);
    assert.equal(cancelled?.status, 'cancelled');
    assert.deepEqual(await pendingAt(app, cancelled!.id), []);
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
    assert.equal((await latestInstance(app, 'application', submitted.id))?.status, 'running');
  });

  it('from the application’s approval: the same two moves, in one transaction', async () => {
    const submitted = await submittedApplication();
    const instance = await latestInstance(app, 'application', submitted.id);
    assert.equal(instance?.status, 'running');
    // The one-step route is gone: the initiator withdraws the approval.
    const removed = await call(officer, 'POST', `/pm/applications/${submitted.id}/withdraw`, {
      version: submitted.version,
    });
    assert.equal(removed.status, 404);
    assert.equal((await actOn(app, admin, instance!.id, 'withdraw')).status, 403);
    const withdrawn = expectStatus(
      await actOn(app, officer, instance!.id, 'withdraw', { comment: '补充附件' }),
      200,
    );
    assert.equal(withdrawn.status, 'withdrawn');
    assert.equal((await application(submitted.id)).status, 'rework_requested');
    assert.equal((await project(submitted.projectId)).status, 'withdrawn');
    assert.deepEqual(await pendingAt(app, instance!.id), []);
  });

  it('refuses to withdraw once the reviewer acted, and changes nothing', async () => {
    const submitted = await submittedApplication();
    const instance = await latestInstance(app, 'application', submitted.id);
    const [task] = await pendingAt(app, instance!.id);
    assert.equal(task?.username, 'reviewer');
    expectStatus(await actOn(app, reviewer, instance!.id, 'approve', { taskId: task!.id }), 200);
    assert.equal((await project(submitted.projectId)).status, 'under_review');
    const refused = await actOn(app, officer, instance!.id, 'withdraw');
    assert.equal(refused.status, 409);
    assert.equal(refused.body.msg, '已有审批人处理，不能撤回');
    assert.equal((await application(submitted.id)).status, 'in_review');
    assert.equal((await project(submitted.projectId)).status, 'under_review');
    assert.equal((await latestInstance(app, 'application', submitted.id))?.status, 'running');
  });

  it('refuses to withdraw an approved application (409) and changes nothing', async () => {
    const submitted = await submittedApplication();
    await approveAll(app, 'application', submitted.id);
    const approved = await application(submitted.id);
    assert.equal(approved.status, 'approved');
    const instance = await latestInstance(app, 'application', submitted.id);
    const ended = await actOn(app, officer, instance!.id, 'withdraw');
    assert.equal(ended.status, 409);
    assert.equal(ended.body.msg, '审批已结束（已通过），不能再操作');
    const before = await project(submitted.projectId);
    const refused = await call(officer, 'POST', `/pm/projects/${submitted.projectId}/withdraw`, {
      version: before.version,
      comment: '撤回',
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
