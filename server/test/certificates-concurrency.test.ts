import type { Certificate, CertTemplate } from '@pm/domain/certificates/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { certificates } from '../src/db/schema';
import { buildTestApp, loginAs, staffWith, TEST_DB } from './helper';
import { templateBody, volunteerWithHours } from './support/certificates';
import { caller, expectStatus, insertProject } from './support/records';

const postgresOnly = { skip: TEST_DB !== 'postgres' && 'needs concurrent transactions (PostgreSQL)' };

const app = await buildTestApp();
const call = caller(app);
const admin = await loginAs(app, 'admin');
const keeper = (await staffWith(app, 'cert-issuer', ['cert'])).token;

describe('certificate numbers under concurrent issues', () => {
  it(
    'gives fifty certificates issued at once the numbers 0001 to 0050, each once',
    postgresOnly,
    async () => {
      const template = expectStatus(
        await call<CertTemplate>(admin, 'POST', '/pm/cert/templates', templateBody({ prefix: 'CONC' })),
        200,
      );
      const projectId = await insertProject(app, 'in_progress');
      const recipients: number[] = [];
      for (let index = 0; index < 50; index += 1) {
        recipients.push(await volunteerWithHours(app, `并发${index}`, projectId, ['1.00']));
      }
      const replies = await Promise.all(
        recipients.map((recipientId, index) =>
          call<Certificate>(index % 2 ? admin : keeper, 'POST', '/pm/cert/issued', {
            templateId: template.id,
            recipientId,
            projectId,
          }),
        ),
      );
      assert.deepEqual(
        replies.map((reply) => reply.status),
        recipients.map(() => 200),
      );
      const year = new Date().getFullYear();
      const expected = recipients.map((_, index) => `CONC-${year}-${String(index + 1).padStart(4, '0')}`);
      assert.deepEqual(replies.map((reply) => reply.body.data.number).sort(), expected);
      const stored = await app.db
        .select({ number: certificates.number })
        .from(certificates)
        .where(eq(certificates.templateId, template.id));
      assert.deepEqual(stored.map((row) => row.number).sort(), expected);
    },
  );

  it('takes no number for a refused issue among concurrent ones', postgresOnly, async () => {
    const template = expectStatus(
      await call<CertTemplate>(admin, 'POST', '/pm/cert/templates', templateBody({ prefix: 'GAPS' })),
      200,
    );
    const projectId = await insertProject(app, 'in_progress');
    const good = [
      await volunteerWithHours(app, '甲', projectId, ['1.00']),
      await volunteerWithHours(app, '乙', projectId, ['1.00']),
    ];
    const replies = await Promise.all(
      [good[0]!, 2_000_000_000, good[1]!].map((recipientId) =>
        call<Certificate>(admin, 'POST', '/pm/cert/issued', {
          templateId: template.id,
          recipientId,
          projectId,
        }),
      ),
    );
    assert.deepEqual(
      replies.map((reply) => reply.status),
      [200, 422, 200],
    );
    const year = new Date().getFullYear();
    assert.deepEqual(
      replies
        .filter((reply) => reply.status === 200)
        .map((reply) => reply.body.data.number)
        .sort(),
      [`GAPS-${year}-0001`, `GAPS-${year}-0002`],
    );
  });
});
