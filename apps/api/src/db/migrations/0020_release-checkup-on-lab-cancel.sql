-- The free full-body checkup a lab booking used goes back to the health card when the booking is cancelled,
-- by the patient or by the lab (docs/product-rules.md#family-members-and-the-health-card).
CREATE OR REPLACE FUNCTION release_card_benefit_on_lab_cancel() RETURNS trigger AS $$
BEGIN
  UPDATE health_card_benefit_uses
     SET released_at = now()
   WHERE resource_type = 'lab_booking'
     AND resource_id = NEW.id
     AND released_at IS NULL;
  RETURN NEW;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER lab_bookings_release_card_benefit
AFTER UPDATE OF status ON lab_bookings
FOR EACH ROW
WHEN (NEW.status = 'cancelled' AND OLD.status IS DISTINCT FROM 'cancelled')
EXECUTE FUNCTION release_card_benefit_on_lab_cancel();
