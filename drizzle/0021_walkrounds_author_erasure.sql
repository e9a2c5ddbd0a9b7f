-- Hand-written: a confirmed walk-round still never changes (docs/product.md#check-in), but the
-- account of the staff member who recorded it can be erased (docs/product.md#privacy,
-- docs/decisions/0021 item 1): `recorded_by` may go from an id to null, as its foreign key's
-- ON DELETE SET NULL does, and never to another id. The record stays, without its author.
CREATE OR REPLACE FUNCTION "walkrounds_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.confirmed_at IS NOT NULL AND (
       (to_jsonb(NEW) - 'notes' - 'belongings_other' - 'code_hash' - 'code_expires_at' - 'recorded_by')
         IS DISTINCT FROM (to_jsonb(OLD) - 'notes' - 'belongings_other' - 'code_hash' - 'code_expires_at' - 'recorded_by')
       OR NEW.notes IS DISTINCT FROM OLD.notes AND NEW.notes IS NOT NULL
       OR NEW.belongings_other IS DISTINCT FROM OLD.belongings_other AND NEW.belongings_other IS NOT NULL
       OR NEW.code_hash IS NOT NULL
       OR NEW.recorded_by IS DISTINCT FROM OLD.recorded_by AND NEW.recorded_by IS NOT NULL
     ) THEN
    RAISE EXCEPTION 'walk-round % was confirmed by the customer and cannot change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END;
$$;
