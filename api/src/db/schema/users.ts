import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ROLE_VALUES } from '@diary/common';

const quoted = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    username: text('username').notNull().unique('users_username_unique'),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    secondName: text('second_name').notNull(),
    lastName: text('last_name'),
    subject: text('subject'),
    male: text('male', { enum: ['M', 'F'] })
      .notNull()
      .default('M'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    /** Raised to end every access token already issued (logout everywhere, password change, ban). */
    tokenVersion: integer('token_version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('users_male_check', sql`${t.male} in ('M', 'F')`), index('users_second_name_idx').on(t.secondName, t.firstName)],
);

/** A user's roles in order: position 0 is the primary role, the one that decides permissions. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ROLE_VALUES }).notNull(),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ name: 'user_roles_pk', columns: [t.userId, t.role] }),
    unique('user_roles_position_unique').on(t.userId, t.position),
    index('user_roles_role_idx').on(t.role, t.position),
    check('user_roles_role_check', sql`${t.role} in (${quoted(ROLE_VALUES)})`),
  ],
);

/**
 * One row per issued refresh token. A login starts a family; each refresh marks the
 * presented row used and adds the next one to the family. Presenting a used row again
 * means the token leaked, so the whole family is revoked.
 */
export const refreshSessions = pgTable(
  'refresh_sessions',
  {
    id: uuid('id').primaryKey(),
    familyId: uuid('family_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** The family's login: no refresh extends a family past 30 days from it. */
    familyStartedAt: timestamp('family_started_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('refresh_sessions_family_idx').on(t.familyId), index('refresh_sessions_user_idx').on(t.userId)],
);

/**
 * Login attempts per key ("pair:<username>|<ip>", "user:<username>"), shared by every API process:
 * counted before the password is checked, a correct one given back (auth/login-rate-limit.ts).
 */
export const loginAttempts = pgTable(
  'login_attempts',
  {
    key: text('key').primaryKey(),
    failures: integer('failures').notNull().default(0),
    windowStartedAt: timestamp('window_started_at', { withTimezone: true }).notNull(),
    blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  },
  (t) => [index('login_attempts_window_idx').on(t.windowStartedAt)],
);

export type UserRow = typeof users.$inferSelect;
