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
--> statement-breakpoint
-- A user with history is banned, not deleted: deleting a teacher of a class or of a lesson, or a
-- student enrolled in a lesson, is refused (it used to remove the class places and enrolments, or
-- forget the lesson's teacher). Roles and refresh sessions, the user's own rows, still cascade.
ALTER TABLE "class_teachers" DROP CONSTRAINT "class_teachers_teacher_id_users_id_fk", ADD CONSTRAINT "class_teachers_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "schedule_students" DROP CONSTRAINT "schedule_students_student_id_users_id_fk", ADD CONSTRAINT "schedule_students_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
--> statement-breakpoint
ALTER TABLE "schedules" DROP CONSTRAINT "schedules_teacher_id_users_id_fk", ADD CONSTRAINT "schedules_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION;
