-- Login throttling kept in the database, so that several API processes on one PostgreSQL count
-- the same failures. One row per key: "pair:<username>|<ip>" (the progressive delay) and
-- "user:<username>" (the soft per-username limit). Rows past their window are purged.
CREATE TABLE "login_attempts" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "login_attempts_window_idx" ON "login_attempts" USING btree ("window_started_at");
--> statement-breakpoint
-- Raised by logout-everywhere, a password change and a ban: access tokens carry the version
-- they were signed with, and the per-request read of the caller refuses an older one.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- A session family ends 30 days after its login, however often it was refreshed.
ALTER TABLE "refresh_sessions" ADD COLUMN "family_started_at" timestamp with time zone DEFAULT now() NOT NULL;
