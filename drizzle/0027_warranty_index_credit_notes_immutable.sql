CREATE INDEX "estimate_lines_warranty_invoice_id_idx" ON "estimate_lines" USING btree ("warranty_invoice_id") WHERE "estimate_lines"."warranty_invoice_id" is not null;--> statement-breakpoint
-- Hand-written: an issued credit note never changes and is never deleted, as an issued invoice
-- (docs/decisions/0023, docs/product.md#credit-notes). Its lines are part of its row; refunds
-- are rows of their own, so nothing of a credit note ever needs to change.
CREATE FUNCTION "credit_notes_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    RAISE EXCEPTION 'credit note % cannot be deleted: issue another to correct it', OLD.number USING ERRCODE = 'restrict_violation';
  END IF;
  RAISE EXCEPTION 'credit note % is issued and cannot change', OLD.number USING ERRCODE = 'restrict_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "credit_notes_immutable" BEFORE UPDATE OR DELETE ON "credit_notes" FOR EACH ROW EXECUTE FUNCTION "credit_notes_immutable"();
