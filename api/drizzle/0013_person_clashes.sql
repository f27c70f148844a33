-- A lesson's teacher is one of its class's teachers: the class's only teacher, or none until an
-- administrator chooses one when the class has several (lessons used to take the first).
UPDATE "schedules" s SET "teacher_id" = (
	SELECT CASE WHEN count(*) = 1 THEN min(ct."teacher_id") END FROM "class_teachers" ct WHERE ct."class_id" = s."class_id"
);
--> statement-breakpoint
CREATE INDEX "schedules_teacher_day_idx" ON "schedules" USING btree ("teacher_id", "day_of_week") WHERE NOT "is_archived";
--> statement-breakpoint
-- The lessons clashing with a lesson placed on p_day over [p_start, p_end) in p_cabinet with
-- p_teacher and p_students: non-archived lessons of that day whose minutes intersect (touching ends
-- do not) and that share the cabinet, the teacher or a student. p_exclude is the lesson itself.
-- The one statement of the rule: the API's checks and the triggers below both read it. The people's
-- arms compare minutes plainly (the same half-open intersection) so that the planner starts from the
-- teacher's or the students' index rather than the cabinets' GiST index over the whole day.
CREATE FUNCTION "timetable_clashes"(p_cabinet integer, p_day integer, p_start integer, p_end integer,
	p_teacher integer, p_students integer[], p_exclude integer)
RETURNS TABLE ("kind" text, "person_id" integer, "lesson_id" integer)
LANGUAGE sql STABLE AS $$
	SELECT 'cabinet', NULL::integer, s.id FROM schedules s
	WHERE p_cabinet IS NOT NULL AND s.cabinet_id = p_cabinet AND s.day_of_week = p_day AND NOT s.is_archived
		AND s.id <> p_exclude AND int4range(s.start_min, s.start_min + s.duration_minutes) && int4range(p_start, p_end)
	UNION ALL
	SELECT 'teacher', s.teacher_id, s.id FROM schedules s
	WHERE p_teacher IS NOT NULL AND s.teacher_id = p_teacher AND s.day_of_week = p_day AND NOT s.is_archived
		AND s.id <> p_exclude AND s.start_min < p_end AND p_start < s.start_min + s.duration_minutes
	UNION ALL
	SELECT 'student', ss.student_id, s.id FROM schedule_students ss JOIN schedules s ON s.id = ss.schedule_id
	WHERE ss.student_id = ANY (p_students) AND s.day_of_week = p_day AND NOT s.is_archived
		AND s.id <> p_exclude AND s.start_min < p_end AND p_start < s.start_min + s.duration_minutes
$$;
--> statement-breakpoint
-- Writers of one person's week queue up: each holds that person's lock, taken in id order, until it
-- commits, so the one after it reads what it wrote. (A person is a user: one lock covers both roles.)
CREATE FUNCTION "timetable_lock_people"(p_ids integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(1401, id) FROM (SELECT DISTINCT unnest(p_ids) AS id ORDER BY 1) people WHERE id IS NOT NULL;
END $$;
--> statement-breakpoint
-- Refuses a lesson's teacher and students that are in another lesson at its time: takes their locks,
-- then raises 23T01 with the first clash in DETAIL (kind, lessonId, personId) when there is one.
CREATE FUNCTION "timetable_refuse_clashes"(l schedules, p_teacher integer, p_students integer[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	clash record;
BEGIN
	PERFORM timetable_lock_people(p_students || p_teacher);
	SELECT * INTO clash FROM timetable_clashes(NULL, l.day_of_week, l.start_min, l.start_min + l.duration_minutes, p_teacher, p_students, l.id) LIMIT 1;
	IF FOUND THEN
		RAISE EXCEPTION 'timetable clash' USING ERRCODE = '23T01',
			DETAIL = json_build_object('kind', clash.kind, 'lessonId', clash.lesson_id, 'personId', clash.person_id)::text;
	END IF;
END $$;
--> statement-breakpoint
-- The database's guarantee that no write leaves a teacher or a student in two lessons at once,
-- whatever wrote it: a lesson written at a new time or restored is checked for its teacher and all
-- its students; a new teacher for themselves; a new enrolment for its student. Rows unchanged in
-- those respects are not checked, so that clashes written before this rule (GET /schedule/clashes)
-- do not block editing the rest. Constraint triggers, deferrable: a swap defers them with the
-- cabinets' constraint.
CREATE FUNCTION "schedules_people_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	l schedules%ROWTYPE;
	moved boolean;
BEGIN
	SELECT * INTO l FROM schedules WHERE id = NEW.id;
	IF NOT FOUND OR l.is_archived THEN RETURN NULL; END IF;
	moved := TG_OP = 'INSERT' OR OLD.is_archived OR OLD.day_of_week <> NEW.day_of_week OR OLD.start_min <> NEW.start_min
		OR OLD.duration_minutes <> NEW.duration_minutes;
	IF NOT moved AND OLD.teacher_id IS NOT DISTINCT FROM NEW.teacher_id THEN RETURN NULL; END IF;
	PERFORM timetable_refuse_clashes(l, l.teacher_id,
		CASE WHEN moved THEN ARRAY(SELECT student_id FROM schedule_students WHERE schedule_id = l.id) ELSE '{}' END);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "schedule_students_people_check"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	l schedules%ROWTYPE;
BEGIN
	SELECT * INTO l FROM schedules WHERE id = NEW.schedule_id;
	IF NOT FOUND OR l.is_archived THEN RETURN NULL; END IF;
	IF NOT EXISTS (SELECT 1 FROM schedule_students WHERE schedule_id = NEW.schedule_id AND student_id = NEW.student_id) THEN
		RETURN NULL;
	END IF;
	PERFORM timetable_refuse_clashes(l, NULL, ARRAY[NEW.student_id]);
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schedules_people_no_overlap" AFTER INSERT OR UPDATE ON "schedules"
	DEFERRABLE INITIALLY IMMEDIATE FOR EACH ROW EXECUTE FUNCTION "schedules_people_check"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "schedule_students_no_overlap" AFTER INSERT OR UPDATE ON "schedule_students"
	DEFERRABLE INITIALLY IMMEDIATE FOR EACH ROW EXECUTE FUNCTION "schedule_students_people_check"();
