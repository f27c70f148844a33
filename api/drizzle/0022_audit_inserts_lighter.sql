-- An import's closing statement made lighter (#27: while it runs, the embedded database serves no
-- one else). The records are the same, field for field (api/test/audit.test.ts "a statement that
-- writes many rows").

-- The inserted users' fields named one by one, and their roles read by one grouped query, instead of
-- each row taken apart by jsonb_each() and put together again by an aggregate, with a subquery for
-- its roles: the first import after a start spent 90–100 ms of a thousand users' 150–250 in this
-- trigger, 30–40 now. The fields are audit_row()'s for a new row (audit_diff(NULL, row)): every
-- column not null as [null, value], but the hidden ones (id, created_at, token_version), and
-- password_hash as 'password' without its values. A column added to users is added here too: the
-- audit test "every column of a new user" names one that is missing.
CREATE OR REPLACE FUNCTION audit_inserted_users() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_actor jsonb := nullif(current_setting('diary.actor', true), '')::jsonb;
  v_action text := coalesce(nullif(current_setting('diary.audit_action', true), ''), 'create');
BEGIN
  INSERT INTO audit_records (actor_id, actor_name, actor_role, action, entity, entity_id, changes)
  SELECT (v_actor->>'id')::integer, v_actor->>'fullName', v_actor->>'role', v_action, 'user', n.id,
         -- a field left SQL NULL by its CASE is a JSON null, which jsonb_strip_nulls() drops
         jsonb_strip_nulls(jsonb_build_object(
           'username', CASE WHEN n.username IS NOT NULL THEN jsonb_build_array(NULL, n.username) END,
           'password', CASE WHEN n.password_hash IS NOT NULL THEN '[null, null]'::jsonb END,
           'first_name', CASE WHEN n.first_name IS NOT NULL THEN jsonb_build_array(NULL, n.first_name) END,
           'second_name', CASE WHEN n.second_name IS NOT NULL THEN jsonb_build_array(NULL, n.second_name) END,
           'last_name', CASE WHEN n.last_name IS NOT NULL THEN jsonb_build_array(NULL, n.last_name) END,
           'subject', CASE WHEN n.subject IS NOT NULL THEN jsonb_build_array(NULL, n.subject) END,
           'male', CASE WHEN n.male IS NOT NULL THEN jsonb_build_array(NULL, n.male) END,
           'banned', CASE WHEN n.banned IS NOT NULL THEN jsonb_build_array(NULL, n.banned) END,
           'ban_reason', CASE WHEN n.ban_reason IS NOT NULL THEN jsonb_build_array(NULL, n.ban_reason) END,
           'roles', CASE WHEN r.roles IS NOT NULL THEN jsonb_build_array('[]'::jsonb, r.roles) END))
    FROM new_rows n
    LEFT JOIN (SELECT t.user_id, jsonb_agg(t.role ORDER BY t.position, t.role) AS roles
                 FROM user_roles t
                WHERE t.user_id IN (SELECT id FROM new_rows)
                GROUP BY t.user_id) r ON r.user_id = n.id
   ORDER BY n.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Its columns are its own now: the trigger no longer passes the hidden and secret ones.
DROP TRIGGER audit_users_insert ON users;
--> statement-breakpoint
CREATE TRIGGER audit_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted_users();
--> statement-breakpoint
-- Roles inserted by the statement that inserted their user (insertUsers) are in that user's record
-- already: audit_inserted_users() reads them once the statement has ended. They are left out here
-- instead of merged into it, one owner at a time, to no effect. A row's xmin and cmin name the
-- transaction and the command that wrote it; roles added by a later statement still merge.
CREATE OR REPLACE FUNCTION audit_user_roles() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_added jsonb;
  v_removed jsonb;
  v_now jsonb;
BEGIN
  IF TG_OP <> 'DELETE' THEN
    SELECT jsonb_agg(jsonb_build_array(n.user_id, n.role)) INTO v_added FROM new_rows n
     WHERE TG_OP = 'UPDATE' OR NOT EXISTS (
       SELECT 1 FROM users u JOIN user_roles t ON t.user_id = u.id AND t.role = n.role
        WHERE u.id = n.user_id AND u.xmin = t.xmin AND u.cmin = t.cmin);
  END IF;
  IF TG_OP <> 'INSERT' THEN SELECT jsonb_agg(jsonb_build_array(o.user_id, o.role, o.position)) INTO v_removed FROM old_rows o; END IF;
  IF v_added IS NULL AND v_removed IS NULL THEN RETURN NULL; END IF;
  SELECT jsonb_agg(jsonb_build_array(t.user_id, t.role, t.position)) INTO v_now FROM user_roles t
   WHERE t.user_id IN (SELECT (e->>0)::integer FROM jsonb_array_elements(coalesce(v_added, '[]') || coalesce(v_removed, '[]')) e);
  PERFORM audit_link_changes('user', 'roles', 'roles', v_added, v_removed, v_now);
  RETURN NULL;
END $$;
