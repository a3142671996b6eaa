import { and, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { beneficiaries } from '../../db/schema';
import { DEMO_CLIENT_MOBILE } from './accounts';

/**
 * The demo client's bank account (the portal's home page shows it masked, and a correction request may change it):
 * set once on the person record, only while it has none, so a reseed keeps any value changed since.
 */
export async function seedClientBank(tx: Transaction): Promise<void> {
  await tx
    .update(beneficiaries)
    .set({
      bankName: '中国工商银行昆明翠湖支行',
      bankAccountName: '张晓梅',
      bankAccountNo: '6222021234567891234',
    })
    .where(
      and(
        eq(beneficiaries.type, 'person'),
        eq(beneficiaries.mobile, DEMO_CLIENT_MOBILE),
        eq(beneficiaries.bankAccountNo, ''),
      ),
    );
}
