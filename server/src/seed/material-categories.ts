import type { Transaction } from '../db/client';
import { materialCategoryRules } from '../db/schema';

/**
 * The archive's rule for each `material_category` value: years kept (accounting records and what commits money
 * 30, as the rules on accounting archives ask; working papers and photos 10) and whether a project closes only
 * once one is archived: its signed agreement, a stage report and a payment receipt (what the steps file by
 * themselves). The closing report is written while the project is closing, so it cannot hold the close up.
 * Inserted when missing: a rule changed in the database is kept.
 */
export const MATERIAL_CATEGORY_RULES: {
  category: string;
  retentionYears: number;
  requiredForClose: boolean;
}[] = [
  { category: 'application', retentionYears: 10, requiredForClose: false },
  { category: 'agreement', retentionYears: 30, requiredForClose: true },
  { category: 'report', retentionYears: 10, requiredForClose: true },
  { category: 'invoice', retentionYears: 30, requiredForClose: true },
  { category: 'photo', retentionYears: 10, requiredForClose: false },
  { category: 'certificate', retentionYears: 30, requiredForClose: false },
  { category: 'closing', retentionYears: 30, requiredForClose: false },
  { category: 'finance', retentionYears: 30, requiredForClose: false },
  { category: 'other', retentionYears: 10, requiredForClose: false },
];

export async function seedMaterialCategoryRules(tx: Transaction): Promise<void> {
  await tx.insert(materialCategoryRules).values(MATERIAL_CATEGORY_RULES).onConflictDoNothing();
}
