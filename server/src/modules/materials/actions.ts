import {
  materialBorrowForm,
  materialDestroyForm,
  type MaterialBorrowValues,
} from '@pm/domain/forms/material-form';
import type { MaterialDetail } from '@pm/domain/shapes/material';
import { materialMachine, type MaterialAction } from '@pm/domain/workflow/material-machine';
import { isRetentionOver } from '@pm/domain/utils/retention';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { withAudit } from '../../db/audit';
import type { Database, Transaction } from '../../db/client';
import { materialBorrowings, materials } from '../../db/schema';
import { conflict } from '../../http/errors';
import { assertForm } from '../../http/form';
import { assertVersion, nextStatus } from '../../http/workflow';
import { staffOf } from '../../plugins/auth';
import { businessDate } from '../../records/today';
import { materialDetail } from './detail';
import { lockMaterial, type MaterialRow } from './write';

interface Step {
  action: MaterialAction;
  version: number;
  /** The reason kept on the entry's history (destroying, taking back with a note). */
  comment?: string;
  /** What the step does besides moving the entry, after the machine allowed it; returns what the log adds. */
  effect?: (tx: Transaction, row: MaterialRow, userId: number) => Promise<Record<string, unknown>>;
}

/** One step of an entry's machine in one transaction: the row locked, its version and status checked, logged. */
async function takeMaterialStep(db: Database, request: FastifyRequest, id: number, step: Step) {
  const userId = staffOf(request).userId;
  await db.transaction(async (tx) => {
    const before = await lockMaterial(tx, request, id);
    assertVersion(request, before.version, step.version);
    const status = nextStatus(request, materialMachine, before.status, step.action);
    const logged = (await step.effect?.(tx, before, userId)) ?? {};
    const [after] = await tx
      .update(materials)
      .set({ status, version: before.version + 1 })
      .where(eq(materials.id, id))
      .returning();
    await withAudit(
      tx,
      { id: userId },
      step.action,
      'material',
      id,
      { code: before.code, status: before.status },
      { code: after!.code, status: after!.status, ...logged },
      { projectId: before.projectId, comment: step.comment || null },
    );
  });
  return materialDetail(db, request, id);
}

/** Confirms a pending entry into the archive. */
export function archiveMaterial(db: Database, request: FastifyRequest, id: number, version: number) {
  return takeMaterialStep(db, request, id, { action: 'archive', version });
}

/** Lends an archived entry out from today until the due date. */
export function borrowMaterial(
  db: Database,
  request: FastifyRequest,
  id: number,
  input: MaterialBorrowValues & { version: number },
): Promise<MaterialDetail> {
  const today = businessDate();
  const values = { borrower: input.borrower, purpose: input.purpose, dueOn: input.dueOn };
  assertForm(request, materialBorrowForm, values, { today });
  return takeMaterialStep(db, request, id, {
    action: 'borrow',
    version: input.version,
    effect: async (tx, row, userId) => {
      const borrowing = {
        borrower: values.borrower.trim(),
        purpose: values.purpose.trim(),
        borrowedOn: today,
        dueOn: values.dueOn,
      };
      await tx.insert(materialBorrowings).values({ ...borrowing, materialId: row.id, lentBy: userId });
      return borrowing;
    },
  });
}

/** Takes a borrowed entry back: its open borrowing ends today. */
export function giveBackMaterial(
  db: Database,
  request: FastifyRequest,
  id: number,
  input: { version: number; comment: string },
): Promise<MaterialDetail> {
  return takeMaterialStep(db, request, id, {
    action: 'giveBack',
    version: input.version,
    comment: input.comment.trim(),
    effect: async (tx, row, userId) => {
      const returnedOn = businessDate();
      await tx
        .update(materialBorrowings)
        .set({ returnedOn, receivedBy: userId })
        .where(and(eq(materialBorrowings.materialId, row.id), isNull(materialBorrowings.returnedOn)));
      return { returnedOn };
    },
  });
}

/** Destroys an archived entry once its retention date has passed (409 naming the date before that). */
export function destroyMaterial(
  db: Database,
  request: FastifyRequest,
  id: number,
  input: { version: number; reason: string },
): Promise<MaterialDetail> {
  assertForm(request, materialDestroyForm, { reason: input.reason });
  return takeMaterialStep(db, request, id, {
    action: 'destroy',
    version: input.version,
    comment: input.reason.trim(),
    effect: async (_tx, row) => {
      if (!isRetentionOver(row.retentionUntil, businessDate())) {
        throw conflict(request.t('material.retentionNotOver', { date: row.retentionUntil }));
      }
      return { retentionUntil: row.retentionUntil };
    },
  });
}
