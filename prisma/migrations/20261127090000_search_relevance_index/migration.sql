-- Text search by relevance (issue 16): name matches first, then the other matches, each best
-- rated first (rating, number of ratings, newest, id). With this index each tier walks the
-- listed services in that order and stops at the page's end, instead of sorting every match of
-- a popular word (catalog.sql.ts, searchPageSql).
CREATE INDEX "service_search_relevance" ON "service_search" ("specialist_rating" DESC, "specialist_rating_count" DESC, "created_at" DESC, "id");
