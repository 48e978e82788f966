-- Custom SQL migration file, put your code below! --
-- Every server caches rendered /p/{username} pages. These triggers announce, after commit, each username whose
-- public page may have changed, on the channel public_site_changed (modules/public-site/cache-invalidation.ts):
-- so every write path (publish, unpublish, payments, expiry, admin changes, account deletion) invalidates the
-- cache on every instance without each one having to remember to.
CREATE OR REPLACE FUNCTION foliocraft_notify_public_site(username text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF username IS NOT NULL THEN
    PERFORM pg_notify('public_site_changed', username);
  END IF;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foliocraft_public_site_portfolio_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  owner_id text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.published_at IS NULL THEN RETURN NULL; END IF;
    owner_id := NEW.user_id;
  ELSIF TG_OP = 'DELETE' THEN
    IF OLD.published_at IS NULL THEN RETURN NULL; END IF;
    owner_id := OLD.user_id;
  ELSE
    IF NEW.published_at IS NOT DISTINCT FROM OLD.published_at
      AND NEW.published_content IS NOT DISTINCT FROM OLD.published_content
      AND NEW.user_id = OLD.user_id THEN
      RETURN NULL;
    END IF;
    owner_id := NEW.user_id;
  END IF;
  PERFORM foliocraft_notify_public_site(p.username) FROM profiles p WHERE p.user_id = owner_id;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- UPDATE OF: autosaves (content, version, updated_at) never fire it; only a change to what is served does.
CREATE TRIGGER portfolios_public_site_changed
AFTER INSERT OR DELETE OR UPDATE OF published_at, published_content, user_id ON portfolios
FOR EACH ROW EXECUTE FUNCTION foliocraft_public_site_portfolio_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION foliocraft_public_site_profile_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM foliocraft_notify_public_site(OLD.username);
    RETURN NULL;
  END IF;
  IF (NEW.username, NEW.plan, NEW.is_premium, NEW.is_admin, NEW.subscription_end)
    IS NOT DISTINCT FROM (OLD.username, OLD.plan, OLD.is_premium, OLD.is_admin, OLD.subscription_end) THEN
    RETURN NULL;
  END IF;
  PERFORM foliocraft_notify_public_site(OLD.username);
  IF NEW.username IS DISTINCT FROM OLD.username THEN
    PERFORM foliocraft_notify_public_site(NEW.username);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The plan fields decide the "Powered by" line (plans/entitlements.ts hasPro); the username is the address.
CREATE TRIGGER profiles_public_site_changed
AFTER DELETE OR UPDATE OF username, plan, is_premium, is_admin, subscription_end ON profiles
FOR EACH ROW EXECUTE FUNCTION foliocraft_public_site_profile_changed();
