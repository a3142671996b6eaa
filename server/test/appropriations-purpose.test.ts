import type { AgreementDetail, AppropriationDetail } from '@pm/domain/shapes';
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildTestApp, loginAs } from './helper';
import { fundsFixtures } from './support/funds';
import { expectStatus } from './support/records';
import { appropriationValues } from './fixtures/appropriation';

/**
 * The payment's purpose, added as one entry of the appropriation's field table (shared/domain/src/shapes): the body,
 * the form's rule and label, the column written and the detail read all come from that entry.
 */

const app = await buildTestApp();
const [admin, officer] = [await loginAs(app, 'admin'), await loginAs(app, 'officer')];
const fx = fundsFixtures(app, { officer, admin });
const { call } = fx;

interface FormErrors {
  errors: { field: string; message: string }[];
}

describe('an appropriation’s purpose', () => {
  it('is saved trimmed on create, read back by the detail, and replaced by an edit of the rejected one', async () => {
    const agreement = await fx.activeAgreement();
    const values = { ...appropriationValues(agreement, '3000.00'), purpose: '  首批图书采购  ' };
    const created = expectStatus(await fx.create(officer, values), 200);
    assert.equal(created.purpose, '首批图书采购');
    const read = expectStatus(
      await call<AppropriationDetail>(officer, 'GET', `/pm/appropriations/${created.id}`),
      200,
    );
    assert.equal(read.purpose, '首批图书采购');

    const rejected = await fx.rejected(created, '用途写得不清楚');
    const current = expectStatus(
      await call<AgreementDetail>(officer, 'GET', `/pm/agreements/${agreement.id}`),
      200,
    );
    const edited = expectStatus(
      await call<AppropriationDetail>(officer, 'PUT', `/pm/appropriations/${created.id}`, {
        ...appropriationValues(current, '3000.00'),
        purpose: '首批图书及书架采购',
        version: rejected.version,
      }),
      200,
    );
    assert.deepEqual([edited.purpose, edited.version], ['首批图书及书架采购', rejected.version + 1]);
    const reread = expectStatus(
      await call<AppropriationDetail>(officer, 'GET', `/pm/appropriations/${created.id}`),
      200,
    );
    assert.equal(reread.purpose, '首批图书及书架采购');
  });

  it('is optional: left out, it is empty', async () => {
    const agreement = await fx.activeAgreement();
    const { purpose: _purpose, ...withoutPurpose } = appropriationValues(agreement, '1000.00');
    const created = expectStatus(
      await call<AppropriationDetail>(officer, 'POST', '/pm/appropriations', withoutPurpose),
      200,
    );
    assert.equal(created.purpose, '');
  });

  it('refuses more than 200 characters under `purpose` with the form’s message, in both languages (422)', async () => {
    const agreement = await fx.activeAgreement();
    const tooLong = { ...appropriationValues(agreement, '1000.00'), purpose: '用'.repeat(201) };
    const refused = await call<FormErrors>(officer, 'POST', '/pm/appropriations', tooLong);
    assert.equal(refused.status, 422);
    assert.deepEqual(refused.body.data?.errors, [{ field: 'purpose', message: '用途不能超过 200 个字符' }]);
    const english = await call<FormErrors>(officer, 'POST', '/pm/appropriations', tooLong, 'en-US');
    assert.equal(english.status, 422);
    assert.deepEqual(english.body.data?.errors, [
      { field: 'purpose', message: 'Purpose must be at most 200 characters' },
    ]);
    const exactly = { ...tooLong, purpose: '用'.repeat(200) };
    expectStatus(await call<AppropriationDetail>(officer, 'POST', '/pm/appropriations', exactly), 200);
  });
});
