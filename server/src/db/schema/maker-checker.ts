import { sql } from 'drizzle-orm';
import { check, integer, type PgColumn } from 'drizzle-orm/pg-core';
import { users } from './organisation';

/**
 * Who made a record that is reviewed and who reviewed it: the columns of the maker–checker rule (nobody reviews,
 * verifies or approves what they created or submitted), on every table with a review step.
 */
export const makerCheckerColumns = () => ({
  createdBy: integer('created_by').references(() => users.id),
  /** Who last put it up for review: created it submitted, submitted or resubmitted it. */
  submittedBy: integer('submitted_by').references(() => users.id),
  /** Who took its last review step since it was last put up for review; a new submission clears it. */
  reviewedBy: integer('reviewed_by').references(() => users.id),
});

interface MakerCheckerColumns {
  createdBy: PgColumn;
  submittedBy: PgColumn;
  reviewedBy: PgColumn;
}

/** The database's backstop of the rule the server checks first: the reviewer is neither creator nor submitter. */
export const makerCheckerCheck = (table: string, columns: MakerCheckerColumns) =>
  check(
    `${table}_maker_checker_check`,
    sql`${columns.reviewedBy} is null or (${columns.reviewedBy} is distinct from ${columns.createdBy} and ${columns.reviewedBy} is distinct from ${columns.submittedBy})`,
  );
