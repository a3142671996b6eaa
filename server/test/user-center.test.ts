import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { pageVisits, users } from '../src/db/schema';
import { actionTexts } from '@pm/domain/texts/workflow-texts';
import { activityDescription, activityTitle } from '../src/modules/user-center/activity';
import { growth } from '../src/modules/user-center/visits';
import { API, bearer, buildTestApp, loginAs } from './helper';

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');
const officer = await loginAs(app, 'officer');
const finance = await loginAs(app, 'finance');

const get = async <T>(token: string, url: string, locale?: 'en-US'): Promise<T> => {
  const language = locale ? { 'accept-language': locale } : {};
  const response = await app.inject({ url: `${API}${url}`, headers: { ...bearer(token), ...language } });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as T;
};
const visit = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${API}/pm/user/visits`, headers: bearer(token), payload });

interface MyProject {
  id: number;
  name: string;
  description: string;
  peopleNumber: number;
  contributors: { name: string; email: string; avatar: string }[];
}

describe('GET /pm/user/my-projects', () => {
  it('lists the projects the officer manages, newest first, six by default, with contributors', async () => {
    const list = await get<MyProject[]>(officer, '/pm/user/my-projects');
    assert.equal(list.length, 6);
    for (const project of list) {
      assert.ok(project.description.length > 0);
      assert.ok(project.peopleNumber > 0);
      assert.ok(project.contributors.length >= 1 && project.contributors.length <= 5);
      assert.equal(project.contributors[0]?.name, '王丽');
    }
    assert.equal((await get<MyProject[]>(officer, '/pm/user/my-projects?limit=50')).length, 24);
  });

  it("sees the administrator's root department and everything below it; finance manages none", async () => {
    assert.equal((await get<MyProject[]>(admin, '/pm/user/my-projects?limit=50')).length, 24);
    assert.deepEqual(await get<MyProject[]>(finance, '/pm/user/my-projects'), []);
  });

  it('refuses a limit out of range (422)', async () => {
    const response = await app.inject({
      url: `${API}/pm/user/my-projects?limit=51`,
      headers: bearer(officer),
    });
    assert.equal(response.statusCode, 422);
  });
});

describe('GET /pm/user/my-teams and project-and-team', () => {
  it("puts the caller's department first, then siblings, with people counts", async () => {
    const teams = await get<{ id: number; name: string; peopleNumber: number; avatar: string }[]>(
      officer,
      '/pm/user/my-teams',
    );
    assert.deepEqual(
      teams.map((team) => team.name),
      ['项目部', '财务部', '综合办公室', '传播部', '监督审计部'],
    );
    assert.equal(teams[0]?.peopleNumber, 2);
    const root = await get<{ name: string; peopleNumber: number }[]>(admin, '/pm/user/my-teams');
    assert.equal(root[0]?.name, '基金会');
    assert.equal(root[0]?.peopleNumber, 6);
    assert.equal(root.length, 6);
  });

  it('combines projects and teams in short lines with unique ids', async () => {
    const lines = await get<{ id: number; content: string }[]>(officer, '/pm/user/project-and-team');
    assert.equal(lines.length, 6 + 5);
    assert.equal(new Set(lines.map((line) => line.id)).size, lines.length);
    assert.ok(lines.some((line) => line.content.startsWith('项目「')));
    assert.ok(lines.some((line) => line.content === '团队「项目部」· 2 人'));
    const admins = await get<{ content: string }[]>(admin, '/pm/user/project-and-team');
    assert.ok(admins.some((line) => line.content === '团队「基金会」· 6 人'));
  });

  it('words the lines in English for an English caller, statuses included', async () => {
    const chinese = await get<{ id: number; content: string }[]>(officer, '/pm/user/project-and-team');
    const lines = await get<{ id: number; content: string }[]>(officer, '/pm/user/project-and-team', 'en-US');
    assert.equal(lines.length, chinese.length);
    const projects = lines.slice(0, 6).map((line) => line.content);
    for (const [index, line] of projects.entries()) {
      const name = /^项目「(.+)」· /.exec(chinese[index]!.content)![1]!;
      assert.ok(line.startsWith(`Project “${name}” · `), line);
      assert.doesNotMatch(line.slice(`Project “${name}” · `.length), /[\u4e00-\u9fff]/, line);
    }
    assert.ok(lines.some((line) => line.content === 'Team “项目部” · 2 people'));
    const admins = await get<{ content: string }[]>(admin, '/pm/user/project-and-team', 'en-US');
    assert.ok(admins.some((line) => line.content === 'Team “基金会” · 6 people'));
  });
});

describe('GET /pm/user/latest-activity', () => {
  it("shows the caller's seven latest changes, newest first, readable", async () => {
    for (const token of [admin, officer, finance]) {
      const list = await get<{ id: number; title: string; description: string; time: string }[]>(
        token,
        '/pm/user/latest-activity',
      );
      assert.equal(list.length, 7);
      const times = list.map((item) => item.time);
      assert.deepEqual(times, [...times].sort().reverse());
      for (const item of list) {
        assert.match(item.title, /[\u4e00-\u9fff]/);
        assert.doesNotMatch(item.title, /[A-Za-z]/, item.title);
        assert.ok(!item.description.includes('{'), item.description);
      }
    }
  });

  it('puts a profile change on top once it is saved', async () => {
    const profile = await get<Record<string, string>>(finance, '/pm/user/profile');
    const saved = await app.inject({
      method: 'PUT',
      url: `${API}/pm/user/profile`,
      headers: bearer(finance),
      payload: profile,
    });
    assert.equal(saved.statusCode, 200, saved.body);
    const [latest] = await get<{ title: string; description: string }[]>(finance, '/pm/user/latest-activity');
    assert.equal(latest?.title, '更新个人资料');
  });

  it('answers in the language of the request, every entity named in it', async () => {
    const feed = async (language: string) => {
      const response = await app.inject({
        url: `${API}/pm/user/latest-activity`,
        headers: { ...bearer(officer), 'accept-language': language },
      });
      assert.equal(response.statusCode, 200, response.body);
      return response.json().data as { title: string; description: string }[];
    };
    const chinese = await feed('zh-CN');
    for (const { title } of chinese) assert.doesNotMatch(title, /[A-Za-z]/, title);
    const english = await feed('en-US,en;q=0.9');
    assert.equal(english.length, chinese.length);
    for (const { title, description } of english) {
      assert.doesNotMatch(title, /[\u4e00-\u9fff]/, title);
      assert.doesNotMatch(description, /[「」（）]/, description);
    }
  });

  it('describes log rows from their snapshots', () => {
    assert.equal(activityTitle('approve', 'project', 'zh-CN'), '批准项目立项');
    assert.equal(activityTitle('archive', 'material', 'zh-CN'), '归档材料');
    assert.equal(activityTitle('approve', 'budget', 'zh-CN'), '批准预算');
    assert.equal(activityTitle('create', 'expense', 'zh-CN'), '新建预算支出');
    assert.equal(activityTitle('approve', 'budget', 'en-US'), 'Approved a budget');
    assert.equal(activityTitle('review', 'application', 'en-US'), 'Started reviewing an application');
    assert.equal(
      activityDescription('create', 'project', '3', { name: '某项目', code: 'XM1' }, 'zh-CN'),
      '「某项目」（XM1）',
    );
    assert.equal(
      activityDescription('create', 'project', '3', { name: 'Water', code: 'XM1' }, 'en-US'),
      '“Water” (XM1)',
    );
    assert.equal(
      activityDescription(
        'pay',
        'appropriation',
        '9',
        { code: 'BK1', projectName: '某项目', amount: '1234567.50' },
        'zh-CN',
      ),
      'BK1 · 「某项目」 · ¥1,234,567.50',
    );
    assert.equal(activityDescription('delete', 'beneficiary', '4', null, 'zh-CN'), '受益人 #4');
    assert.equal(activityDescription('approve', 'budget', '15', null, 'zh-CN'), '预算 #15');
    assert.equal(activityDescription('approve', 'budget', '15', null, 'en-US'), 'Budget #15');
    assert.equal(activityTitle('reverse', 'expense', 'zh-CN'), '冲销预算支出');
    assert.equal(activityTitle('reverse', 'expense', 'en-US'), 'Reversed a budget expense');
    assert.equal(
      activityDescription(
        'reverse',
        'expense',
        '7',
        { voucherNo: '记-1', payee: '某书店', amount: '300.00' },
        'zh-CN',
      ),
      '记-1 · 某书店 · ¥300.00',
    );
  });

  it('has a verb for every action of the state machines, in both languages', () => {
    for (const action of Object.keys(actionTexts).map((key) => key.replace('action.', ''))) {
      assert.doesNotMatch(activityTitle(action, 'project', 'zh-CN'), /[A-Za-z]/, action);
      assert.doesNotMatch(activityTitle(action, 'project', 'en-US'), /[\u4e00-\u9fff]/, action);
      assert.notEqual(activityTitle(action, 'project', 'en-US').split(' ')[0], action, action);
    }
  });
});

describe('/pm/user/visits', () => {
  it('records route visits and returns the top five of the week', async () => {
    const names = ['Workplace', 'ProjectList', 'Budget', 'UserInfo', 'UserSetting', 'Appropriation'];
    for (const [index, name] of names.entries()) {
      for (let i = 0; i <= names.length - index; i++) {
        const response = await visit(admin, { path: `/${name.toLowerCase()}`, name });
        assert.equal(response.statusCode, 200, response.body);
      }
    }
    const top = await get<{ name: string; visits: number; growth: number | null }[]>(
      admin,
      '/pm/user/visits',
    );
    // None was opened the week before: each is new, not "+100 %".
    assert.deepEqual(
      top.map((item) => [item.name, item.visits, item.growth]),
      [
        ['Workplace', 7, null],
        ['ProjectList', 6, null],
        ['Budget', 5, null],
        ['UserInfo', 4, null],
        ['UserSetting', 3, null],
      ],
    );
    assert.deepEqual(await get(officer, '/pm/user/visits'), []);
  });

  it('compares with the seven days before', async () => {
    const [financeUser] = await app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'finance'));
    const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60_000);
    await app.db.insert(pageVisits).values([
      ...Array.from({ length: 4 }, () => ({
        userId: financeUser!.id,
        routeName: 'Budget',
        path: '/b',
        visitedAt: daysAgo(10),
      })),
      { userId: financeUser!.id, routeName: 'Budget', path: '/b', visitedAt: daysAgo(30) },
    ]);
    for (let i = 0; i < 3; i++) await visit(finance, { path: '/project/budget', name: 'Budget' });
    assert.deepEqual(await get(finance, '/pm/user/visits'), [{ name: 'Budget', visits: 3, growth: -25 }]);
    assert.equal(growth(3, 2), 50);
    assert.equal(growth(3, 0), null);
  });

  it('refuses a visit without a name or with a relative path (422)', async () => {
    for (const payload of [{ path: '/x' }, { path: '/x', name: '  ' }, { path: 'x', name: 'X' }, {}]) {
      assert.equal((await visit(admin, payload)).statusCode, 422, JSON.stringify(payload));
    }
  });
});
