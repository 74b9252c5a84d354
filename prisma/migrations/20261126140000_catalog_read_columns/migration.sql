-- Issue 16: search, category pages and nearby read one index of services, in order, and stop
-- after a page. What they filter and sort by on the specialist is copied onto each service by
-- triggers (the application never writes these columns):
--   listed                   the service can be shown: active, not hidden by a moderator, its
--                            specialist visible and not suspended
--   specialist_rating[_count] the specialist's rating (search sorts by it: "best rated first")
--   geo                      the specialist's position as a point on the earth (earthdistance),
--                            for a GiST index that answers "nearest first" without sorting every
--                            service in the radius
CREATE EXTENSION IF NOT EXISTS cube;
CREATE EXTENSION IF NOT EXISTS earthdistance;

ALTER TABLE "services"
  ADD COLUMN "listed" BOOLEAN NOT NULL DEFAULT false,
  ADD COLUMN "specialist_rating" DOUBLE PRECISION NOT NULL DEFAULT 0,
  ADD COLUMN "specialist_rating_count" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "geo" cube;

-- A service row takes its copy from its specialist whenever it is written.
-- The functions keep the search path they were created with (SET ... FROM CURRENT): earthdistance's
-- own functions name cube's unqualified, and a restore runs triggers with an empty search path.
CREATE FUNCTION "services_copy_specialist"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  sp RECORD;
BEGIN
  SELECT p."is_visible", p."is_suspended", p."rating_average", p."rating_count", p."latitude", p."longitude"
    INTO sp FROM "specialist_profiles" p WHERE p."id" = NEW."specialist_id";
  NEW."listed" := NEW."is_active" AND NEW."hidden_at" IS NULL AND coalesce(sp."is_visible" AND NOT sp."is_suspended", false);
  NEW."specialist_rating" := coalesce(sp."rating_average", 0);
  NEW."specialist_rating_count" := coalesce(sp."rating_count", 0);
  NEW."geo" := CASE WHEN sp."latitude" IS NULL OR sp."longitude" IS NULL THEN NULL
                    ELSE ll_to_earth(sp."latitude", sp."longitude")::cube END;
  RETURN NEW;
END $$;
CREATE TRIGGER "services_copy_specialist"
  BEFORE INSERT OR UPDATE OF "is_active", "hidden_at", "specialist_id" ON "services"
  FOR EACH ROW EXECUTE FUNCTION "services_copy_specialist"();

-- A specialist's change reaches every one of their services in the same transaction.
CREATE FUNCTION "specialist_profiles_copy_to_services"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  UPDATE "services" s SET
    "listed" = s."is_active" AND s."hidden_at" IS NULL AND NEW."is_visible" AND NOT NEW."is_suspended",
    "specialist_rating" = NEW."rating_average",
    "specialist_rating_count" = NEW."rating_count",
    "geo" = CASE WHEN NEW."latitude" IS NULL OR NEW."longitude" IS NULL THEN NULL
                 ELSE ll_to_earth(NEW."latitude", NEW."longitude")::cube END
  WHERE s."specialist_id" = NEW."id";
  RETURN NULL;
END $$;
CREATE TRIGGER "specialist_profiles_copy_to_services"
  AFTER UPDATE OF "is_visible", "is_suspended", "rating_average", "rating_count", "latitude", "longitude" ON "specialist_profiles"
  FOR EACH ROW
  WHEN (OLD."is_visible" IS DISTINCT FROM NEW."is_visible" OR OLD."is_suspended" IS DISTINCT FROM NEW."is_suspended"
     OR OLD."rating_average" IS DISTINCT FROM NEW."rating_average" OR OLD."rating_count" IS DISTINCT FROM NEW."rating_count"
     OR OLD."latitude" IS DISTINCT FROM NEW."latitude" OR OLD."longitude" IS DISTINCT FROM NEW."longitude")
  EXECUTE FUNCTION "specialist_profiles_copy_to_services"();

-- Fill the copies of existing services (fires the row trigger above).
UPDATE "services" SET "is_active" = "is_active";

-- Best rated first, overall and per category (the default order without a text query).
CREATE INDEX "services_listed_rating" ON "services" ("specialist_rating" DESC, "specialist_rating_count" DESC, "id") WHERE "listed";
CREATE INDEX "services_listed_category_rating" ON "services" ("category_id", "specialist_rating" DESC, "specialist_rating_count" DESC, "id") WHERE "listed";
-- Nearest first and "within r km" (earth_box @> geo).
CREATE INDEX "services_listed_geo" ON "services" USING gist ("geo") WHERE "listed";
-- Full text over shown services only.
CREATE INDEX "services_listed_search_tsv" ON "services" USING gin ("search_tsv") WHERE "listed";
DROP INDEX "services_search_tsv";
-- Autocomplete matches specialisations by full text (was a scan of every profile).
CREATE INDEX "specialist_profiles_specialization_tsv" ON "specialist_profiles" USING gin (to_tsvector('simple', "specialization")) WHERE "is_visible" AND NOT "is_suspended";
-- "Most reviewed first".
CREATE INDEX "services_listed_reviews" ON "services" ("specialist_rating_count" DESC, "specialist_rating" DESC, "id") WHERE "listed";
-- Cheapest first and newest first, overall and per category, in the full order search uses
-- (the id breaks ties); they replace the indexes over active services.
CREATE INDEX "services_listed_price" ON "services" ("price_minor", "id") WHERE "listed";
CREATE INDEX "services_listed_category_price" ON "services" ("category_id", "price_minor", "id") WHERE "listed";
CREATE INDEX "services_listed_created" ON "services" ("created_at" DESC, "id") WHERE "listed";
DROP INDEX "services_active_price";
DROP INDEX "services_active_created";

-- Every trigger function of the schema keeps the search path of its migration, so the triggers
-- also run where the search path is empty (pg_restore, security-minded roles).
DO $$
DECLARE
  f regprocedure;
BEGIN
  FOR f IN
    SELECT p.oid::regprocedure FROM pg_proc p
    WHERE p.pronamespace = current_schema()::regnamespace AND p.prorettype = 'trigger'::regtype
      AND p.prolang = (SELECT oid FROM pg_language WHERE lanname = 'plpgsql')
  LOOP
    EXECUTE format('ALTER FUNCTION %s SET search_path FROM CURRENT', f);
  END LOOP;
END $$;
