-- Issue 16: text search and suggestions read narrow copies kept by triggers instead of the wide
-- services table (the application never writes these tables).
--
-- service_search: one row per listed service with only what a text search filters and sorts
-- by, fixed-width columns first. A popular word matches thousands of services; reading their
-- rows from services walked ~25 columns of each (description, search document, …) to reach the
-- rating. Here the same page and its exact count cost about half (bench/RESULTS.md).
CREATE TABLE "service_search" (
  "id" UUID NOT NULL,
  "price_minor" INTEGER NOT NULL,
  "specialist_rating" DOUBLE PRECISION NOT NULL,
  "specialist_rating_count" INTEGER NOT NULL,
  "created_at" TIMESTAMPTZ(3) NOT NULL,
  "category_id" VARCHAR(64),
  "name_tsv" tsvector,
  "search_tsv" tsvector,
  CONSTRAINT "service_search_pkey" PRIMARY KEY ("id"),
  CONSTRAINT "service_search_id_fkey" FOREIGN KEY ("id") REFERENCES "services"("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- service_names: the distinct names of listed services (lower case) per category ('' for a
-- service with its own category), with how many listed services carry each; autocomplete ranks
-- a few hundred names instead of sorting every matching service to drop the duplicates.
CREATE TABLE "service_names" (
  "name_key" TEXT NOT NULL,
  "category_key" VARCHAR(64) NOT NULL,
  "name" VARCHAR(200) NOT NULL,
  "services" INTEGER NOT NULL,
  "name_tsv" tsvector NOT NULL,
  CONSTRAINT "service_names_pkey" PRIMARY KEY ("name_key", "category_key"),
  CONSTRAINT "service_names_services_positive" CHECK ("services" > 0)
);

-- A listed service's copy follows every write of what it holds; unlisting removes it (deleting
-- the service removes it through the foreign key).
CREATE FUNCTION "services_copy_to_search"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF NEW."listed" THEN
    INSERT INTO "service_search" ("id", "price_minor", "specialist_rating", "specialist_rating_count", "created_at", "category_id", "name_tsv", "search_tsv")
    VALUES (NEW."id", NEW."price_minor", NEW."specialist_rating", NEW."specialist_rating_count", NEW."created_at", NEW."category_id", NEW."name_tsv", NEW."search_tsv")
    ON CONFLICT ("id") DO UPDATE SET
      "price_minor" = EXCLUDED."price_minor",
      "specialist_rating" = EXCLUDED."specialist_rating",
      "specialist_rating_count" = EXCLUDED."specialist_rating_count",
      "created_at" = EXCLUDED."created_at",
      "category_id" = EXCLUDED."category_id",
      "name_tsv" = EXCLUDED."name_tsv",
      "search_tsv" = EXCLUDED."search_tsv";
  ELSIF TG_OP = 'UPDATE' THEN
    DELETE FROM "service_search" WHERE "id" = OLD."id";
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "services_copy_to_search_insert"
  AFTER INSERT ON "services"
  FOR EACH ROW WHEN (NEW."listed")
  EXECUTE FUNCTION "services_copy_to_search"();
CREATE TRIGGER "services_copy_to_search_update"
  AFTER UPDATE ON "services"
  FOR EACH ROW
  WHEN ((OLD."listed", OLD."price_minor", OLD."specialist_rating", OLD."specialist_rating_count", OLD."created_at", OLD."category_id", OLD."name_tsv", OLD."search_tsv")
        IS DISTINCT FROM
        (NEW."listed", NEW."price_minor", NEW."specialist_rating", NEW."specialist_rating_count", NEW."created_at", NEW."category_id", NEW."name_tsv", NEW."search_tsv"))
  EXECUTE FUNCTION "services_copy_to_search"();

-- A listed service counts once for its (lower-case name, category); a name no listed service
-- carries any more is removed.
CREATE FUNCTION "services_count_names"() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD."listed" THEN
    DELETE FROM "service_names" n
     WHERE n."name_key" = lower(OLD."name") AND n."category_key" = coalesce(OLD."category_id", '') AND n."services" = 1;
    IF NOT FOUND THEN
      UPDATE "service_names" n SET "services" = n."services" - 1
       WHERE n."name_key" = lower(OLD."name") AND n."category_key" = coalesce(OLD."category_id", '');
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW."listed" THEN
    INSERT INTO "service_names" ("name_key", "category_key", "name", "services", "name_tsv")
    VALUES (lower(NEW."name"), coalesce(NEW."category_id", ''), NEW."name", 1, to_tsvector('simple', NEW."name"))
    ON CONFLICT ("name_key", "category_key") DO UPDATE SET "services" = "service_names"."services" + 1;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER "services_count_names_insert"
  AFTER INSERT ON "services"
  FOR EACH ROW WHEN (NEW."listed")
  EXECUTE FUNCTION "services_count_names"();
CREATE TRIGGER "services_count_names_update"
  AFTER UPDATE ON "services"
  FOR EACH ROW
  WHEN ((OLD."listed", lower(OLD."name"), OLD."category_id") IS DISTINCT FROM (NEW."listed", lower(NEW."name"), NEW."category_id"))
  EXECUTE FUNCTION "services_count_names"();
CREATE TRIGGER "services_count_names_delete"
  AFTER DELETE ON "services"
  FOR EACH ROW WHEN (OLD."listed")
  EXECUTE FUNCTION "services_count_names"();

-- The copies of the services there are.
INSERT INTO "service_search" ("id", "price_minor", "specialist_rating", "specialist_rating_count", "created_at", "category_id", "name_tsv", "search_tsv")
  SELECT "id", "price_minor", "specialist_rating", "specialist_rating_count", "created_at", "category_id", "name_tsv", "search_tsv"
    FROM "services" WHERE "listed";
INSERT INTO "service_names" ("name_key", "category_key", "name", "services", "name_tsv")
  SELECT lower("name"), coalesce("category_id", ''), min("name"), count(*), to_tsvector('simple', min("name"))
    FROM "services" WHERE "listed" GROUP BY lower("name"), coalesce("category_id", '');

-- Their full-text indexes, built after the fill. Without GIN's pending list (fastupdate off): a
-- search reads only the index itself, instead of also scanning up to 4 MB of entries not yet
-- merged until the next vacuum (seen: 6.7 ms instead of 1.5 ms for one word); a service write
-- updates the index at once instead, and writes are rare next to searches. The same for the
-- full-text index of services (searches with availability, city or position), the vocabulary's
-- trigram index (every text search corrects its words there) and the specialisations' index
-- (autocomplete); their pending entries are merged now.
CREATE INDEX "service_search_search_tsv" ON "service_search" USING gin ("search_tsv") WITH (fastupdate = off);
CREATE INDEX "service_names_name_tsv" ON "service_names" USING gin ("name_tsv") WITH (fastupdate = off);
SELECT gin_clean_pending_list('services_listed_search_tsv'), gin_clean_pending_list('search_terms_trgm'),
       gin_clean_pending_list('specialist_profiles_specialization_tsv');
ALTER INDEX "services_listed_search_tsv" SET (fastupdate = off);
ALTER INDEX "search_terms_trgm" SET (fastupdate = off);
ALTER INDEX "specialist_profiles_specialization_tsv" SET (fastupdate = off);
