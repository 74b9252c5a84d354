-- The catalog version that search caches are keyed by becomes transactional. As a sequence,
-- bumped by deferred triggers at commit, a reader could see the new value an instant before the
-- rows it stands for were visible, run the search on the old rows and cache them under the new
-- version (seen under load in the browser tests: a deactivated service stayed in results). A
-- row updated inside the writing transaction is seen by others only once that transaction has
-- committed, so "version visible" implies "changes visible". Statement-level triggers: one
-- update per statement, however many rows it touches.
CREATE TABLE "catalog_state" (
  "id" INTEGER NOT NULL PRIMARY KEY CHECK ("id" = 1),
  "version" BIGINT NOT NULL
);
INSERT INTO "catalog_state" ("id", "version") SELECT 1, last_value FROM "catalog_version";

DROP TRIGGER "services_catalog_version" ON "services";
DROP TRIGGER "specialist_profiles_catalog_version" ON "specialist_profiles";
DROP TRIGGER "categories_catalog_version" ON "categories";
DROP TRIGGER "users_catalog_version" ON "users";
DROP FUNCTION "catalog_version_bump"();
DROP SEQUENCE "catalog_version";

CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "catalog_state" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
CREATE TRIGGER "services_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "services"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
CREATE TRIGGER "specialist_profiles_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "specialist_profiles"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
CREATE TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
CREATE TRIGGER "users_catalog_version" AFTER UPDATE OF "first_name", "last_name", "avatar_url", "deleted_at" ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "catalog_version_bump"();
