import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { ConfigError, loadConfig } from '../src/config';
import { businessDate, setBusinessTimeZone } from '../src/records/today';
import { API, bearer, buildTestApp, loginAs } from './helper';

/**
 * The server's side of "today" near midnight (shared/web/src/store/business-date.test.tsx runs the page's side on the
 * same instants): the configured zone decides, not the zone the server process runs in.
 */
describe('the business date', () => {
  const processZone = process.env.TZ;
  after(() => {
    process.env.TZ = processZone;
    setBusinessTimeZone('Asia/Shanghai');
  });

  for (const [zone, instant, beijing] of [
    ['America/Bogota', '2026-03-31T23:59:00-05:00', '2026-04-01'],
    ['Pacific/Kiritimati', '2026-04-01T00:01:00+14:00', '2026-03-31'],
  ] as const) {
    it(`is the configured zone's date on a server running on ${zone} at ${instant}`, () => {
      process.env.TZ = zone;
      setBusinessTimeZone('Asia/Shanghai');
      assert.equal(businessDate(new Date(instant)), beijing);
      setBusinessTimeZone('UTC');
      assert.equal(businessDate(new Date(instant)), new Date(instant).toISOString().slice(0, 10));
    });
  }

  it('comes from BUSINESS_TIME_ZONE, Asia/Shanghai by default, an IANA zone or no start', () => {
    assert.equal(loadConfig({ NODE_ENV: 'test' }).businessTimeZone, 'Asia/Shanghai');
    assert.equal(
      loadConfig({ NODE_ENV: 'test', BUSINESS_TIME_ZONE: 'America/New_York' }).businessTimeZone,
      'America/New_York',
    );
    for (const wrong of ['Mars/Olympus_Mons', '+08:00', "Asia/Shanghai'; drop table users; --"]) {
      assert.throws(() => loadConfig({ NODE_ENV: 'test', BUSINESS_TIME_ZONE: wrong }), ConfigError, wrong);
    }
  });

  it('reaches the pages with the signed-in user (GET /pm/auth_user)', async () => {
    const app = await buildTestApp({ businessTimeZone: 'Pacific/Kiritimati' });
    const token = await loginAs(app, 'officer');
    const user = await app.inject({ url: `${API}/pm/auth_user`, headers: bearer(token) });
    assert.equal(user.json().data.businessTimeZone, 'Pacific/Kiritimati');
    assert.equal(businessDate(new Date('2026-03-31T10:30:00Z')), '2026-04-01');
  });
});
