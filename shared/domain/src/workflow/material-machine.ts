import { defineMachine } from './machine';

/**
 * The button codes of the material archive (`/archives/material`). The menu key `fileArchive` is needed to read
 * any of it, and the server asks for it on every route besides the button code a write needs.
 */
export const MATERIAL_BUTTONS = {
  create: 'archive:create',
  /** Adding files and versions to an entry, and confirming a pending entry into the archive. */
  update: 'archive:update',
  /** Lending an archived entry out and taking it back. */
  borrow: 'archive:borrow',
  destroy: 'archive:destroy',
  /** Seeing (and filing) confidential entries: without it they do not exist for the caller. */
  confidential: 'archive:confidential',
  export: 'archive:export',
} as const;
export type MaterialButton = (typeof MATERIAL_BUTTONS)[keyof typeof MATERIAL_BUTTONS];

/**
 * An archive entry: pending (filed, not yet confirmed by the archive), archived (in the archive), borrowed (lent
 * out, comes back archived) and destroyed (final, once its retention date has passed; the row and its history
 * stay).
 */
export const MATERIAL_STATUSES = ['pending', 'archived', 'borrowed', 'destroyed'] as const;
export type MaterialStatus = (typeof MATERIAL_STATUSES)[number];

export const materialMachine = defineMachine({
  entity: 'material',
  statuses: MATERIAL_STATUSES,
  actions: {
    archive: { from: ['pending'], to: 'archived', permission: MATERIAL_BUTTONS.update },
    borrow: { from: ['archived'], to: 'borrowed', permission: MATERIAL_BUTTONS.borrow },
    giveBack: { from: ['borrowed'], to: 'archived', permission: MATERIAL_BUTTONS.borrow },
    // A borrowed entry comes back before it is destroyed; the retention date is checked besides (isRetentionOver).
    destroy: { from: ['archived'], to: 'destroyed', permission: MATERIAL_BUTTONS.destroy },
  },
});
export type MaterialAction = keyof typeof materialMachine.actions;

/** What counts as kept in the archive (the close gate): a borrowed entry is still the archive's. */
export const MATERIAL_KEPT_STATUSES = ['archived', 'borrowed'] as const satisfies readonly MaterialStatus[];

/** Files and versions are added to an entry that has not been destroyed. */
export const MATERIAL_FILE_STATUSES = [
  'pending',
  'archived',
  'borrowed',
] as const satisfies readonly MaterialStatus[];

/** Steps that cannot be undone: the page asks for confirmation (and a reason) first. */
export const MATERIAL_DESTRUCTIVE_ACTIONS = ['destroy'] as const satisfies readonly MaterialAction[];

/** How secret an entry is; `confidential` needs `archive:confidential` to be seen at all. */
export const MATERIAL_CONFIDENTIALITY = ['public', 'internal', 'confidential'] as const;
export type MaterialConfidentiality = (typeof MATERIAL_CONFIDENTIALITY)[number];

/** The records an entry may come from (filed automatically by their step), besides a manual entry (none). */
export const MATERIAL_SOURCES = ['agreement', 'report', 'appropriation'] as const;
export type MaterialSource = (typeof MATERIAL_SOURCES)[number];

/** A borrowing is overdue from the day after its due date (ISO dates; `today` the business date). */
export function isBorrowingOverdue(dueOn: string, today: string): boolean {
  return dueOn < today;
}
