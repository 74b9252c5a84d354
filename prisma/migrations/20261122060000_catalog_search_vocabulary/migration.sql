-- Search, third design (bench/RESULTS.md): exact and prefix matching by full text on one stored
-- vector per service, typo tolerance by correcting query words against a vocabulary of the words
-- that occur in the catalog (trigram similarity over a few thousand words instead of 100,000
-- documents), and a catalog version that search result caches are keyed by.

-- One vector per service: name (A), the search document — categories in three languages,
-- specialisation, specialist names — (B), description (C).
ALTER TABLE "services" ADD COLUMN "search_tsv" tsvector;
ALTER TABLE "services" ADD COLUMN "name_tsv" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "name")) STORED;

CREATE OR REPLACE FUNCTION "services_set_search_document"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."search_document" := lower(concat_ws(' ',
    NEW."name",
    NEW."custom_category",
    (SELECT concat_ws(' ', c."name_uk", c."name_en", c."name_ru") FROM "categories" c WHERE c."id" = NEW."category_id"),
    (SELECT concat_ws(' ', sp."specialization", sp."business_name", u."first_name", u."last_name")
       FROM "specialist_profiles" sp JOIN "users" u ON u."id" = sp."user_id" WHERE sp."id" = NEW."specialist_id")
  ));
  NEW."search_tsv" :=
    setweight(to_tsvector('simple', NEW."name"), 'A') ||
    setweight(to_tsvector('simple', NEW."search_document"), 'B') ||
    setweight(to_tsvector('simple', coalesce(NEW."description", '')), 'C');
  RETURN NEW;
END $$;

DROP TRIGGER "services_search_document" ON "services";
CREATE TRIGGER "services_search_document"
  BEFORE INSERT OR UPDATE OF "name", "description", "custom_category", "category_id", "specialist_id" ON "services"
  FOR EACH ROW EXECUTE FUNCTION "services_set_search_document"();

-- The vocabulary: every word of every search vector.
CREATE TABLE "search_terms" ("term" TEXT NOT NULL, CONSTRAINT "search_terms_pkey" PRIMARY KEY ("term"));

CREATE FUNCTION "services_collect_search_terms"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "search_terms" ("term")
    SELECT DISTINCT unnest(tsvector_to_array(n."search_tsv")) FROM new_rows n
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;
CREATE TRIGGER "services_search_terms_insert" AFTER INSERT ON "services"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "services_collect_search_terms"();
CREATE TRIGGER "services_search_terms_update" AFTER UPDATE ON "services"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "services_collect_search_terms"();

-- Fill vectors and vocabulary for existing services (the update fires both triggers).
UPDATE "services" SET "name" = "name";

CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("term" gin_trgm_ops);
-- Only active services are ever searched.
CREATE INDEX "services_search_tsv" ON "services" USING gin ("search_tsv") WHERE "is_active";

-- Superseded: the trigram index on the whole document (its recheck cost ~1 s on a popular word)
-- and the description-only vector.
DROP INDEX "services_search_document_trgm";
DROP INDEX "services_description_fts";
ALTER TABLE "services" DROP COLUMN "description_tsv";

-- The catalog version: any change that can alter search results moves it. A sequence, so
-- concurrent writers never wait on each other; caches key results by its value. Deferred
-- constraint triggers move it at commit, so a reader cannot see the new version long before the
-- rows it stands for (what remains is the instant between the bump and the commit).
CREATE SEQUENCE "catalog_version";
CREATE FUNCTION "catalog_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM nextval('catalog_version');
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER "services_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "services"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();
CREATE CONSTRAINT TRIGGER "specialist_profiles_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "specialist_profiles"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();
CREATE CONSTRAINT TRIGGER "categories_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "categories"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();
CREATE CONSTRAINT TRIGGER "users_catalog_version" AFTER UPDATE OF "first_name", "last_name", "avatar_url", "deleted_at" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "catalog_version_bump"();
