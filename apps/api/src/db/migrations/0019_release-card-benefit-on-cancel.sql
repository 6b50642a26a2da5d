-- A free consultation an appointment used goes back to the health card when the appointment is cancelled,
-- whoever cancels it (the patient, the doctor, the desk) and whatever code path does it
-- (docs/product-rules.md#family-members-and-the-health-card).
CREATE OR REPLACE FUNCTION release_card_benefit_on_cancel() RETURNS trigger AS $$
BEGIN
  UPDATE health_card_benefit_uses
     SET released_at = now()
   WHERE resource_type = 'appointment'
     AND resource_id = NEW.id
     AND released_at IS NULL;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER appointments_release_card_benefit
AFTER UPDATE OF status ON appointments
FOR EACH ROW
WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
EXECUTE FUNCTION release_card_benefit_on_cancel();
