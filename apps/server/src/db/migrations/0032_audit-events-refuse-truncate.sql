-- Hand-written (issue 38, item 5a). TRUNCATE fires neither row trigger of migrations 0016
-- (no UPDATE) and 0019 (no DELETE but the retention job's), so it emptied the audit trail
-- in one statement: refused here, as a statement-level trigger (TRUNCATE has no rows to
-- look at). The retention job deletes row by row and is not affected.
CREATE FUNCTION audit_events_refuse_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_events cannot be truncated (only the retention job removes rows older than AUDIT_RETENTION_DAYS)';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_no_truncate BEFORE TRUNCATE ON audit_events
  FOR EACH STATEMENT EXECUTE FUNCTION audit_events_refuse_truncate();
