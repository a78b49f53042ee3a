-- The audit log refuses TRUNCATE too (issue 29 item 8): row triggers never see it, so the
-- append-only rule of 20261127000000_operator_role_and_audit needs a statement-level trigger.
-- The owner of the table can still drop the trigger; docs/deploy.md says to run the app under a
-- role that does not own the tables.
CREATE TRIGGER "AuditEntry_no_truncate" BEFORE TRUNCATE ON "AuditEntry"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entry_is_append_only"();
