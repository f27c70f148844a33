-- No two non-archived lessons of one cabinet on one day may overlap. Intervals are half-open
-- ([start, end)), so a lesson ending at 10:00 and one starting at 10:00 do not conflict.
-- The database itself refuses a conflicting insert or update (SQLSTATE 23P01), so two concurrent
-- requests can never both book the same time. drizzle-kit cannot express EXCLUDE: hence this file.
-- DEFERRABLE INITIALLY IMMEDIATE: checked per statement as usual, but a swap of two lessons may
-- defer it (SET CONSTRAINTS ... DEFERRED) so that the half-done swap does not trip over itself.
-- btree_gist (migration 0000) gives GiST the "=" on the integer columns.
ALTER TABLE "schedules" ADD CONSTRAINT "schedules_no_overlap" EXCLUDE USING gist (
	"cabinet_id" WITH =,
	"day_of_week" WITH =,
	int4range("start_min", "start_min" + "duration_minutes") WITH &&
) WHERE (NOT "is_archived") DEFERRABLE INITIALLY IMMEDIATE;
