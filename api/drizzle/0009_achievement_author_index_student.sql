-- The list search counts "by a teacher with this surname, not already counted by the student's
-- surname" from the author index alone: the index carries student_id. Drizzle's index builder
-- cannot say INCLUDE, so the schema declares the index without it.
DROP INDEX "achievements_author_date_idx";--> statement-breakpoint
CREATE INDEX "achievements_author_date_idx" ON "achievements" USING btree ("user_id","is_archived","lesson_date" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("student_id");
