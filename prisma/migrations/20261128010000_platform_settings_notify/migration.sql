-- Issue #28: a change to the platform settings (commission, feature switches) is announced to
-- every API instance, which drops its cached copy (apps/api/src/modules/admin/platform-settings.service.ts)
-- at once instead of after its 5-second cache time. Delivered when the writing transaction
-- commits; never for a rollback.
CREATE OR REPLACE FUNCTION vizyt_notify_platform_settings() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('vizyt_platform_settings', 'changed');
  RETURN NULL;
END;
$$;

CREATE TRIGGER platform_settings_changed
  AFTER INSERT OR UPDATE ON platform_settings
  FOR EACH STATEMENT
  EXECUTE FUNCTION vizyt_notify_platform_settings();
