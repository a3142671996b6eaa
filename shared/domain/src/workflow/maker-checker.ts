import type { Machine } from './machine';

/** Who made a record that is reviewed: its creator and whoever last put it up for review. */
export interface MadeBy {
  createdById: number | null;
  submittedById: number | null;
}

/** The record was created or put up for review by this user. */
export function isOwnWork(record: MadeBy, userId: number | null | undefined): boolean {
  return (
    userId !== null &&
    userId !== undefined &&
    (record.createdById === userId || record.submittedById === userId)
  );
}

/**
 * Maker–checker: nobody reviews, verifies or approves what they created or submitted. True when `action` is a
 * review step of the machine and the record is the user's own work: the server refuses it (403, and the
 * database's CHECK is the backstop), the page disables the button and says why.
 */
export function refusedToMaker<Status extends string, Action extends string>(
  machine: Machine<Status, Action>,
  action: Action,
  record: MadeBy,
  userId: number | null | undefined,
): boolean {
  return machine.actions[action].step === 'review' && isOwnWork(record, userId);
}
