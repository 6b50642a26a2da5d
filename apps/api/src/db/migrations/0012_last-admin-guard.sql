-- The platform always keeps one admin (docs/product-rules.md#roles-and-permissions): a change that takes the
-- role from the last holder, or removes their account, is refused. Every such change first takes one
-- transaction-level advisory lock, so two concurrent demotions of the last two admins run one after the
-- other and the second sees the first's result (each statement of this function takes a fresh snapshot
-- under READ COMMITTED, after the lock).
CREATE OR REPLACE FUNCTION users_keep_one_admin() RETURNS trigger AS $$
BEGIN
  IF NOT ('admin' = ANY(OLD.roles)) THEN
    RETURN COALESCE(NEW, OLD);
  END IF;
  IF TG_OP = 'UPDATE' AND 'admin' = ANY(NEW.roles) THEN
    RETURN NEW;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('users_keep_one_admin'));
  IF NOT EXISTS (SELECT 1 FROM users WHERE id <> OLD.id AND roles @> ARRAY['admin']::text[]) THEN
    RAISE EXCEPTION 'The last admin cannot lose the admin role'
      USING ERRCODE = 'check_violation', CONSTRAINT = 'users_last_admin';
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_keep_one_admin BEFORE UPDATE OF roles OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION users_keep_one_admin();
