import assert from 'node:assert/strict';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { App } from '../../src/app';
import {
  beneficiaries,
  files,
  operationLogs,
  projects,
  users,
  type ProjectStatus,
} from '../../src/db/schema';
import { projectValues } from '../fixtures/project';
import { API, bearer } from '../helper';

/**
 * Rows the application, agreement and report tests insert directly, and calls made as a user; the values a record
 * is created with are the shared fixtures' (`../fixtures`).
 */

export interface Reply<T = unknown> {
  status: number;
  body: { data: T; msg: string; status: string };
}

export function caller(app: App) {
  return async <T = unknown>(
    token: string,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    locale?: 'en-US',
  ): Promise<Reply<T>> => {
    const response = await app.inject({
      method,
      url: `${API}${url}`,
      headers: { ...bearer(token), ...(locale ? { 'accept-language': locale } : {}) },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** Asserts the status code, showing the body when it differs. */
export function expectStatus<T>(reply: Reply<T>, status: number): T {
  assert.equal(reply.status, status, JSON.stringify(reply.body));
  return reply.body.data;
}

let projectCount = 0;

/** A project row as the projects module would have left it (top project, its own root). */
export async function insertProject(
  app: App,
  status: ProjectStatus,
  approvedAmount: string | null = null,
): Promise<number> {
  projectCount += 1;
  const { type, plannedBudget, startDate, endDate } = projectValues();
  const [row] = await app.db
    .insert(projects)
    .values({
      code: `T${randomUUID().slice(0, 8)}`,
      name: `测试项目${projectCount}`,
      type,
      status,
      plannedBudget,
      approvedAmount,
      startDate,
      endDate,
    })
    .returning({ id: projects.id });
  await app.db.update(projects).set({ rootId: row!.id }).where(eq(projects.id, row!.id));
  return row!.id;
}

/** An uploaded file's row, uploaded by `owner` (the bytes are not needed by these tests). */
export async function insertFile(app: App, name = '申请书.pdf', owner = 'officer'): Promise<number> {
  const [uploader] = await app.db.select({ id: users.id }).from(users).where(eq(users.username, owner));
  const [row] = await app.db
    .insert(files)
    .values({
      name,
      mime: 'application/pdf',
      size: 1024,
      sha256: 'x'.repeat(64),
      storageKey: randomUUID(),
      uploadedBy: uploader!.id,
    })
    .returning({ id: files.id });
  return row!.id;
}

export async function personBeneficiary(app: App): Promise<number> {
  const [row] = await app.db
    .select({ id: beneficiaries.id })
    .from(beneficiaries)
    .where(eq(beneficiaries.type, 'person'))
    .limit(1);
  return row!.id;
}

/** The operation log rows of one record, oldest first. */
export async function logsOf(app: App, entity: string, id: number) {
  const rows = await app.db
    .select()
    .from(operationLogs)
    .where(and(eq(operationLogs.entity, entity), eq(operationLogs.entityId, String(id))))
    .orderBy(desc(operationLogs.id));
  return rows.reverse();
}

/**
 * Resolves once a call waits for a row lock held by the test's own transaction (PostgreSQL): the call has reached
 * that lock, so what the test does next in its transaction happens while the call waits.
 */
export async function someoneWaitsForALock(app: App): Promise<void> {
  for (let tries = 0; tries < 100; tries += 1) {
    const result = (await app.db.execute(
      sql`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
    )) as unknown as { rows: { n: number }[] };
    if (result.rows[0]!.n > 0) return;
    await sleep(20);
  }
  assert.fail('no call waited for the lock');
}
