-- Nearby search: a bounding box on latitude/longitude narrows candidates before the exact
-- great-circle distance is computed.
CREATE INDEX "specialist_profiles_lat_lng" ON "specialist_profiles" ("latitude", "longitude") WHERE "is_visible";
