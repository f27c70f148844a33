-- The attendance journal (docs/product/beyond.md §3).
--
-- A weekly lesson (schedules) is a pattern: it occurs on each date of its weekday from
-- `occurs_from` on, unless archived, except on days off of its branch or of every branch.
-- journal_occurrences keeps an occurrence as it was on its date: every occurrence once its date
-- has passed (journal_keep_past(), called by the journal's reads), one marked or cancelled at
-- once, and the past ones of a weekly lesson about to change (the trigger below). An
-- occurrence's row wins over the pattern: its time, cabinet and teacher never follow later edits.
-- attendance_marks holds one mark per student of an occurrence; a mark is replaced, never removed.
-- attendance_day_totals rolls the marks up per day × teacher × subject for the statistics, kept
-- in step by statement triggers.

-- The centre's time zone, written by the server at start (CENTRE_TIME_ZONE): "today" of the journal.
CREATE TABLE "centre_settings" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"time_zone" text DEFAULT 'Europe/Moscow' NOT NULL,
	-- Every occurrence up to this date is a row of journal_occurrences (journal_keep_past()).
	"journal_kept_through" date,
	CONSTRAINT "centre_settings_one_row" CHECK ("id")
);
--> statement-breakpoint
INSERT INTO "centre_settings" DEFAULT VALUES;
--> statement-breakpoint
CREATE FUNCTION centre_time_zone() RETURNS text
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT coalesce((SELECT time_zone FROM centre_settings), 'Europe/Moscow') $$;
--> statement-breakpoint
CREATE FUNCTION centre_today() RETURNS date
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT (now() AT TIME ZONE centre_time_zone())::date $$;
--> statement-breakpoint

ALTER TABLE "schedules" ADD COLUMN "occurs_from" date;
--> statement-breakpoint
UPDATE "schedules" SET "occurs_from" = ("created_at" AT TIME ZONE centre_time_zone())::date;
--> statement-breakpoint
ALTER TABLE "schedules" ALTER COLUMN "occurs_from" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "schedules" ALTER COLUMN "occurs_from" SET DEFAULT centre_today();
--> statement-breakpoint

CREATE TABLE "journal_occurrences" (
	"schedule_id" integer NOT NULL,
	"date" date NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"start_min" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"cabinet_id" integer NOT NULL,
	"filial_id" integer NOT NULL,
	"teacher_id" integer,
	"marked" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"cancel_reason" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_occurrences_pk" PRIMARY KEY("schedule_id","date")
);
--> statement-breakpoint
ALTER TABLE "journal_occurrences" ADD CONSTRAINT "journal_occurrences_schedule_id_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."schedules"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_occurrences" ADD CONSTRAINT "journal_occurrences_cabinet_id_cabinets_id_fk" FOREIGN KEY ("cabinet_id") REFERENCES "public"."cabinets"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_occurrences" ADD CONSTRAINT "journal_occurrences_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_occurrences" ADD CONSTRAINT "journal_occurrences_teacher_id_users_id_fk" FOREIGN KEY ("teacher_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "journal_occurrences_date_idx" ON "journal_occurrences" USING btree ("date","filial_id");--> statement-breakpoint
CREATE INDEX "journal_occurrences_teacher_idx" ON "journal_occurrences" USING btree ("teacher_id","date");--> statement-breakpoint
-- The registers not taken: kept occurrences without marks, not cancelled.
CREATE INDEX "journal_occurrences_open_idx" ON "journal_occurrences" USING btree ("date") WHERE NOT "marked" AND NOT "cancelled";--> statement-breakpoint

CREATE TABLE "attendance_marks" (
	"schedule_id" integer NOT NULL,
	"date" date NOT NULL,
	"student_id" integer NOT NULL,
	"mark" text NOT NULL,
	"minutes_late" integer,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "attendance_marks_pk" PRIMARY KEY("schedule_id","date","student_id"),
	CONSTRAINT "attendance_marks_mark_check" CHECK ("mark" in ('present', 'late', 'absent', 'excused')),
	CONSTRAINT "attendance_marks_minutes_late_check" CHECK ("minutes_late" between 0 and 1440)
);
--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_occurrence_fk" FOREIGN KEY ("schedule_id","date") REFERENCES "public"."journal_occurrences"("schedule_id","date") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attendance_marks" ADD CONSTRAINT "attendance_marks_student_id_users_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attendance_marks_student_idx" ON "attendance_marks" USING btree ("student_id","date");--> statement-breakpoint

CREATE TABLE "days_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "days_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"date" date NOT NULL,
	"filial_id" integer,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "days_off" ADD CONSTRAINT "days_off_filial_id_filials_id_fk" FOREIGN KEY ("filial_id") REFERENCES "public"."filials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One day off per date and branch; 0 stands for "every branch".
CREATE UNIQUE INDEX "days_off_date_filial_unique" ON "days_off" USING btree ("date", coalesce("filial_id", 0));--> statement-breakpoint

CREATE TABLE "attendance_day_totals" (
	"day" date NOT NULL,
	-- 0: a lesson without a teacher.
	"teacher_key" integer NOT NULL,
	"subject" text NOT NULL,
	"marked" integer NOT NULL,
	-- present or late
	"attended" integer NOT NULL,
	CONSTRAINT "attendance_day_totals_pk" PRIMARY KEY("day","teacher_key","subject")
);
--> statement-breakpoint

-- Whether the date is a day off of the branch (or of every branch).
CREATE FUNCTION journal_is_day_off(p_date date, p_filial integer) RETURNS boolean
LANGUAGE sql STABLE PARALLEL SAFE
AS $$ SELECT EXISTS (SELECT 1 FROM days_off x WHERE x.date = p_date AND (x.filial_id IS NULL OR x.filial_id = p_filial)) $$;
--> statement-breakpoint

-- The occurrences of every lesson from p_from to p_to: the kept ones (journal_occurrences), and
-- after the date they are all kept through, those of the weekly patterns. A day off hides the
-- occurrences that have no marks. (Days off are written out as two anti-joins rather than with
-- journal_is_day_off(): a function with a subquery is not inlined, and would run once a row.)
CREATE FUNCTION journal_occurrences_in(p_from date, p_to date)
RETURNS TABLE (
	schedule_id integer, date date, name text, subject text, start_min integer, duration_minutes integer,
	cabinet_id integer, filial_id integer, teacher_id integer, marked boolean, cancelled boolean, cancel_reason text
)
LANGUAGE sql STABLE
AS $$
	SELECT o.schedule_id, o.date, o.name, o.subject, o.start_min, o.duration_minutes,
		o.cabinet_id, o.filial_id, o.teacher_id, o.marked, o.cancelled, o.cancel_reason
	FROM journal_occurrences o
	WHERE o.date BETWEEN p_from AND p_to
		AND (o.marked OR (
			NOT EXISTS (SELECT 1 FROM days_off x WHERE x.date = o.date AND x.filial_id IS NULL)
			AND NOT EXISTS (SELECT 1 FROM days_off x WHERE x.date = o.date AND x.filial_id = o.filial_id)))
	UNION ALL
	SELECT s.id, g.day, s.name, s.subject, s.start_min, s.duration_minutes,
		s.cabinet_id, c.filial_id, s.teacher_id, false, false, NULL
	FROM (SELECT d::date AS day FROM generate_series(
			greatest(p_from, (SELECT cs.journal_kept_through + 1 FROM centre_settings cs)), p_to, interval '1 day') d) g
		JOIN schedules s ON s.day_of_week = extract(isodow FROM g.day)::integer AND NOT s.is_archived AND s.occurs_from <= g.day
		JOIN cabinets c ON c.id = s.cabinet_id
	WHERE NOT EXISTS (SELECT 1 FROM journal_occurrences o WHERE o.schedule_id = s.id AND o.date = g.day)
		AND NOT EXISTS (SELECT 1 FROM days_off x WHERE x.date = g.day AND x.filial_id IS NULL)
		AND NOT EXISTS (SELECT 1 FROM days_off x WHERE x.date = g.day AND x.filial_id = c.filial_id)
$$;
--> statement-breakpoint

-- Keeps every occurrence of the weekly patterns up to yesterday as a row of journal_occurrences
-- (days off included: a day off hides them, and deleting it brings them back), then moves the
-- watermark. The journal's reads call it first: past dates are then rows, read through indexes,
-- and whatever happens to a weekly lesson later cannot change them. Once a day it has work to do.
CREATE FUNCTION journal_keep_past() RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
	v_yesterday date := centre_today() - 1;
	v_through date;
BEGIN
	SELECT journal_kept_through INTO v_through FROM centre_settings;
	IF v_through >= v_yesterday THEN
		RETURN;
	END IF;
	PERFORM pg_advisory_xact_lock(1502);
	SELECT journal_kept_through INTO v_through FROM centre_settings;
	IF v_through >= v_yesterday THEN
		RETURN;
	END IF;
	INSERT INTO journal_occurrences (schedule_id, date, name, subject, start_min, duration_minutes, cabinet_id, filial_id, teacher_id)
	SELECT s.id, g.d::date, s.name, s.subject, s.start_min, s.duration_minutes, s.cabinet_id, c.filial_id, s.teacher_id
	FROM generate_series(coalesce(v_through + 1, (SELECT min(occurs_from) FROM schedules), v_yesterday), v_yesterday, interval '1 day') g(d)
		JOIN schedules s ON s.day_of_week = extract(isodow FROM g.d)::integer AND NOT s.is_archived AND s.occurs_from <= g.d::date
		JOIN cabinets c ON c.id = s.cabinet_id
	ON CONFLICT DO NOTHING;
	UPDATE centre_settings SET journal_kept_through = v_yesterday;
END
$$;
--> statement-breakpoint

-- Before a weekly lesson changes (its day, time, cabinet, teacher, name or subject) or is
-- archived, the past occurrences of its old pattern are kept as they were; the new pattern
-- takes effect today.
CREATE FUNCTION journal_keep_past_occurrences() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
	v_today date := centre_today();
BEGIN
	IF (NEW.day_of_week, NEW.start_min, NEW.duration_minutes, NEW.cabinet_id, NEW.teacher_id, NEW.name, NEW.subject, NEW.is_archived)
		IS NOT DISTINCT FROM (OLD.day_of_week, OLD.start_min, OLD.duration_minutes, OLD.cabinet_id, OLD.teacher_id, OLD.name, OLD.subject, OLD.is_archived)
	THEN
		RETURN NEW;
	END IF;
	IF NOT OLD.is_archived AND OLD.occurs_from < v_today THEN
		INSERT INTO journal_occurrences (schedule_id, date, name, subject, start_min, duration_minutes, cabinet_id, filial_id, teacher_id)
		SELECT OLD.id, g.d::date, OLD.name, OLD.subject, OLD.start_min, OLD.duration_minutes, OLD.cabinet_id, c.filial_id, OLD.teacher_id
		FROM cabinets c,
			generate_series(OLD.occurs_from + ((OLD.day_of_week - extract(isodow FROM OLD.occurs_from)::integer + 7) % 7), v_today - 1, interval '7 days') g(d)
		WHERE c.id = OLD.cabinet_id
		ON CONFLICT DO NOTHING;
	END IF;
	NEW.occurs_from := greatest(NEW.occurs_from, v_today);
	RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "schedules_keep_past_occurrences" BEFORE UPDATE ON "schedules"
FOR EACH ROW EXECUTE FUNCTION journal_keep_past_occurrences();
--> statement-breakpoint

-- attendance_day_totals in step with attendance_marks: rows added (each counts once in `marked`),
-- marks replaced (only `attended` can change).
CREATE FUNCTION attendance_marks_inserted() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	INSERT INTO attendance_day_totals AS t (day, teacher_key, subject, marked, attended)
	SELECT m.date, coalesce(o.teacher_id, 0), o.subject, count(*), count(*) FILTER (WHERE m.mark IN ('present', 'late'))
	FROM new_marks m JOIN journal_occurrences o ON o.schedule_id = m.schedule_id AND o.date = m.date
	GROUP BY 1, 2, 3
	ON CONFLICT (day, teacher_key, subject) DO UPDATE
	SET marked = t.marked + excluded.marked, attended = t.attended + excluded.attended;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION attendance_marks_updated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
	INSERT INTO attendance_day_totals AS t (day, teacher_key, subject, marked, attended)
	SELECT m.date, coalesce(o.teacher_id, 0), o.subject, 0,
		count(*) FILTER (WHERE m.mark IN ('present', 'late')) - count(*) FILTER (WHERE b.mark IN ('present', 'late'))
	FROM new_marks m
		JOIN old_marks b ON b.schedule_id = m.schedule_id AND b.date = m.date AND b.student_id = m.student_id
		JOIN journal_occurrences o ON o.schedule_id = m.schedule_id AND o.date = m.date
	GROUP BY 1, 2, 3
	ON CONFLICT (day, teacher_key, subject) DO UPDATE SET attended = t.attended + excluded.attended;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "attendance_marks_totals_insert" AFTER INSERT ON "attendance_marks"
REFERENCING NEW TABLE AS new_marks FOR EACH STATEMENT EXECUTE FUNCTION attendance_marks_inserted();
--> statement-breakpoint
CREATE TRIGGER "attendance_marks_totals_update" AFTER UPDATE ON "attendance_marks"
REFERENCING OLD TABLE AS old_marks NEW TABLE AS new_marks FOR EACH STATEMENT EXECUTE FUNCTION attendance_marks_updated();
