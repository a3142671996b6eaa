import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { beneficiaries } from './beneficiaries';
import { createdAt, id } from './columns';
import { users } from './organisation';

export type SessionKind = 'staff' | 'client';

/** A signed-in token. Only the token's SHA-256 is stored, so a database leak yields no usable token. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    kind: text('kind').$type<SessionKind>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    beneficiaryId: integer('beneficiary_id').references(() => beneficiaries.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_key').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
    index('sessions_expires_at_idx').on(table.expiresAt),
    check(
      'sessions_owner_check',
      sql`(${table.kind} = 'staff' and ${table.userId} is not null) or (${table.kind} = 'client' and ${table.beneficiaryId} is not null)`,
    ),
  ],
);

export type VerifyPurpose = 'captcha' | 'sms_staff' | 'sms_client';

/** Captcha answers and SMS codes: hashed, expiring, single-use, with a wrong-attempt counter. */
export const verifyCodes = pgTable(
  'verify_codes',
  {
    id: id(),
    purpose: text('purpose').$type<VerifyPurpose>().notNull(),
    /** The captcha id, or the mobile number an SMS code went to. */
    target: text('target').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('verify_codes_lookup_idx').on(table.purpose, table.target, table.createdAt),
    index('verify_codes_expires_at_idx').on(table.expiresAt),
    check('verify_codes_purpose_check', sql`${table.purpose} in ('captcha', 'sms_staff', 'sms_client')`),
  ],
);

/**
 * Sign-in attempts counted per key (an account and source pair, a source, an account: see
 * security/login-throttle.ts) in a window, and the lock a key earns. Keys are stored as SHA-256: a username typed
 * by mistake into the wrong field (a password) is not kept readable.
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    keyHash: text('key_hash').primaryKey(),
    attempts: integer('attempts').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true, mode: 'date' }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    /** The hashed account the key counts for (none for a source's key), so an administrator can unlock it. */
    accountHash: text('account_hash'),
  },
  (table) => [
    index('login_attempts_window_idx').on(table.windowStartedAt),
    index('login_attempts_account_idx').on(table.accountHash),
  ],
);
