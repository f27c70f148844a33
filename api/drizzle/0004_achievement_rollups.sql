-- Roll-ups of achievements, kept in step by a trigger in the same transaction as every write
-- (PostgreSQL and PGlite alike), so that list totals, statistics and monthly reports read a
-- few rows instead of counting or grouping a million:
--   achievement_counts                 rows per author and archive state (list totals)
--   achievement_day_totals             not archived, per lesson day × subject × check type
--   achievement_teacher_days           the same per author
--   achievement_student_years          not archived, per school year × student: 12 month counts
--   achievement_teacher_student_years  the same per author
-- achievement_rollups_rebuild() recomputes all of them from achievements (after a bulk load
-- with the trigger disabled, or to repair).

-- The school year of a day: Y for 1 September Y … 31 August Y+1.
CREATE FUNCTION achievement_school_year(d date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN extract(month FROM d) >= 9 THEN extract(year FROM d)::integer ELSE extract(year FROM d)::integer - 1 END $$;
--> statement-breakpoint

-- The month of the school year: 1 = September … 12 = August.
CREATE FUNCTION achievement_school_month(d date) RETURNS integer
LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT (extract(month FROM d)::integer + 3) % 12 + 1 $$;
--> statement-breakpoint

-- Adds (delta = 1) or takes away (delta = -1) one achievement's share of every roll-up.
CREATE FUNCTION achievement_rollups_apply(r achievements, delta integer) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  v_graded integer := CASE WHEN r.max_points > 0 THEN delta ELSE 0 END;
  -- numeric: adding and later taking away the same ratio leaves exactly what was there.
  v_ratio numeric := CASE WHEN r.max_points > 0 THEN delta * (r.points / r.max_points) ELSE 0 END;
  v_year integer := achievement_school_year(r.lesson_date);
  v_month integer := achievement_school_month(r.lesson_date);
  v_months integer[] := array_fill(0, ARRAY[12]);
BEGIN
  INSERT INTO achievement_counts AS c (user_id, is_archived, n)
  VALUES (r.user_id, r.is_archived, delta)
  ON CONFLICT (user_id, is_archived) DO UPDATE SET n = c.n + excluded.n;
  IF delta < 0 THEN
    DELETE FROM achievement_counts WHERE user_id = r.user_id AND is_archived = r.is_archived AND n = 0;
  END IF;

  IF r.is_archived THEN
    RETURN;
  END IF;

  INSERT INTO achievement_day_totals AS t (day, subject, check_type, n, graded, ratio_sum)
  VALUES (r.lesson_date, r.subject, r.check_type, delta, v_graded, v_ratio)
  ON CONFLICT (day, subject, check_type) DO UPDATE
  SET n = t.n + excluded.n, graded = t.graded + excluded.graded, ratio_sum = t.ratio_sum + excluded.ratio_sum;

  INSERT INTO achievement_teacher_days AS t (user_id, day, subject, check_type, n, graded, ratio_sum)
  VALUES (r.user_id, r.lesson_date, r.subject, r.check_type, delta, v_graded, v_ratio)
  ON CONFLICT (user_id, day, subject, check_type) DO UPDATE
  SET n = t.n + excluded.n, graded = t.graded + excluded.graded, ratio_sum = t.ratio_sum + excluded.ratio_sum;

  v_months[v_month] := delta;

  INSERT INTO achievement_student_years AS y (school_year, student_id, months, total)
  VALUES (v_year, r.student_id, v_months, delta)
  ON CONFLICT ON CONSTRAINT achievement_student_years_pk DO UPDATE
  SET months[v_month] = y.months[v_month] + delta, total = y.total + delta;

  INSERT INTO achievement_teacher_student_years AS y (user_id, school_year, student_id, months, total)
  VALUES (r.user_id, v_year, r.student_id, v_months, delta)
  ON CONFLICT ON CONSTRAINT achievement_teacher_student_years_pk DO UPDATE
  SET months[v_month] = y.months[v_month] + delta, total = y.total + delta;

  -- Rows that drop to nothing go, as if rebuilt.
  IF delta < 0 THEN
    DELETE FROM achievement_day_totals
    WHERE day = r.lesson_date AND subject = r.subject AND check_type = r.check_type AND n = 0;
    DELETE FROM achievement_teacher_days
    WHERE user_id = r.user_id AND day = r.lesson_date AND subject = r.subject AND check_type = r.check_type AND n = 0;
    DELETE FROM achievement_student_years WHERE school_year = v_year AND student_id = r.student_id AND total = 0;
    DELETE FROM achievement_teacher_student_years
    WHERE user_id = r.user_id AND school_year = v_year AND student_id = r.student_id AND total = 0;
  END IF;
END
$$;
--> statement-breakpoint

CREATE FUNCTION achievements_rollups_trigger() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'UPDATE'
     AND (OLD.user_id, OLD.student_id, OLD.lesson_date, OLD.points, OLD.max_points, OLD.check_type, OLD.subject, OLD.is_archived)
         IS NOT DISTINCT FROM
         (NEW.user_id, NEW.student_id, NEW.lesson_date, NEW.points, NEW.max_points, NEW.check_type, NEW.subject, NEW.is_archived) THEN
    RETURN NULL; -- topic or comment only: no roll-up changes
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM achievement_rollups_apply(OLD, -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM achievement_rollups_apply(NEW, 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint

CREATE TRIGGER achievements_rollups
AFTER INSERT OR UPDATE OR DELETE ON achievements
FOR EACH ROW EXECUTE FUNCTION achievements_rollups_trigger();
--> statement-breakpoint

-- Recomputes every roll-up from achievements; writes to achievements wait meanwhile.
CREATE FUNCTION achievement_rollups_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE achievements IN SHARE MODE;
  DELETE FROM achievement_counts;
  DELETE FROM achievement_day_totals;
  DELETE FROM achievement_teacher_days;
  DELETE FROM achievement_student_years;
  DELETE FROM achievement_teacher_student_years;

  INSERT INTO achievement_counts (user_id, is_archived, n)
  SELECT user_id, is_archived, count(*) FROM achievements GROUP BY user_id, is_archived;

  INSERT INTO achievement_day_totals (day, subject, check_type, n, graded, ratio_sum)
  SELECT lesson_date, subject, check_type, count(*), count(*) FILTER (WHERE max_points > 0),
         coalesce(sum(points / max_points) FILTER (WHERE max_points > 0), 0)
  FROM achievements WHERE NOT is_archived
  GROUP BY lesson_date, subject, check_type;

  INSERT INTO achievement_teacher_days (user_id, day, subject, check_type, n, graded, ratio_sum)
  SELECT user_id, lesson_date, subject, check_type, count(*), count(*) FILTER (WHERE max_points > 0),
         coalesce(sum(points / max_points) FILTER (WHERE max_points > 0), 0)
  FROM achievements WHERE NOT is_archived
  GROUP BY user_id, lesson_date, subject, check_type;

  CREATE TEMPORARY TABLE achievement_rebuild_months AS
  SELECT user_id, student_id, achievement_school_year(lesson_date) AS school_year,
         achievement_school_month(lesson_date) AS month, count(*)::integer AS n
  FROM achievements WHERE NOT is_archived
  GROUP BY 1, 2, 3, 4;

  INSERT INTO achievement_teacher_student_years (user_id, school_year, student_id, months, total)
  SELECT user_id, school_year, student_id,
         ARRAY[coalesce(sum(n) FILTER (WHERE month = 1), 0), coalesce(sum(n) FILTER (WHERE month = 2), 0), coalesce(sum(n) FILTER (WHERE month = 3), 0), coalesce(sum(n) FILTER (WHERE month = 4), 0), coalesce(sum(n) FILTER (WHERE month = 5), 0), coalesce(sum(n) FILTER (WHERE month = 6), 0), coalesce(sum(n) FILTER (WHERE month = 7), 0), coalesce(sum(n) FILTER (WHERE month = 8), 0), coalesce(sum(n) FILTER (WHERE month = 9), 0), coalesce(sum(n) FILTER (WHERE month = 10), 0), coalesce(sum(n) FILTER (WHERE month = 11), 0), coalesce(sum(n) FILTER (WHERE month = 12), 0)]::integer[],
         sum(n)
  FROM achievement_rebuild_months GROUP BY user_id, school_year, student_id;

  INSERT INTO achievement_student_years (school_year, student_id, months, total)
  SELECT school_year, student_id,
         ARRAY[coalesce(sum(n) FILTER (WHERE month = 1), 0), coalesce(sum(n) FILTER (WHERE month = 2), 0), coalesce(sum(n) FILTER (WHERE month = 3), 0), coalesce(sum(n) FILTER (WHERE month = 4), 0), coalesce(sum(n) FILTER (WHERE month = 5), 0), coalesce(sum(n) FILTER (WHERE month = 6), 0), coalesce(sum(n) FILTER (WHERE month = 7), 0), coalesce(sum(n) FILTER (WHERE month = 8), 0), coalesce(sum(n) FILTER (WHERE month = 9), 0), coalesce(sum(n) FILTER (WHERE month = 10), 0), coalesce(sum(n) FILTER (WHERE month = 11), 0), coalesce(sum(n) FILTER (WHERE month = 12), 0)]::integer[],
         sum(n)
  FROM achievement_rebuild_months GROUP BY school_year, student_id;

  DROP TABLE achievement_rebuild_months;
END
$$;
--> statement-breakpoint

-- List search by the start of a surname (q), case-insensitive, under any collation.
CREATE INDEX IF NOT EXISTS users_second_name_prefix_idx ON users (lower(second_name) text_pattern_ops);
