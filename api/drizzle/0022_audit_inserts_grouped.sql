-- An import's closing statement made lighter (#27: while it runs, the embedded database serves no
-- one else). The records are the same, field for field (api/test/audit.test.ts "a statement that
-- writes many rows").

-- The inserted users' fields gathered by one grouped pass over the statement's rows, and their roles
-- by one grouped read, instead of a subquery of each per user: a thousand users' records in about
-- half the time.
CREATE OR REPLACE FUNCTION audit_inserted_users() RETURNS trigger
LANGUAGE plpgsql
AS $$
DECLARE
  v_actor jsonb := nullif(current_setting('diary.actor', true), '')::jsonb;
  v_action text := coalesce(nullif(current_setting('diary.audit_action', true), ''), 'create');
  v_hidden text[] := TG_ARGV[0]::text[] || ARRAY['id', 'created_at'];
  v_secret text[] := TG_ARGV[1]::text[];
BEGIN
  INSERT INTO audit_records (actor_id, actor_name, actor_role, action, entity, entity_id, changes)
  SELECT (v_actor->>'id')::integer, v_actor->>'fullName', v_actor->>'role', v_action, 'user', f.id,
         CASE WHEN r.roles IS NULL THEN f.fields ELSE f.fields || jsonb_build_object('roles', jsonb_build_array('[]'::jsonb, r.roles)) END
    FROM (SELECT n.id,
                 jsonb_object_agg(
                   CASE WHEN e.key = ANY (v_secret) THEN regexp_replace(e.key, '_hash$', '') ELSE e.key END,
                   CASE WHEN e.key = ANY (v_secret) THEN '[null, null]'::jsonb ELSE jsonb_build_array(NULL, e.value) END) AS fields
            FROM new_rows n CROSS JOIN LATERAL jsonb_each(to_jsonb(n) - v_hidden) e
           WHERE e.value <> 'null'
           GROUP BY n.id) f
    LEFT JOIN (SELECT t.user_id, jsonb_agg(t.role ORDER BY t.position, t.role) AS roles
                 FROM user_roles t
                WHERE t.user_id IN (SELECT id FROM new_rows)
                GROUP BY t.user_id) r ON r.user_id = f.id
   ORDER BY f.id;
  RETURN NULL;
END $$;
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
