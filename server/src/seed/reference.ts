import { and, eq, isNull } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { departments, permissions, rolePermissions, roles } from '../db/schema';
import { seedAreas } from './areas';
import { seedDictionaries } from './dictionaries';
import { seedMaterialCategoryRules } from './material-categories';
import { permissionSeeds } from './permission-tree';
import { ROLES } from './roles';

const ROOT_DEPARTMENT = '基金会';

/** The organisation's root department; returns its id. */
async function seedRootDepartment(tx: Transaction): Promise<number> {
  const [existing] = await tx
    .select({ id: departments.id })
    .from(departments)
    .where(and(eq(departments.name, ROOT_DEPARTMENT), isNull(departments.parentId)));
  if (existing) return existing.id;
  const [created] = await tx
    .insert(departments)
    .values({ name: ROOT_DEPARTMENT })
    .returning({ id: departments.id });
  return created!.id;
}

interface SeededNode {
  id: number;
  code: string | null;
  created: boolean;
}

async function seedPermissionTree(tx: Transaction): Promise<SeededNode[]> {
  const existing = await tx
    .select({ id: permissions.id, kind: permissions.kind, name: permissions.name, code: permissions.code })
    .from(permissions);
  const key = (kind: string, name: string) => `${kind}:${name}`;
  const byKey = new Map(existing.map((row) => [key(row.kind, row.name), row.id]));
  const nodes: SeededNode[] = [];
  for (const seed of permissionSeeds()) {
    const id = byKey.get(key(seed.kind, seed.name));
    if (id !== undefined) {
      nodes.push({ id, code: seed.code, created: false });
      continue;
    }
    const { parentName, ...values } = seed;
    const parentId = parentName === null ? null : (byKey.get(key('menu', parentName)) ?? null);
    const [row] = await tx
      .insert(permissions)
      .values({ ...values, parentId })
      .returning({ id: permissions.id });
    byKey.set(key(seed.kind, seed.name), row!.id);
    nodes.push({ id: row!.id, code: seed.code, created: true });
  }
  return nodes;
}

/**
 * Roles and their default grants. A default grant is written only when its role or its node is new, so a later
 * change by an administrator (revoking a key from `user`) is not undone at the next start. A role is found by its
 * code, which never changes (its names may: `/system/role`).
 */
async function seedRoles(tx: Transaction, nodes: SeededNode[]): Promise<void> {
  for (const role of ROLES) {
    const [existing] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, role.nameEn));
    const roleId =
      existing?.id ??
      (
        await tx
          .insert(roles)
          .values({
            code: role.nameEn,
            name: role.name,
            nameEn: role.nameEn,
            dataScope: role.dataScope,
            description: role.description,
            sort: ROLES.indexOf(role) + 1,
          })
          .returning({ id: roles.id })
      )[0]!.id;
    const grants = nodes
      .filter((node) => (existing === undefined || node.created) && role.grants(node.code))
      .map((node) => ({ roleId, permissionId: node.id }));
    if (grants.length > 0) await tx.insert(rolePermissions).values(grants).onConflictDoNothing();
  }
}

/** Reference data every installation needs; returns the root department's id. */
export async function seedReference(tx: Transaction): Promise<{ rootDepartmentId: number }> {
  const rootDepartmentId = await seedRootDepartment(tx);
  await seedRoles(tx, await seedPermissionTree(tx));
  await seedAreas(tx);
  await seedDictionaries(tx);
  await seedMaterialCategoryRules(tx);
  return { rootDepartmentId };
}
