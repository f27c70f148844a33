-- The audit is append-only (docs/product/beyond.md §4): a record, once its transaction has
-- committed, can be neither changed nor deleted, whoever asks — the API's own role included — and
-- the table cannot be emptied with TRUNCATE.
--
-- The one exception is the writing transaction itself: audit_write() (migration 0016) merges a
-- transaction's writes of one record into the record it wrote first, and drops that record when the
-- change was undone within it. Such a record is not yet history: nobody else has seen it, and it
-- rolls back with the change. `tx` is the writing transaction (txid_current(), the top-level one,
-- the same inside savepoints, never reused).
--
-- Nothing else writes to the table: it has no foreign key (the actor is kept by id, name and role
-- as they were), so deleting a user touches none of its rows. Lifting the guard takes a change of
-- the table's definition by its owner (ALTER TABLE … DISABLE TRIGGER), which no request does; the
-- API's tests do it to empty the database between tests (api/test/harness.ts truncateAll).
CREATE FUNCTION audit_records_append_only() RETURNS trigger
LANGUAGE plpgsql
AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    RAISE EXCEPTION 'audit_records is append-only: TRUNCATE is not allowed' USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF OLD.tx = txid_current() THEN
    RETURN CASE WHEN TG_OP = 'DELETE' THEN OLD ELSE NEW END;
  END IF;
  RAISE EXCEPTION 'audit_records is append-only: % of record % is not allowed', TG_OP, OLD.id USING ERRCODE = 'insufficient_privilege';
END $$;
--> statement-breakpoint
CREATE TRIGGER "append_only_audit_records" BEFORE UPDATE OR DELETE ON "audit_records"
  FOR EACH ROW EXECUTE FUNCTION audit_records_append_only();
--> statement-breakpoint
CREATE TRIGGER "append_only_audit_records_truncate" BEFORE TRUNCATE ON "audit_records"
  FOR EACH STATEMENT EXECUTE FUNCTION audit_records_append_only();
