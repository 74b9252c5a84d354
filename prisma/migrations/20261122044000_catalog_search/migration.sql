-- Catalog search: typo-tolerant matching with trigram indexes (pg_trgm, created in the
-- foundation migration). The expressions here are exactly the ones the search query uses, so
-- PostgreSQL can answer `<%` (word similarity) from the indexes.
CREATE INDEX "services_name_trgm" ON "services" USING gin (lower("name") gin_trgm_ops);
CREATE INDEX "services_description_trgm" ON "services" USING gin (lower("description") gin_trgm_ops);
CREATE INDEX "specialist_profiles_specialization_trgm" ON "specialist_profiles" USING gin (lower("specialization") gin_trgm_ops);
CREATE INDEX "specialist_profiles_city_trgm" ON "specialist_profiles" USING gin (lower("city") gin_trgm_ops);
CREATE INDEX "services_active_price" ON "services" ("price_minor") WHERE "is_active";
CREATE INDEX "services_active_created" ON "services" ("created_at" DESC) WHERE "is_active";
