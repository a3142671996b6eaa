import type { Database } from '../db/client';
import type { FileStorage } from '../storage/file-storage';
import type { IdProtection } from '../security/protected-id';
import { ensureAdministrator } from './administrator';
import { seedApprovalDefinitions } from './approval-definitions';
import { seedDemo } from './demo';
import { writeDemoMaterialFiles } from './demo/materials';
import { writeDemoReceiptFiles } from './demo/payment-receipts';
import { seedReference } from './reference';
import { seedDemoReportPlans } from './demo/report-plans';
import { seedStandardTemplate } from './report-templates';

export interface SeedOptions {
  demo: boolean;
  adminPassword: string | undefined;
  production: boolean;
  /** The keys ID numbers are stored under (hash, cipher): the demo's volunteers need them. */
  protection?: IdProtection;
  /** Where stored files live (storage/): the demo archive's files are written there (without it, only their rows). */
  files?: FileStorage;
  /** Test databases only: the scrypt work factor of the administrator's and demo staff's password hashes. */
  passwordCost?: number;
}

/**
 * Runs after the migrations at every start, in one transaction, inserting only what is missing: reference data,
 * the first administrator, and (outside production unless SEED_DEMO=true) the demo organisation, whose archive's
 * files are then written to `files` where missing.
 */
export async function seedDatabase(
  db: Database,
  options: SeedOptions,
): Promise<{ generatedAdminPassword?: string }> {
  const seeded = await db.transaction(async (tx) => {
    const { rootDepartmentId } = await seedReference(tx);
    const admin = await ensureAdministrator(tx, {
      password: options.adminPassword,
      production: options.production,
      departmentId: rootDepartmentId,
      passwordCost: options.passwordCost,
    });
    // The demo publishes its own first versions (its history was decided before the engine): before the defaults.
    if (options.demo) await seedDemo(tx, rootDepartmentId, options.protection, options.passwordCost);
    // After the demo: its reports move onto the standard template like any filed before templates.
    const standardId = await seedStandardTemplate(tx);
    if (options.demo) await seedDemoReportPlans(tx, standardId);
    await seedApprovalDefinitions(tx, null);
    return admin.generatedPassword ? { generatedAdminPassword: admin.generatedPassword } : {};
  });
  if (options.demo && options.files) {
    await writeDemoMaterialFiles(options.files);
    await writeDemoReceiptFiles(options.files);
  }
  return seeded;
}
