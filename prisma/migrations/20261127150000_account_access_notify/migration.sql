-- Issue #26 item 4: every change to an account's access is announced to every API instance, so
-- each instance's account gate (apps/api/src/modules/accounts/account-gate.ts) forgets what it
-- remembered and the access tokens of an ended session answer 401 at once everywhere. NOTIFY is
-- delivered when the writing transaction commits (never for a rollback), and PostgreSQL folds
-- identical payloads of one transaction into one message.
CREATE OR REPLACE FUNCTION vizyt_notify_account_access() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('vizyt_account_access', NEW.id::text);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('vizyt_account_access', OLD.user_id::text);
  ELSE
    PERFORM pg_notify('vizyt_account_access', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$;

-- A session ends: its refresh tokens are revoked (sign-out, password change, reuse, suspension…)
-- or deleted (account deletion).
CREATE TRIGGER refresh_tokens_access_revoked
  AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION vizyt_notify_account_access();

CREATE TRIGGER refresh_tokens_access_deleted
  AFTER DELETE ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL)
  EXECUTE FUNCTION vizyt_notify_account_access();

-- The account itself: suspended or reactivated, its role or language changed, deleted.
CREATE TRIGGER users_access_changed
  AFTER UPDATE OF status, role, language, deleted_at ON users
  FOR EACH ROW WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.role IS DISTINCT FROM NEW.role
    OR OLD.language IS DISTINCT FROM NEW.language OR OLD.deleted_at IS DISTINCT FROM NEW.deleted_at)
  EXECUTE FUNCTION vizyt_notify_account_access();
