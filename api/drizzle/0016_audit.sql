-- Who changed what (docs/product/beyond.md §4).
--
-- Every write of an audited table leaves a record in the same transaction, written by the
-- triggers below: no route can forget one, and a write that fails or is refused rolls its record
-- back with it. The API runs each write request in one transaction that first names its caller
-- (set_config('diary.actor', '{"id":…,"fullName":…,"role":…}', true)); a write with no caller
-- named (a start-up task, self-registration) is recorded with no actor. A request may label its
-- creates and updates ('move', 'swap', 'import') with set_config('diary.audit_action', …, true).
--
-- One record per entity per transaction: a second write of the same record (the roles of a user
-- just created, the students of a lesson just changed) merges into the first, keeping the first
-- "before" of each field. `changes` holds only what changed, as [before, after]; secrets (the
-- password's hash) are named with no values, and tokens are never read.
CREATE TABLE "audit_records" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	-- the writing transaction, to merge its writes of one record
	"tx" bigint DEFAULT txid_current() NOT NULL,
	-- no foreign key: the record outlives its author; the name and role are kept as they were
	"actor_id" integer,
	"actor_name" text,
	"actor_role" text,
	"action" text NOT NULL,
	"entity" text NOT NULL,
	"entity_id" integer NOT NULL,
	"changes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE INDEX "audit_records_entity_idx" ON "audit_records" ("entity", "entity_id", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_records_actor_idx" ON "audit_records" ("actor_id", "at" DESC, "id" DESC);
--> statement-breakpoint
CREATE INDEX "audit_records_at_idx" ON "audit_records" ("at" DESC, "id" DESC);
--> statement-breakpoint
-- Writes one record, or merges into the one this transaction already wrote for the same record.
CREATE FUNCTION audit_write(p_entity text, p_entity_id integer, p_action text, p_changes jsonb) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  v_actor jsonb := nullif(current_setting('diary.actor', true), '')::jsonb;
  v_label text := nullif(current_setting('diary.audit_action', true), '');
  v_action text := CASE WHEN p_action IN ('create', 'update') THEN coalesce(v_label, p_action) ELSE p_action END;
  v_earlier audit_records%ROWTYPE;
  v_merged jsonb;
BEGIN
  SELECT * INTO v_earlier FROM audit_records r
   WHERE r.entity = p_entity AND r.entity_id = p_entity_id AND r.tx = txid_current()
   ORDER BY r.at DESC, r.id DESC LIMIT 1;
  IF NOT FOUND THEN
    INSERT INTO audit_records (actor_id, actor_name, actor_role, action, entity, entity_id, changes)
    VALUES ((v_actor->>'id')::integer, v_actor->>'fullName', v_actor->>'role', v_action, p_entity, p_entity_id, p_changes);
    RETURN;
  END IF;
  SELECT coalesce(jsonb_object_agg(f.key, jsonb_build_array(f.was, f.now_is)), '{}') INTO v_merged
    FROM (
      SELECT k.key,
             CASE WHEN v_earlier.changes ? k.key THEN v_earlier.changes->k.key->0 ELSE p_changes->k.key->0 END AS was,
             CASE WHEN p_changes ? k.key THEN p_changes->k.key->1 ELSE v_earlier.changes->k.key->1 END AS now_is
        FROM (SELECT jsonb_object_keys(v_earlier.changes) UNION SELECT jsonb_object_keys(p_changes)) k(key)
    ) f
   -- a secret's change is [null, null]: changed, with no values
   WHERE f.was IS DISTINCT FROM f.now_is OR v_earlier.changes->f.key = '[null, null]' OR p_changes->f.key = '[null, null]';
  -- a change undone within its own transaction leaves nothing to tell
  IF v_merged = '{}' AND v_earlier.action NOT IN ('create', 'delete', 'import') THEN
    DELETE FROM audit_records r WHERE r.id = v_earlier.id;
  ELSE
    -- a plain update followed by something more telling (roles, archive, ban) is named by the latter
    UPDATE audit_records r
       SET changes = v_merged,
           action = CASE WHEN v_earlier.action = 'update' THEN v_action ELSE v_earlier.action END
     WHERE r.id = v_earlier.id;
  END IF;
END $$;
--> statement-breakpoint
-- The fields of two row images that differ, as {field: [before, after]}; the hidden fields left out,
-- the secret ones named with no values.
CREATE FUNCTION audit_diff(before jsonb, after jsonb, hidden text[], secret text[]) RETURNS jsonb
LANGUAGE sql IMMUTABLE
AS $$
  SELECT coalesce(jsonb_object_agg(
           CASE WHEN key = ANY (secret) THEN regexp_replace(key, '_hash$', '') ELSE key END,
           CASE WHEN key = ANY (secret) THEN '[null, null]'::jsonb ELSE jsonb_build_array(before->key, after->key) END), '{}')
    FROM jsonb_object_keys(coalesce(after, before)) keys(key)
   WHERE NOT key = ANY (hidden)
     AND coalesce(before->key, 'null') IS DISTINCT FROM coalesce(after->key, 'null')
$$;
--> statement-breakpoint
-- A record's own row: TG_ARGV = entity, the column naming the record, hidden columns, secret columns.
CREATE FUNCTION audit_row() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_before jsonb := CASE WHEN TG_OP <> 'INSERT' THEN to_jsonb(OLD) END;
  v_after jsonb := CASE WHEN TG_OP <> 'DELETE' THEN to_jsonb(NEW) END;
  v_changes jsonb := audit_diff(v_before, v_after, TG_ARGV[2]::text[] || ARRAY['id', 'created_at', TG_ARGV[1]], TG_ARGV[3]::text[]);
  v_action text;
BEGIN
  IF v_changes = '{}' THEN RETURN NULL; END IF;
  v_action := CASE
    WHEN TG_OP = 'INSERT' THEN 'create'
    WHEN TG_OP = 'DELETE' THEN 'delete'
    WHEN v_changes ? 'is_archived' THEN CASE WHEN (v_after->>'is_archived')::boolean THEN 'archive' ELSE 'restore' END
    WHEN v_changes ? 'banned' THEN 'ban'
    ELSE 'update'
  END;
  PERFORM audit_write(TG_ARGV[0], (coalesce(v_after, v_before)->>TG_ARGV[1])::integer, v_action, v_changes);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The rows linking a record to others (a user's roles, a lesson's students, a class's teachers and
-- subjects), as one field of that record: its list before the statement and after, in order.
-- p_added: [[owner, value]] the statement added; p_removed: [[owner, value, order]] it took away;
-- p_now: [[owner, value, order]] the owners' rows after it. Each link table's statement-level
-- trigger below gathers them with plain statements (planned once per connection, unlike EXECUTE).
CREATE FUNCTION audit_link_changes(p_entity text, p_field text, p_action text, p_added jsonb, p_removed jsonb, p_now jsonb) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  v_change record;
BEGIN
  FOR v_change IN
    WITH added AS (
      SELECT (e->>0)::integer AS owner, e->1 AS value FROM jsonb_array_elements(coalesce(p_added, '[]')) e
    ), removed AS (
      SELECT (e->>0)::integer AS owner, e->1 AS value, (e->>2)::integer AS ord FROM jsonb_array_elements(coalesce(p_removed, '[]')) e
    ), now_rows AS (
      SELECT (e->>0)::integer AS owner, e->1 AS value, (e->>2)::integer AS ord FROM jsonb_array_elements(coalesce(p_now, '[]')) e
    ), owners AS (
      SELECT owner FROM added UNION SELECT owner FROM removed
    ), was_rows AS (
      SELECT n.owner, n.value, n.ord FROM now_rows n
       WHERE NOT EXISTS (SELECT 1 FROM added a WHERE a.owner = n.owner AND a.value = n.value)
      UNION ALL SELECT r.owner, r.value, r.ord FROM removed r
    )
    SELECT o.owner,
           coalesce((SELECT jsonb_agg(w.value ORDER BY w.ord, w.value) FROM was_rows w WHERE w.owner = o.owner), '[]') AS was,
           coalesce((SELECT jsonb_agg(n.value ORDER BY n.ord, n.value) FROM now_rows n WHERE n.owner = o.owner), '[]') AS now_is
      FROM owners o
  LOOP
    IF v_change.was IS DISTINCT FROM v_change.now_is THEN
      PERFORM audit_write(p_entity, v_change.owner, p_action, jsonb_build_object(p_field, jsonb_build_array(v_change.was, v_change.now_is)));
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
CREATE FUNCTION audit_user_roles() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_added jsonb;
  v_removed jsonb;
  v_now jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT jsonb_agg(jsonb_build_array(n.user_id, n.role)) INTO v_added FROM new_rows n; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT jsonb_agg(jsonb_build_array(o.user_id, o.role, o.position)) INTO v_removed FROM old_rows o; END IF;
  SELECT jsonb_agg(jsonb_build_array(t.user_id, t.role, t.position)) INTO v_now FROM user_roles t
   WHERE t.user_id IN (SELECT (e->>0)::integer FROM jsonb_array_elements(coalesce(v_added, '[]') || coalesce(v_removed, '[]')) e);
  PERFORM audit_link_changes('user', 'roles', 'roles', v_added, v_removed, v_now);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION audit_schedule_students() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_added jsonb;
  v_removed jsonb;
  v_now jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT jsonb_agg(jsonb_build_array(n.schedule_id, n.student_id)) INTO v_added FROM new_rows n; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT jsonb_agg(jsonb_build_array(o.schedule_id, o.student_id, o.student_id)) INTO v_removed FROM old_rows o; END IF;
  SELECT jsonb_agg(jsonb_build_array(t.schedule_id, t.student_id, t.student_id)) INTO v_now FROM schedule_students t
   WHERE t.schedule_id IN (SELECT (e->>0)::integer FROM jsonb_array_elements(coalesce(v_added, '[]') || coalesce(v_removed, '[]')) e);
  PERFORM audit_link_changes('lesson', 'students', 'update', v_added, v_removed, v_now);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION audit_class_teachers() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_added jsonb;
  v_removed jsonb;
  v_now jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT jsonb_agg(jsonb_build_array(n.class_id, n.teacher_id)) INTO v_added FROM new_rows n; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT jsonb_agg(jsonb_build_array(o.class_id, o.teacher_id, o.position)) INTO v_removed FROM old_rows o; END IF;
  SELECT jsonb_agg(jsonb_build_array(t.class_id, t.teacher_id, t.position)) INTO v_now FROM class_teachers t
   WHERE t.class_id IN (SELECT (e->>0)::integer FROM jsonb_array_elements(coalesce(v_added, '[]') || coalesce(v_removed, '[]')) e);
  PERFORM audit_link_changes('class', 'teachers', 'update', v_added, v_removed, v_now);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION audit_class_subjects() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_added jsonb;
  v_removed jsonb;
  v_now jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN SELECT jsonb_agg(jsonb_build_array(n.class_id, n.subject_id)) INTO v_added FROM new_rows n; END IF;
  IF TG_OP <> 'INSERT' THEN SELECT jsonb_agg(jsonb_build_array(o.class_id, o.subject_id, o.position)) INTO v_removed FROM old_rows o; END IF;
  SELECT jsonb_agg(jsonb_build_array(t.class_id, t.subject_id, t.position)) INTO v_now FROM class_subjects t
   WHERE t.class_id IN (SELECT (e->>0)::integer FROM jsonb_array_elements(coalesce(v_added, '[]') || coalesce(v_removed, '[]')) e);
  PERFORM audit_link_changes('class', 'subjects', 'update', v_added, v_removed, v_now);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A student's mark of a lesson's date: entity 'attendance' of the lesson, the field '<date>:<student id>',
-- the mark as 'present', 'absent', 'excused' or 'late:<minutes>'.
CREATE FUNCTION audit_mark() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_was text := CASE WHEN TG_OP = 'UPDATE' THEN CASE WHEN OLD.mark = 'late' THEN 'late:' || coalesce(OLD.minutes_late, 0) ELSE OLD.mark END END;
  v_now text := CASE WHEN NEW.mark = 'late' THEN 'late:' || coalesce(NEW.minutes_late, 0) ELSE NEW.mark END;
BEGIN
  IF v_was IS NOT DISTINCT FROM v_now THEN RETURN NULL; END IF;
  PERFORM audit_write('attendance', NEW.schedule_id, 'mark',
    jsonb_build_object(NEW.date || ':' || NEW.student_id, jsonb_build_array(v_was, v_now)));
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A lesson's date cancelled or restored: entity 'attendance' of the lesson, the fields
-- '<date>:cancelled' and '<date>:reason'. The occurrences kept for history are not changes of anyone's.
CREATE FUNCTION audit_cancellation() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_was_cancelled boolean := CASE WHEN TG_OP = 'UPDATE' THEN OLD.cancelled ELSE false END;
  v_was_reason text := CASE WHEN TG_OP = 'UPDATE' THEN OLD.cancel_reason END;
BEGIN
  IF NEW.cancelled = v_was_cancelled AND NEW.cancel_reason IS NOT DISTINCT FROM v_was_reason THEN RETURN NULL; END IF;
  PERFORM audit_write('attendance', NEW.schedule_id, CASE WHEN NEW.cancelled THEN 'cancel' ELSE 'restore' END,
    jsonb_build_object(
      NEW.date || ':cancelled', jsonb_build_array(v_was_cancelled, NEW.cancelled),
      NEW.date || ':reason', jsonb_build_array(v_was_reason, NEW.cancel_reason)));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER audit_users AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'id', '{token_version}', '{password_hash}');
--> statement-breakpoint
CREATE TRIGGER audit_achievements AFTER INSERT OR UPDATE OR DELETE ON achievements
  FOR EACH ROW EXECUTE FUNCTION audit_row('achievement', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_difficulties AFTER INSERT OR UPDATE OR DELETE ON difficulties
  FOR EACH ROW EXECUTE FUNCTION audit_row('difficulty', 'id', '{}', '{}');
--> statement-breakpoint
-- occurs_from follows the lesson's changes by itself: not a change anyone made
CREATE TRIGGER audit_schedules AFTER INSERT OR UPDATE OR DELETE ON schedules
  FOR EACH ROW EXECUTE FUNCTION audit_row('lesson', 'id', '{occurs_from}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_classes AFTER INSERT OR UPDATE OR DELETE ON classes
  FOR EACH ROW EXECUTE FUNCTION audit_row('class', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_filials AFTER INSERT OR UPDATE OR DELETE ON filials
  FOR EACH ROW EXECUTE FUNCTION audit_row('filial', 'id', '{}', '{}');
--> statement-breakpoint
-- a branch's address and hours are fields of the branch
CREATE TRIGGER audit_filial_info AFTER INSERT OR UPDATE OR DELETE ON filial_info
  FOR EACH ROW EXECUTE FUNCTION audit_row('filial', 'filial_id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_cabinets AFTER INSERT OR UPDATE OR DELETE ON cabinets
  FOR EACH ROW EXECUTE FUNCTION audit_row('cabinet', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_services AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION audit_row('service', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_group_types AFTER INSERT OR UPDATE OR DELETE ON group_types
  FOR EACH ROW EXECUTE FUNCTION audit_row('groupType', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_subjects AFTER INSERT OR UPDATE OR DELETE ON subjects
  FOR EACH ROW EXECUTE FUNCTION audit_row('subject', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_compensations AFTER INSERT OR UPDATE OR DELETE ON compensations
  FOR EACH ROW EXECUTE FUNCTION audit_row('compensation', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_complaints AFTER INSERT OR UPDATE OR DELETE ON complaints
  FOR EACH ROW EXECUTE FUNCTION audit_row('complaint', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_teacher_lateness AFTER INSERT OR UPDATE OR DELETE ON teacher_lateness
  FOR EACH ROW EXECUTE FUNCTION audit_row('lateness', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_days_off AFTER INSERT OR UPDATE OR DELETE ON days_off
  FOR EACH ROW EXECUTE FUNCTION audit_row('dayOff', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_feedback AFTER INSERT OR UPDATE OR DELETE ON feedback
  FOR EACH ROW EXECUTE FUNCTION audit_row('feedback', 'id', '{}', '{}');
--> statement-breakpoint
CREATE TRIGGER audit_attendance_marks AFTER INSERT OR UPDATE ON attendance_marks
  FOR EACH ROW EXECUTE FUNCTION audit_mark();
--> statement-breakpoint
CREATE TRIGGER audit_journal_occurrences AFTER INSERT OR UPDATE ON journal_occurrences
  FOR EACH ROW EXECUTE FUNCTION audit_cancellation();
--> statement-breakpoint
CREATE TRIGGER audit_user_roles_insert AFTER INSERT ON user_roles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_user_roles();
--> statement-breakpoint
CREATE TRIGGER audit_user_roles_update AFTER UPDATE ON user_roles REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_user_roles();
--> statement-breakpoint
CREATE TRIGGER audit_user_roles_delete AFTER DELETE ON user_roles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_user_roles();
--> statement-breakpoint
CREATE TRIGGER audit_schedule_students_insert AFTER INSERT ON schedule_students REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_schedule_students();
--> statement-breakpoint
CREATE TRIGGER audit_schedule_students_delete AFTER DELETE ON schedule_students REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_schedule_students();
--> statement-breakpoint
CREATE TRIGGER audit_class_teachers_insert AFTER INSERT ON class_teachers REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_class_teachers();
--> statement-breakpoint
CREATE TRIGGER audit_class_teachers_update AFTER UPDATE ON class_teachers REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_class_teachers();
--> statement-breakpoint
CREATE TRIGGER audit_class_teachers_delete AFTER DELETE ON class_teachers REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_class_teachers();
--> statement-breakpoint
CREATE TRIGGER audit_class_subjects_insert AFTER INSERT ON class_subjects REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_class_subjects();
--> statement-breakpoint
CREATE TRIGGER audit_class_subjects_update AFTER UPDATE ON class_subjects REFERENCING NEW TABLE AS new_rows OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_class_subjects();
--> statement-breakpoint
CREATE TRIGGER audit_class_subjects_delete AFTER DELETE ON class_subjects REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_class_subjects();
