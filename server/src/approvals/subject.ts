import type { ApprovalBusinessType } from '@pm/domain/shapes/approval';
import type { FastifyRequest } from 'fastify';
import type { Executor, Transaction } from '../db/client';
import type { SnapshotField } from '../db/schema';

/** What an instance keeps of its record to list and open it. */
export interface SubjectFacts {
  /** The record's code and title, as the inbox row names it. */
  title: string;
  projectId: number | null;
  /** The amount a node's condition reads (a payment's amount, an application's requested amount), or null. */
  amount: string | null;
  /** The staff page of the live record. */
  path: string;
}

/** What the approver decided, passed to the record's approve step. */
export interface Decision {
  comment: string;
  /** An application's last approval: the amount granted (the requested amount when left out). */
  approvedAmount?: string;
}

/**
 * A kind of record that goes through a definition (one per business type), written by the module that owns the
 * record. The engine locks the record before the instance (the order every write follows: record, then its
 * approval, then its project) and drives the record's own machine through these steps, in the engine's
 * transaction. The steps run as the approver: their data scope does not apply (`scopeForApprover`), the
 * definition made them its approver.
 */
export interface ApprovalSubject<
  Row extends { id: number; status: string } = { id: number; status: string },
> {
  businessType: ApprovalBusinessType;
  /** Locks the record (404 in the caller's words when it does not exist). */
  lock(tx: Transaction, request: FastifyRequest, id: number): Promise<Row>;
  /** Reads the record without a lock (the live side of an instance's panel); undefined when it is gone. */
  load(db: Executor, id: number): Promise<Row | undefined>;
  facts(db: Executor, row: Row): Promise<SubjectFacts>;
  /** The fields an approver reads, as they are now: kept at the start, read again beside it. */
  snapshot(db: Executor, row: Row): Promise<SnapshotField[]>;
  /** Who made the record (created and submitted it): never its approvers. */
  makers(row: Row): number[];
  /** The first decision on a waiting record (an application goes under review); optional. */
  onFirstDecision?(tx: Transaction, request: FastifyRequest, id: number): Promise<void>;
  /** The last node approved: the record's approve step. */
  onApproved(tx: Transaction, request: FastifyRequest, id: number, decision: Decision): Promise<void>;
  /** Rejected: the record goes back to its initiator, editable. */
  onRejected(tx: Transaction, request: FastifyRequest, id: number, comment: string): Promise<void>;
  /** Withdrawn by its initiator before anyone acted: back to editable. */
  onWithdrawn(tx: Transaction, request: FastifyRequest, id: number): Promise<void>;
}
