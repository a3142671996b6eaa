import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { appropriations, beneficiaryClientAccounts, files, projects } from '../../db/schema';
import { DEMO_CLIENT_MOBILE } from './accounts';
import { demoPdf } from './material-files';
import { writeMissingFiles } from './write-missing-files';
import type { FileStorage } from '../../storage/file-storage';

/**
 * The bank receipts of the demo portal user's paid appropriations (the records the demo phone signs in as), so
 * the portal's finances page has receipts to download. The bytes are fixed (the n-th receipt reads the same at
 * every start, so the start-up can write them without the database); each row is named after its payment.
 */
export const DEMO_RECEIPT_FILES = Array.from({ length: 8 }, (_, index) =>
  demoPdf(`receipt-${index + 1}.pdf`, [
    'Bank transfer receipt',
    `Demo payment receipt no. ${index + 1}`,
    'Paid by the foundation to the beneficiary account on record',
  ]),
);

/**
 * Attaches a receipt to each paid appropriation of the demo phone's records that has none, oldest first, while
 * receipts are left; a receipt already attached (its row exists) is not used twice. Idempotent.
 */
export async function seedPaymentReceipts(tx: Transaction, userIds: Map<string, number>): Promise<void> {
  const owners = tx
    .select({ id: beneficiaryClientAccounts.beneficiaryId })
    .from(beneficiaryClientAccounts)
    .where(eq(beneficiaryClientAccounts.mobile, DEMO_CLIENT_MOBILE));
  const paid = await tx
    .select({
      id: appropriations.id,
      code: appropriations.code,
      paidAt: appropriations.paidAt,
      receiptFileId: appropriations.receiptFileId,
    })
    .from(appropriations)
    .innerJoin(projects, eq(projects.id, appropriations.projectId))
    .where(and(eq(appropriations.status, 'paid'), inArray(projects.beneficiaryId, owners)))
    .orderBy(asc(appropriations.id));
  const used = await tx
    .select({ storageKey: files.storageKey })
    .from(files)
    .where(
      inArray(
        files.storageKey,
        DEMO_RECEIPT_FILES.map((file) => file.storageKey),
      ),
    );
  const free = DEMO_RECEIPT_FILES.filter((file) => !used.some((row) => row.storageKey === file.storageKey));
  const uploadedBy = userIds.get('admin')!;
  for (const payment of paid) {
    if (payment.receiptFileId !== null) continue;
    const file = free.shift();
    if (!file) return;
    const [row] = await tx
      .insert(files)
      .values({
        name: `付款回单-${payment.code}.pdf`,
        mime: file.mime,
        size: file.bytes.length,
        sha256: file.sha256,
        storageKey: file.storageKey,
        uploadedBy,
        createdAt: payment.paidAt ?? new Date(),
      })
      .returning({ id: files.id });
    await tx
      .update(appropriations)
      .set({ receiptFileId: row!.id })
      .where(and(eq(appropriations.id, payment.id), isNull(appropriations.receiptFileId)));
  }
}

/** Writes the demo receipts' bytes to the storage where they are missing. */
export async function writeDemoReceiptFiles(storage: FileStorage): Promise<void> {
  await writeMissingFiles(storage, DEMO_RECEIPT_FILES);
}
