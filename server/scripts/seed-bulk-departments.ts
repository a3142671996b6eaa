// Fills the configured database (DATABASE_URL, else the PGlite folder DATA_DIR) with a large organisation, for the
// organisation benchmark: migrates and seeds as the server does at start, then adds --size departments under the
// root department as a tree ten wide at each level (10, then 100 below them, then the rest below those), one active
// user in every department, and a user `bench.head` in the first top-level department holding a role whose data
// scope is "department and below". Prints the ids to query by. Usage:
// node --import tsx scripts/seed-bulk-departments.ts --size 1000
import { parseArgs } from 'node:util';
import { isNull, sql } from 'drizzle-orm';
import { startDatabase } from '../src/bootstrap';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { departments, permissions, rolePermissions, roles, userRoles, users } from '../src/db/schema';
import { hashPassword } from '../src/security/password';

const { values } = parseArgs({ options: { size: { type: 'string', default: '1000' } } });
const size = Number(values.size);
if (!Number.isInteger(size) || size < 10 || size > 100_000) throw new Error('--size must be 10 … 100 000');
const WIDTH = 10;

const config = loadConfig(process.env);
const { handle } = await startDatabase(config);
const db: Database = handle.db;
const started = Date.now();

const [root] = await db
  .select({ id: departments.id })
  .from(departments)
  .where(isNull(departments.parentId))
  .limit(1);
let parents = [root!.id];
const made: number[] = [];
for (let level = 1; made.length < size; level += 1) {
  const rows = parents.flatMap((parentId, p) =>
    Array.from({ length: WIDTH }, (_, i) => ({
      name: `部门${level}-${p * WIDTH + i + 1}`,
      parentId,
      sort: i,
    })),
  );
  const wanted = rows.slice(0, size - made.length);
  const inserted = await db.insert(departments).values(wanted).returning({ id: departments.id });
  made.push(...inserted.map((row) => row.id));
  parents = inserted.map((row) => row.id);
}
const passwordHash = await hashPassword('Bench@12345');
for (let offset = 0; offset < made.length; offset += 1000) {
  await db.insert(users).values(
    made.slice(offset, offset + 1000).map((departmentId, i) => ({
      username: `bench.user${offset + i}`,
      name: `成员${offset + i}`,
      passwordHash,
      departmentId,
    })),
  );
}
const [role] = await db
  .insert(roles)
  .values({ code: 'bench-head', name: '压测负责人', nameEn: 'bench-head', dataScope: 'departmentTree' })
  .returning({ id: roles.id });
const nodes = await db.select({ id: permissions.id }).from(permissions);
await db.insert(rolePermissions).values(nodes.map((node) => ({ roleId: role!.id, permissionId: node.id })));
const top = made[0]!;
const [head] = await db
  .insert(users)
  .values({ username: 'bench.head', name: '压测负责人', passwordHash, departmentId: top })
  .returning({ id: users.id });
await db.insert(userRoles).values({ userId: head!.id, roleId: role!.id });
await db.execute(sql`analyze departments`);
await db.execute(sql`analyze users`);
console.log(
  `inserted ${made.length} departments and ${made.length} users in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
console.log(`SAMPLE ${JSON.stringify({ root: root!.id, top })}`);
await handle.close();
