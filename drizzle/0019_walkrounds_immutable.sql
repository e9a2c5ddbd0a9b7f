-- Hand-written: a walk-round the customer confirmed never changes, as an issued invoice does not
-- (docs/product.md#check-in, docs/decisions/0016). The only change allowed is erasure's
-- (docs/product.md#privacy): the typed notes and "other" belongings, and any code, cleared.
CREATE FUNCTION "walkrounds_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.confirmed_at IS NOT NULL AND (
       (to_jsonb(NEW) - 'notes' - 'belongings_other' - 'code_hash' - 'code_expires_at')
         IS DISTINCT FROM (to_jsonb(OLD) - 'notes' - 'belongings_other' - 'code_hash' - 'code_expires_at')
       OR NEW.notes IS DISTINCT FROM OLD.notes AND NEW.notes IS NOT NULL
       OR NEW.belongings_other IS DISTINCT FROM OLD.belongings_other AND NEW.belongings_other IS NOT NULL
       OR NEW.code_hash IS NOT NULL
     ) THEN
    RAISE EXCEPTION 'walk-round % was confirmed by the customer and cannot change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "walkrounds_immutable" BEFORE UPDATE ON "walkrounds" FOR EACH ROW EXECUTE FUNCTION "walkrounds_immutable"();
