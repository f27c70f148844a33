-- A cancelled occurrence did not take place: its marks stay stored (history, and they count again
-- when it is restored), but attendance_day_totals, the statistics' roll-up, leaves them out
-- (docs/product/beyond.md §3). Marks of a cancelled occurrence are never added (the journal
-- refuses them; the triggers skip them anyway), and cancelling or restoring an occurrence takes its
-- marks out of the totals or puts them back.
CREATE OR REPLACE FUNCTION attendance_marks_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	INSERT INTO attendance_day_totals AS t (day, teacher_key, subject, marked, attended)
	SELECT m.date, coalesce(o.teacher_id, 0), o.subject, count(*), count(*) FILTER (WHERE m.mark IN ('present', 'late'))
	FROM new_marks m JOIN journal_occurrences o ON o.schedule_id = m.schedule_id AND o.date = m.date
	WHERE NOT o.cancelled
	GROUP BY 1, 2, 3
	ON CONFLICT (day, teacher_key, subject) DO UPDATE
	SET marked = t.marked + excluded.marked, attended = t.attended + excluded.attended;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION attendance_marks_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	INSERT INTO attendance_day_totals AS t (day, teacher_key, subject, marked, attended)
	SELECT m.date, coalesce(o.teacher_id, 0), o.subject, 0,
		count(*) FILTER (WHERE m.mark IN ('present', 'late')) - count(*) FILTER (WHERE b.mark IN ('present', 'late'))
	FROM new_marks m
		JOIN old_marks b ON b.schedule_id = m.schedule_id AND b.date = m.date AND b.student_id = m.student_id
		JOIN journal_occurrences o ON o.schedule_id = m.schedule_id AND o.date = m.date
	WHERE NOT o.cancelled
	GROUP BY 1, 2, 3
	ON CONFLICT (day, teacher_key, subject) DO UPDATE SET attended = t.attended + excluded.attended;
	RETURN NULL;
END
$$;
--> statement-breakpoint
-- An occurrence cancelled takes its marks out of the totals; restored, puts them back.
CREATE FUNCTION attendance_occurrence_cancelled() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
	v_sign integer := CASE WHEN NEW.cancelled THEN -1 ELSE 1 END;
BEGIN
	IF NEW.cancelled = OLD.cancelled THEN
		RETURN NULL;
	END IF;
	INSERT INTO attendance_day_totals AS t (day, teacher_key, subject, marked, attended)
	SELECT NEW.date, coalesce(NEW.teacher_id, 0), NEW.subject, v_sign * count(*), v_sign * count(*) FILTER (WHERE m.mark IN ('present', 'late'))
	FROM attendance_marks m
	WHERE m.schedule_id = NEW.schedule_id AND m.date = NEW.date
	HAVING count(*) > 0
	ON CONFLICT (day, teacher_key, subject) DO UPDATE
	SET marked = t.marked + excluded.marked, attended = t.attended + excluded.attended;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "attendance_occurrences_totals" AFTER UPDATE OF "cancelled" ON "journal_occurrences"
FOR EACH ROW EXECUTE FUNCTION attendance_occurrence_cancelled();
--> statement-breakpoint
-- The totals so far counted the marks of cancelled occurrences too: counted again without them.
DELETE FROM "attendance_day_totals";
--> statement-breakpoint
INSERT INTO "attendance_day_totals" (day, teacher_key, subject, marked, attended)
SELECT m.date, coalesce(o.teacher_id, 0), o.subject, count(*), count(*) FILTER (WHERE m.mark IN ('present', 'late'))
FROM attendance_marks m JOIN journal_occurrences o ON o.schedule_id = m.schedule_id AND o.date = m.date
WHERE NOT o.cancelled
GROUP BY 1, 2, 3;
