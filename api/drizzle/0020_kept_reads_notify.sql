-- What every signed-in request reads first — its caller (the user, their roles, whether the token's
-- session family still stands) and the answer versions — is kept in each API process
-- (api/src/http/kept-reads.ts) and dropped when these triggers say it changed: each sends a NOTIFY on
-- diary_changes in the transaction that makes the change, which PostgreSQL delivers to every
-- listening process when (and only if) the transaction commits. Payloads:
--   user:<id>           the user's row or roles changed (a ban, a password change, logout everywhere,
--                       a role, a name) or the user is gone
--   family:<uuid>       a session family gained a row, or lost a row that kept it standing (a logout, a
--                       replayed refresh token, logout everywhere, the purge)
--   versions:<json>     answer_versions' new row
--   versions            answer_versions' row is gone
--   all                 a table was truncated, or one statement changed more than 100 users or families
--                       (an import, the purge): every process drops everything it keeps

CREATE FUNCTION kept_reads_notify(p_kind text, p_keys text[]) RETURNS void
LANGUAGE plpgsql
AS $$
DECLARE
  v_key text;
BEGIN
  IF cardinality(p_keys) > 100 THEN
    PERFORM pg_notify('diary_changes', 'all');
    RETURN;
  END IF;
  FOREACH v_key IN ARRAY p_keys LOOP
    PERFORM pg_notify('diary_changes', p_kind || ':' || v_key);
  END LOOP;
END
$$;
--> statement-breakpoint

CREATE FUNCTION kept_reads_truncated() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM pg_notify('diary_changes', 'all');
  RETURN NULL;
END
$$;
--> statement-breakpoint

-- Statement triggers: one notification per user or family a statement touched, however many rows.
-- Every update of a user counts: what is kept is most of the row.
CREATE FUNCTION kept_reads_users() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  PERFORM kept_reads_notify('user', ARRAY(SELECT DISTINCT id::text FROM old_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kept_reads_users_update AFTER UPDATE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_users();
--> statement-breakpoint
CREATE TRIGGER kept_reads_users_delete AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_users();
--> statement-breakpoint
CREATE TRIGGER kept_reads_users_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_truncated();
--> statement-breakpoint

CREATE FUNCTION kept_reads_user_roles() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kept_reads_notify('user', ARRAY(SELECT DISTINCT user_id::text FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM kept_reads_notify('user', ARRAY(SELECT DISTINCT user_id::text FROM old_rows));
  ELSE
    PERFORM kept_reads_notify('user', ARRAY(SELECT user_id::text FROM old_rows UNION SELECT user_id::text FROM new_rows));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kept_reads_user_roles_insert AFTER INSERT ON user_roles REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_user_roles();
--> statement-breakpoint
CREATE TRIGGER kept_reads_user_roles_update AFTER UPDATE ON user_roles REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_user_roles();
--> statement-breakpoint
CREATE TRIGGER kept_reads_user_roles_delete AFTER DELETE ON user_roles REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_user_roles();
--> statement-breakpoint
CREATE TRIGGER kept_reads_user_roles_truncate AFTER TRUNCATE ON user_roles
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_truncated();
--> statement-breakpoint

-- A family stands while it has a row not revoked. Marking a row used (a refresh) changes nothing kept.
CREATE FUNCTION kept_reads_refresh_sessions() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM kept_reads_notify('family', ARRAY(SELECT DISTINCT family_id::text FROM new_rows));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM kept_reads_notify('family', ARRAY(SELECT DISTINCT family_id::text FROM old_rows WHERE revoked_at IS NULL));
  ELSE
    PERFORM kept_reads_notify('family', ARRAY(
      SELECT DISTINCT unnest(ARRAY[o.family_id, n.family_id])::text FROM old_rows o JOIN new_rows n ON n.id = o.id
       WHERE n.revoked_at IS DISTINCT FROM o.revoked_at OR n.family_id <> o.family_id));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kept_reads_refresh_sessions_insert AFTER INSERT ON refresh_sessions REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_refresh_sessions();
--> statement-breakpoint
CREATE TRIGGER kept_reads_refresh_sessions_update AFTER UPDATE ON refresh_sessions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_refresh_sessions();
--> statement-breakpoint
CREATE TRIGGER kept_reads_refresh_sessions_delete AFTER DELETE ON refresh_sessions REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_refresh_sessions();
--> statement-breakpoint
CREATE TRIGGER kept_reads_refresh_sessions_truncate AFTER TRUNCATE ON refresh_sessions
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_truncated();
--> statement-breakpoint

-- answer_versions changes at the commit of a change to what the cached answers show (migration
-- 0010's deferred triggers): the new counters travel with the notification, so no process reads them.
-- Notifications arrive in the order their transactions committed, so the last one holds.
CREATE FUNCTION kept_reads_answer_versions() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('diary_changes', 'versions');
  ELSE
    PERFORM pg_notify('diary_changes', 'versions:' || row_to_json(NEW)::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER kept_reads_answer_versions AFTER INSERT OR UPDATE OR DELETE ON answer_versions
  FOR EACH ROW EXECUTE FUNCTION kept_reads_answer_versions();
--> statement-breakpoint
CREATE TRIGGER kept_reads_answer_versions_truncate AFTER TRUNCATE ON answer_versions
  FOR EACH STATEMENT EXECUTE FUNCTION kept_reads_truncated();
