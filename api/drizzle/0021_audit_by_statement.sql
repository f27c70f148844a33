-- The audit (migration 0016) written a statement at a time where one statement writes many rows: an
-- import of a thousand users used to run audit_write() two thousand times — once per user from the
-- row trigger, once per user from the roles' trigger — and held the embedded database's only
-- connection for most of a second, while every other request waited. The records are the same,
-- field for field: one per record per transaction, merged as audit_write() merges
-- (api/test/audit.test.ts "a statement that writes many rows").

-- The users one INSERT added, as 'create' records (or the request's label), written together, each
-- with the fields audit_row() would give it (TG_ARGV: hidden columns, secret columns, as its) — and
-- with its roles when they are in already: insertUsers() (api/src/modules/users) inserts users and
-- their roles in one statement, whose triggers run once it has ended, so the roles' trigger then
-- finds each record saying what it would have added. Users are named by their own generated
-- identity: a row just inserted cannot have a record in this transaction yet, nothing to merge with.
CREATE FUNCTION audit_inserted_users() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_actor jsonb := nullif(current_setting('diary.actor', true), '')::jsonb;
  v_action text := coalesce(nullif(current_setting('diary.audit_action', true), ''), 'create');
  v_hidden text[] := TG_ARGV[0]::text[] || ARRAY['id', 'created_at'];
  v_secret text[] := TG_ARGV[1]::text[];
BEGIN
  -- audit_diff(NULL, row) written out: a SQL function called once per row costs as much again as
  -- the rest of the statement. A new row's fields are those not null, each [null, value].
  INSERT INTO audit_records (actor_id, actor_name, actor_role, action, entity, entity_id, changes)
  SELECT (v_actor->>'id')::integer, v_actor->>'fullName', v_actor->>'role', v_action, 'user', c.id,
         CASE WHEN c.roles IS NULL THEN c.fields ELSE c.fields || jsonb_build_object('roles', jsonb_build_array('[]'::jsonb, c.roles)) END
    FROM (SELECT n.id,
                 (SELECT jsonb_object_agg(
                           CASE WHEN e.key = ANY (v_secret) THEN regexp_replace(e.key, '_hash$', '') ELSE e.key END,
                           CASE WHEN e.key = ANY (v_secret) THEN '[null, null]'::jsonb ELSE jsonb_build_array(NULL, e.value) END)
                    FROM jsonb_each(to_jsonb(n)) e
                   WHERE NOT e.key = ANY (v_hidden) AND e.value <> 'null') AS fields,
                 (SELECT jsonb_agg(r.role ORDER BY r.position, r.role) FROM user_roles r WHERE r.user_id = n.id) AS roles
            FROM new_rows n) c
   ORDER BY c.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A link table's statement (migration 0016's audit_link_changes), every owner's record written or
-- merged by three statements instead of an audit_write() per owner. The merge is audit_write()'s
-- for one field: the first "before" kept, the field dropped when it ends as it began, the record
-- dropped when nothing is left of an update, an 'update' renamed by the more telling action.
CREATE OR REPLACE FUNCTION audit_link_changes(p_entity text, p_field text, p_action text, p_added jsonb, p_removed jsonb, p_now jsonb) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  v_actor jsonb := nullif(current_setting('diary.actor', true), '')::jsonb;
  v_label text := nullif(current_setting('diary.audit_action', true), '');
  v_action text := CASE WHEN p_action IN ('create', 'update') THEN coalesce(v_label, p_action) ELSE p_action END;
BEGIN
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
  ), was_lists AS (
    SELECT owner, jsonb_agg(value ORDER BY ord, value) AS was FROM was_rows GROUP BY owner
  ), now_lists AS (
    SELECT owner, jsonb_agg(value ORDER BY ord, value) AS now_is FROM now_rows GROUP BY owner
  ), lists AS (
    SELECT o.owner, coalesce(w.was, '[]') AS was, coalesce(n.now_is, '[]') AS now_is
      FROM owners o LEFT JOIN was_lists w ON w.owner = o.owner LEFT JOIN now_lists n ON n.owner = o.owner
  ), changed AS (
    SELECT * FROM lists WHERE was IS DISTINCT FROM now_is
  ), earlier AS (
    -- each owner's record of this transaction, looked up by the index one owner at a time
    SELECT e.id, c.owner, e.action, e.changes
      FROM changed c
     CROSS JOIN LATERAL (
       SELECT r.id, r.action, r.changes FROM audit_records r
        WHERE r.entity = p_entity AND r.entity_id = c.owner AND r.tx = txid_current()
        ORDER BY r.at DESC, r.id DESC LIMIT 1) e
  ), merged AS (
    SELECT e.id,
           CASE WHEN e.action = 'update' THEN v_action ELSE e.action END AS action,
           CASE WHEN f.was IS DISTINCT FROM c.now_is
                THEN (e.changes - p_field) || jsonb_build_object(p_field, jsonb_build_array(f.was, c.now_is))
                ELSE e.changes - p_field END AS changes,
           e.action AS earlier_action
      FROM earlier e
      JOIN changed c ON c.owner = e.owner
      CROSS JOIN LATERAL (SELECT CASE WHEN e.changes ? p_field THEN e.changes->p_field->0 ELSE c.was END AS was) f
  ), emptied AS (
    -- a change undone within its own transaction leaves nothing to tell
    SELECT id FROM merged WHERE changes = '{}' AND earlier_action NOT IN ('create', 'delete', 'import')
  ), dropped AS (
    DELETE FROM audit_records r USING emptied d WHERE r.id = d.id
  ), updated AS (
    UPDATE audit_records r SET changes = m.changes, action = m.action
      FROM merged m
     WHERE r.id = m.id AND NOT EXISTS (SELECT 1 FROM emptied d WHERE d.id = m.id)
       -- a record that says it already (a user inserted with their roles) is left as it is
       AND (r.changes, r.action) IS DISTINCT FROM (m.changes, m.action)
  )
  INSERT INTO audit_records (actor_id, actor_name, actor_role, action, entity, entity_id, changes)
  SELECT (v_actor->>'id')::integer, v_actor->>'fullName', v_actor->>'role', v_action, p_entity, c.owner,
         jsonb_build_object(p_field, jsonb_build_array(c.was, c.now_is))
    FROM changed c
   WHERE NOT EXISTS (SELECT 1 FROM earlier e WHERE e.owner = c.owner)
   ORDER BY c.owner;
END $$;
--> statement-breakpoint
DROP TRIGGER audit_users ON users;
--> statement-breakpoint
CREATE TRIGGER audit_users AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION audit_row('user', 'id', '{token_version}', '{password_hash}');
--> statement-breakpoint
CREATE TRIGGER audit_users_insert AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION audit_inserted_users('{token_version}', '{password_hash}');
