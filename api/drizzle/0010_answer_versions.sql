CREATE TABLE "answer_versions" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"achievements" bigint DEFAULT 0 NOT NULL,
	"timetable" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "answer_versions_one_row" CHECK ("answer_versions"."id")
);
--> statement-breakpoint
INSERT INTO "answer_versions" DEFAULT VALUES;
--> statement-breakpoint

-- Raises the counters named by the trigger's arguments, once per transaction each. The row
-- triggers below are deferred to the commit: the counter changes in the same transaction as
-- the data (a reader sees both or neither), and the row's lock is the last one a transaction
-- takes, held for the moment of its commit, so writers never deadlock on it.
CREATE FUNCTION answer_versions_bump() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_domain text;
BEGIN
  FOREACH v_domain IN ARRAY TG_ARGV LOOP
    IF current_setting('diary.answer_bumped_' || v_domain, true) IS DISTINCT FROM 'on' THEN
      EXECUTE format('UPDATE answer_versions SET %1$I = %1$I + 1', v_domain);
      PERFORM set_config('diary.answer_bumped_' || v_domain, 'on', true);
    END IF;
  END LOOP;
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- What the cached answers show:
--   achievements  the achievement lists and the monthly reports (achievements and their people;
--                 the roll-ups change only with achievements)
--   timetable     a branch's week (lessons, their students, classes with teachers and subjects,
--                 group types, cabinets, branches and people)
CREATE PROCEDURE answer_versions_watch(p_table regclass, p_domains text[], p_update_of text DEFAULT NULL)
LANGUAGE plpgsql
AS $$
DECLARE
  v_args text := (SELECT string_agg(quote_literal(d), ', ') FROM unnest(p_domains) d);
  v_update text := CASE WHEN p_update_of IS NULL THEN 'UPDATE' ELSE 'UPDATE OF ' || p_update_of END;
  v_name text := replace(p_table::text, '"', '');
BEGIN
  EXECUTE format(
    'CREATE CONSTRAINT TRIGGER %I AFTER INSERT OR DELETE OR %s ON %s DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION answer_versions_bump(%s)',
    v_name || '_answer_versions', v_update, p_table, v_args);
  EXECUTE format(
    'CREATE TRIGGER %I AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION answer_versions_bump(%s)',
    v_name || '_answer_versions_truncate', p_table, v_args);
END
$$;
--> statement-breakpoint
CALL answer_versions_watch('achievements', ARRAY['achievements']);
--> statement-breakpoint
CALL answer_versions_watch('users', ARRAY['achievements', 'timetable'], 'first_name, second_name, last_name');
--> statement-breakpoint
CALL answer_versions_watch('schedules', ARRAY['timetable']);
--> statement-breakpoint
CALL answer_versions_watch('schedule_students', ARRAY['timetable']);
--> statement-breakpoint
CALL answer_versions_watch('classes', ARRAY['timetable']);
--> statement-breakpoint
CALL answer_versions_watch('class_teachers', ARRAY['timetable']);
--> statement-breakpoint
CALL answer_versions_watch('class_subjects', ARRAY['timetable']);
--> statement-breakpoint
CALL answer_versions_watch('subjects', ARRAY['timetable']);
--> statement-breakpoint
CALL answer_versions_watch('group_types', ARRAY['timetable']);
--> statement-breakpoint
CALL answer_versions_watch('cabinets', ARRAY['timetable']);
--> statement-breakpoint
CALL answer_versions_watch('filials', ARRAY['timetable']);
--> statement-breakpoint
DROP PROCEDURE answer_versions_watch(regclass, text[], text);
