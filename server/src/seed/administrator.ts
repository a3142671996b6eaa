import { eq } from 'drizzle-orm';
import type { Transaction } from '../db/client';
import { roles, userRoles, users } from '../db/schema';
import { generatePassword, hashPassword } from '../security/password';
import { DEMO_PASSWORDS } from './demo/accounts';

const ADMIN_USERNAME = 'admin';
/** Development and test only; production never gets a fixed password. */
const DEV_ADMIN_PASSWORD = DEMO_PASSWORDS.admin;

export interface AdministratorOptions {
  /** ADMIN_PASSWORD, when set. */
  password: string | undefined;
  production: boolean;
  departmentId: number;
  /** Test databases only (SeedOptions.passwordCost). */
  passwordCost?: number;
}

/**
 * Creates the first administrator when there is none. Its password is ADMIN_PASSWORD, else (production) a
 * generated one that is returned so it can be shown once and must be changed at the first sign-in (as any one-time
 * password an administrator hands out), else the development password.
 */
export async function ensureAdministrator(
  tx: Transaction,
  { password, production, departmentId, passwordCost }: AdministratorOptions,
): Promise<{ id: number; generatedPassword?: string }> {
  const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.username, ADMIN_USERNAME));
  if (existing) return { id: existing.id };
  const generatedPassword = password === undefined && production ? generatePassword() : undefined;
  const [admin] = await tx
    .insert(users)
    .values({
      username: ADMIN_USERNAME,
      passwordHash: await hashPassword(password ?? generatedPassword ?? DEV_ADMIN_PASSWORD, passwordCost),
      name: '系统管理员',
      isAdmin: 1,
      departmentId,
      job: 'admin',
      mustChangePassword: generatedPassword !== undefined,
    })
    .returning({ id: users.id });
  const [adminRole] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.code, 'admin'));
  if (admin && adminRole) await tx.insert(userRoles).values({ userId: admin.id, roleId: adminRole.id });
  return generatedPassword ? { id: admin!.id, generatedPassword } : { id: admin!.id };
}
