-- The list filtered by subject: a page from its own index, and its total from the day roll-ups
-- index-only (INCLUDE (n), which drizzle's index builder cannot say; the schema declares it without).
CREATE INDEX "achievement_day_totals_subject_day_idx" ON "achievement_day_totals" USING btree ("subject","day") INCLUDE ("n");--> statement-breakpoint
CREATE INDEX "achievements_subject_date_idx" ON "achievements" USING btree ("subject","is_archived","lesson_date" DESC NULLS FIRST,"id" DESC NULLS FIRST);