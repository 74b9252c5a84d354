-- One search document per service, so text search is a single trigram-indexed condition instead
-- of an OR over joined tables (which no index can serve; see bench/RESULTS.md). Triggers keep
-- it current whenever the service, its category, its specialist profile or the specialist's
-- name changes. Descriptions are matched by full text instead.
ALTER TABLE "services" ADD COLUMN "search_document" TEXT NOT NULL DEFAULT '';

CREATE FUNCTION "services_set_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_document" := lower(concat_ws(' ',
    NEW."name",
    NEW."custom_category",
    (SELECT concat_ws(' ', c."name_uk", c."name_en", c."name_ru") FROM "categories" c WHERE c."id" = NEW."category_id"),
    (SELECT concat_ws(' ', sp."specialization", sp."business_name", u."first_name", u."last_name")
       FROM "specialist_profiles" sp JOIN "users" u ON u."id" = sp."user_id" WHERE sp."id" = NEW."specialist_id")
  ));
  RETURN NEW;
END $$;

CREATE TRIGGER "services_search_document"
  BEFORE INSERT OR UPDATE OF "name", "custom_category", "category_id", "specialist_id" ON "services"
  FOR EACH ROW EXECUTE FUNCTION "services_set_search_document"();

-- Touching `name` re-runs the trigger above for the affected services.
CREATE FUNCTION "specialist_profiles_refresh_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "services" SET "name" = "name" WHERE "specialist_id" = NEW."id";
  RETURN NULL;
END $$;
CREATE TRIGGER "specialist_profiles_search_document"
  AFTER UPDATE OF "specialization", "business_name" ON "specialist_profiles"
  FOR EACH ROW WHEN (OLD."specialization" IS DISTINCT FROM NEW."specialization" OR OLD."business_name" IS DISTINCT FROM NEW."business_name")
  EXECUTE FUNCTION "specialist_profiles_refresh_search"();

CREATE FUNCTION "users_refresh_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "services" SET "name" = "name" WHERE "specialist_id" IN (SELECT "id" FROM "specialist_profiles" WHERE "user_id" = NEW."id");
  RETURN NULL;
END $$;
CREATE TRIGGER "users_search_document"
  AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "users_refresh_search"();

CREATE FUNCTION "categories_refresh_search"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "services" SET "name" = "name" WHERE "category_id" = NEW."id";
  RETURN NULL;
END $$;
CREATE TRIGGER "categories_search_document"
  AFTER UPDATE OF "name_uk", "name_en", "name_ru" ON "categories"
  FOR EACH ROW EXECUTE FUNCTION "categories_refresh_search"();

-- Fill the documents of existing services.
UPDATE "services" SET "name" = "name";

CREATE INDEX "services_search_document_trgm" ON "services" USING gin ("search_document" gin_trgm_ops);
-- Stored, so rechecking a candidate row reads the vector instead of computing it again.
ALTER TABLE "services" ADD COLUMN "description_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "description")) STORED;
CREATE INDEX "services_description_fts" ON "services" USING gin ("description_tsv");
-- Superseded by the search document.
DROP INDEX "services_name_trgm";
DROP INDEX "services_description_trgm";
