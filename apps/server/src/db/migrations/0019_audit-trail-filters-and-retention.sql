CREATE INDEX "audit_events_target_type_occurred_at_idx" ON "audit_events" USING btree ("target_type","occurred_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "audit_events_action_idx" ON "audit_events" USING btree ("action" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "audit_events_actor_email_idx" ON "audit_events" USING btree (lower("actor_email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "audit_events_actor_name_idx" ON "audit_events" USING btree (lower("actor_name") text_pattern_ops);--> statement-breakpoint
-- Hand-written (issue 22, audit retention): keep at the end of the file.
-- Audit rows are never deleted, except by the retention job: it names its cutoff in a
-- transaction-local setting (set_config('pillars.audit_retention_cutoff', <time>, true)), and
-- only rows older than that cutoff go, only in that transaction. Any other DELETE is refused,
-- as every UPDATE already is (migration 0016).
CREATE FUNCTION audit_events_refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  cutoff text := current_setting('pillars.audit_retention_cutoff', true);
BEGIN
  IF cutoff IS NOT NULL AND cutoff <> '' AND OLD.occurred_at < cutoff::timestamptz THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_events rows cannot be deleted (only the retention job removes rows older than AUDIT_RETENTION_DAYS)';
END;
$$;--> statement-breakpoint
CREATE TRIGGER audit_events_no_delete BEFORE DELETE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_refuse_delete();
