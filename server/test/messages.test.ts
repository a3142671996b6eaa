import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { messages, users } from '../src/db/schema';
import { API, bearer, buildTestApp, loginAs } from './helper';

const app = await buildTestApp();
const admin = await loginAs(app, 'admin');
const officer = await loginAs(app, 'officer');

interface Message {
  id: number;
  type: 'message' | 'notice' | 'todo';
  title: string;
  subTitle: string;
  avatar: string;
  content: string;
  time: string;
  messageType: number | null;
  status: 0 | 1;
}

const get = async <T>(token: string, url: string): Promise<T> => {
  const response = await app.inject({ url: `${API}${url}`, headers: bearer(token) });
  assert.equal(response.statusCode, 200, response.body);
  return response.json().data as T;
};
const read = (token: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `${API}/pm/messages/read`, headers: bearer(token), payload });

async function userId(username: string): Promise<number> {
  const [row] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  return row!.id;
}

describe('GET /pm/messages', () => {
  it("lists only the caller's messages, newest first, of mixed types", async () => {
    const list = await get<Message[]>(admin, '/pm/messages');
    assert.equal(list.length, 6);
    assert.deepEqual(new Set(list.map((m) => m.type)), new Set(['message', 'notice', 'todo']));
    const times = list.map((m) => m.time);
    assert.deepEqual(times, [...times].sort().reverse());
    const own = await app.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.userId, await userId('admin')));
    assert.deepEqual(new Set(list.map((m) => m.id)), new Set(own.map((m) => m.id)));
    for (const message of list) {
      assert.ok([0, 1].includes(message.status));
      assert.equal(message.messageType === null, message.type === 'message', `${message.id}`);
    }
  });

  it('filters by type and refuses an unknown one (422)', async () => {
    const todos = await get<Message[]>(officer, '/pm/messages?type=todo');
    assert.ok(todos.length > 0 && todos.every((m) => m.type === 'todo'));
    const bad = await app.inject({ url: `${API}/pm/messages?type=mail`, headers: bearer(officer) });
    assert.equal(bad.statusCode, 422);
  });
});

describe('POST /pm/messages/read', () => {
  it('marks one message read and lowers the unread count of its type', async () => {
    const before = await get<Record<string, number>>(admin, '/pm/messages/unread-count');
    assert.deepEqual(Object.keys(before).sort(), ['message', 'notice', 'todo']);
    const unread = (await get<Message[]>(admin, '/pm/messages')).find((m) => m.status === 0)!;
    const response = await read(admin, { ids: [unread.id] });
    assert.equal(response.statusCode, 200, response.body);
    assert.deepEqual(response.json().data, { updated: 1 });
    const after = await get<Record<string, number>>(admin, '/pm/messages/unread-count');
    assert.equal(after[unread.type], before[unread.type]! - 1);
    const again = (await get<Message[]>(admin, '/pm/messages')).find((m) => m.id === unread.id)!;
    assert.equal(again.status, 1);
    assert.deepEqual((await read(admin, { ids: [unread.id] })).json().data, { updated: 0 });
  });

  it("ignores other users' ids: they stay unread", async () => {
    const officerUnread = (await get<Message[]>(officer, '/pm/messages')).filter((m) => m.status === 0);
    assert.ok(officerUnread.length > 0);
    const response = await read(admin, { ids: officerUnread.map((m) => m.id) });
    assert.equal(response.statusCode, 200);
    assert.deepEqual(response.json().data, { updated: 0 });
    const still = await get<Message[]>(officer, '/pm/messages');
    for (const message of officerUnread) assert.equal(still.find((m) => m.id === message.id)?.status, 0);
  });

  it("marks every message of a type read (all read), only the caller's", async () => {
    const officerBefore = await get<Record<string, number>>(officer, '/pm/messages/unread-count');
    const before = await get<Record<string, number>>(admin, '/pm/messages/unread-count');
    const response = await read(admin, { type: 'todo' });
    assert.deepEqual(response.json().data, { updated: before.todo });
    const after = await get<Record<string, number>>(admin, '/pm/messages/unread-count');
    assert.deepEqual(after, { ...before, todo: 0 });
    assert.deepEqual(await get<Record<string, number>>(officer, '/pm/messages/unread-count'), officerBefore);
  });

  it('refuses an empty or malformed body (422)', async () => {
    for (const payload of [{}, { ids: [] }, { ids: ['x'] }, { type: 'mail' }]) {
      const response = await read(admin, payload);
      assert.equal(response.statusCode, 422, JSON.stringify(payload));
    }
  });
});
