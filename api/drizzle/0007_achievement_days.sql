CREATE TABLE "achievement_days" (
	"day" date PRIMARY KEY NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	"graded" integer DEFAULT 0 NOT NULL,
	"ratio_sum" numeric DEFAULT '0' NOT NULL
);
--> statement-breakpoint

-- achievement_days: the not archived achievements of each lesson day, whatever the subject or
-- check type — statistics of everyone read 365 rows a school year. Kept by the roll-up trigger
-- like the others (0004_achievement_rollups); the functions below replace those of 0004.
CREATE OR REPLACE FUNCTION achievement_rollups_apply(r achievements, delta integer) RETURNS void
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

  INSERT INTO achievement_days AS t (day, n, graded, ratio_sum)
  VALUES (r.lesson_date, delta, v_graded, v_ratio)
  ON CONFLICT (day) DO UPDATE
  SET n = t.n + excluded.n, graded = t.graded + excluded.graded, ratio_sum = t.ratio_sum + excluded.ratio_sum;

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
    DELETE FROM achievement_days WHERE day = r.lesson_date AND n = 0;
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

-- Recomputes every roll-up from achievements; writes to achievements wait meanwhile.
CREATE OR REPLACE FUNCTION achievement_rollups_rebuild() RETURNS void
LANGUAGE plpgsql
AS $$
BEGIN
  LOCK TABLE achievements IN SHARE MODE;
  DELETE FROM achievement_counts;
  DELETE FROM achievement_days;
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

  INSERT INTO achievement_days (day, n, graded, ratio_sum)
  SELECT day, sum(n), sum(graded), sum(ratio_sum) FROM achievement_day_totals GROUP BY day;

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

INSERT INTO achievement_days (day, n, graded, ratio_sum)
SELECT day, sum(n), sum(graded), sum(ratio_sum) FROM achievement_day_totals GROUP BY day;
